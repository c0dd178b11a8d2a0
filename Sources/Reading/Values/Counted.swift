extension String {
    /// A count with its noun in the right number, as messages say it: `counted(1, "page")` is
    /// `1 page`, `counted(3, "page")` is `3 pages` (every noun vault counts takes an `s`).
    public static func counted(_ count: some BinaryInteger, _ noun: String) -> String {
        "\(count) \(count == 1 ? noun : noun + "s")"
    }
}
