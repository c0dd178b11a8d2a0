/// A named reason that ranks a candidate value, with the points it gives.
protocol RankingReason: Equatable {
    /// The points of the reason (for a measured reason, the points per unit).
    var points: Double { get }
}

/// How a candidate ranks among the others of its field on one receipt: the named reasons with
/// their points, in the order they were weighed. The score is their sum, so why one candidate
/// beat another can be read off.
struct Ranking<Reason: RankingReason> {
    private(set) var adjustments: [(reason: Reason, points: Double)] = []

    /// A ranking that starts with `reason`, the points every candidate of its kind gets.
    init(_ reason: Reason? = nil) {
        if let reason { add(reason) }
    }

    /// The sum of the points.
    var total: Double { adjustments.reduce(0) { $0 + $1.points } }

    /// Weighs `reason` in, with its own points or `points` for a measured one.
    mutating func add(_ reason: Reason, points: Double? = nil) {
        adjustments.append((reason, points ?? reason.points))
    }

    /// Whether `reason` weighed in.
    func has(_ reason: Reason) -> Bool { adjustments.contains { $0.reason == reason } }
}

/// A candidate value ranked by named reasons.
protocol RankedCandidate {
    associatedtype Reason: RankingReason
    var ranking: Ranking<Reason> { get set }
}

extension RankedCandidate {
    /// The ranking's total: orders candidates within one receipt.
    var score: Double { ranking.total }
    var adjustments: [(reason: Reason, points: Double)] { ranking.adjustments }

    mutating func add(_ reason: Reason, points: Double? = nil) { ranking.add(reason, points: points) }

    func has(_ reason: Reason) -> Bool { ranking.has(reason) }
}
