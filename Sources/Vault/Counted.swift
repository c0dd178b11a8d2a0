extension String {
    /// A count with its noun in the right number, as messages say it: `counted(1, "page")` is
    /// `1 page`, `counted(3, "page")` is `3 pages`, `counted(2, "entry", plural: "entries")`
    /// is `2 entries`.
    public static func counted(_ count: some BinaryInteger, _ noun: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }
}
