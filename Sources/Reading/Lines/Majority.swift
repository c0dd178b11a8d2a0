/// Counting readings that agree.
enum Majority {
    /// The value given more often than any other, and how often; nil when two or more values
    /// tie for the most (or there are none).
    static func leader<Value: Hashable>(of values: [Value]) -> (value: Value, count: Int)? {
        var counts: [Value: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        guard let most = counts.values.max() else { return nil }
        let leaders = counts.filter { $0.value == most }
        guard leaders.count == 1, let leader = leaders.first else { return nil }
        return (leader.key, most)
    }
}
