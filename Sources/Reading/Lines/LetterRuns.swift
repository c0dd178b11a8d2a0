extension String {
    /// This text with each run of letters replaced by what `transform` makes of it (nil keeps
    /// the run as it is); everything between the runs stays.
    func replacingLetterRuns(_ transform: (String) -> String?) -> String {
        var result = ""
        var word = ""
        func flush() {
            result += transform(word) ?? word
            word = ""
        }
        for character in self {
            if character.isLetter {
                word.append(character)
            } else {
                if !word.isEmpty { flush() }
                result.append(character)
            }
        }
        if !word.isEmpty { flush() }
        return result
    }

    /// These letters (an upper-case spelling) in the letter case of `read`, letter by letter:
    /// `KENYU` in the case of `Kenyo` is `Kenyu`.
    package func inLetterCase(of read: String) -> String {
        String(
            zip(self, read).map { mended, original in original.isLowercase ? Character(mended.lowercased()) : mended })
    }
}
