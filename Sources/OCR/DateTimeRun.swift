/// A date and a time the recognizer read as one run of characters (`8/9/201711:14:22`,
/// `19-Apr-20192:02:26P`): where the time starts, when that is unambiguous. The date is day,
/// month and year with one kind of separator (the month may be a three-letter name), its year of
/// two digits or four (19xx or 20xx), or year first with two-digit month and day; the time is
/// h:mm or h:mm:ss (hour up to 23), optionally followed by AM, PM, A or P. When more than one
/// split gives such a pair (which the rules above make rare), the run is left alone.
enum DateTimeRun {
    /// The index of the time's first character, or nil when `characters` is not such a run.
    static func timeStart(in characters: [Character]) -> Int? {
        guard characters.count >= 10 else { return nil }
        let splits = (6..<(characters.count - 3)).filter { split in
            isDate(Array(characters[..<split])) && isTime(Array(characters[split...]))
        }
        return splits.count == 1 ? splits.first : nil
    }

    /// The characters' shape: each digit `9`, each letter `a`, anything else as it is.
    private static func shape(_ characters: [Character]) -> String {
        String(characters.map { $0.isASCII && $0.isNumber ? "9" : ($0.isLetter ? "a" : $0) })
    }

    private static func isDate(_ characters: [Character]) -> Bool {
        let form = shape(characters)
        let separators: Set<Character> = ["/", ".", "-"]
        let separatorsUsed = characters.filter { separators.contains($0) }
        guard separatorsUsed.count == 2, separatorsUsed[0] == separatorsUsed[1] else { return false }
        let normalized = String(form.map { separators.contains($0) ? "/" : $0 })
        let text = String(characters)
        if normalized.hasPrefix("9999/") {
            return normalized == "9999/99/99" && (text.hasPrefix("19") || text.hasPrefix("20"))
        }
        let dayMonth: Set<String> = ["9/9/", "9/99/", "99/9/", "99/99/", "9/aaa/", "99/aaa/"]
        if normalized.hasSuffix("/9999"), dayMonth.contains(String(normalized.dropLast(4))) {
            let year = String(text.suffix(4))
            return year.hasPrefix("19") || year.hasPrefix("20")
        }
        return normalized.hasSuffix("/99") && dayMonth.contains(String(normalized.dropLast(2)))
    }

    private static func isTime(_ characters: [Character]) -> Bool {
        var body = characters
        if let last = body.last, let beforeLast = body.dropLast().last,
            "mM".contains(last), "aApP".contains(beforeLast)
        {
            body.removeLast(2)
        } else if let last = body.last, "aApP".contains(last) {
            body.removeLast()
        }
        let form = shape(body)
        guard ["9:99", "99:99", "9:99:99", "99:99:99"].contains(form) else { return false }
        let parts = String(body).split(separator: ":").compactMap { Int($0) }
        guard parts.count >= 2, parts[0] <= 23 else { return false }
        return parts.dropFirst().allSatisfy { $0 <= 59 }
    }
}
