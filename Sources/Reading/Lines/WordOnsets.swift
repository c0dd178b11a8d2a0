/// How words begin in the languages of vault's receipts (English, Malay, German and the other
/// Latin-script languages, and romanised Chinese and Indian names): two consonants open a word
/// only in a few pairs (`STR`, `BR`, `KH`, `NG`, `MC`, `TCH`), so a name whose first word
/// begins otherwise has lost or misread its first letter (`HREE STOOGES` for `THREE`, `TKANO`
/// for `IKANO`).
enum WordOnsets {
    /// Consonant pairs that open words, besides any consonant before `h` (`KH`, `DH`, `BH`).
    private static let pairs: Set<String> = [
        "bl", "br", "cl", "cr", "dr", "dw", "fl", "fr", "gl", "gr", "gw", "kl", "kr", "kw", "pl", "pr", "sl",
        "sr", "sw", "tr", "tw", "vl", "vr", "wr", "sc", "sk", "sm", "sn", "sp", "sq", "st", "sz", "ts", "tz",
        "ps", "pf", "pt", "pn", "gn", "kn", "mn", "ng", "dj", "bj", "fj", "hj", "kj", "sv", "zw", "sj", "cz",
        "dz", "hw", "ll", "mc", "tc", "tj",
    ]

    private static let vowels: Set<Character> = ["a", "e", "i", "o", "u", "y"]

    /// Whether `word` (four letters or more, letters only, a vowel after its first two)
    /// begins with two letters that open no word. Shorter words may be codes or initials
    /// (`TNB`, `MR`), and words without vowels are initials too (`HSBC`, `KTMB`).
    static func beginsAsNoWordDoes(_ word: String) -> Bool {
        let letters = Array(word.lowercased())
        guard letters.count >= 4, letters.allSatisfy(\.isLetter), letters.allSatisfy(\.isASCII),
            letters.dropFirst(2).contains(where: vowels.contains)
        else { return false }
        let (first, second) = (letters[0], letters[1])
        if vowels.contains(first) || vowels.contains(second) || second == "h" { return false }
        return !pairs.contains(String([first, second]))
    }

    /// `TKANO` -> `IKANO`, `TKEA` -> `IKEA`: a capital `I` read as `T` (the bar of a serif
    /// `I` reads as the top of a `T`), when the word then begins as words do and has two
    /// vowels besides (not a code such as `TMALL`); nil when nothing was mended.
    static func capitalIReadAsT(_ word: String) -> String? {
        guard word.first == "T", beginsAsNoWordDoes(word),
            word.dropFirst().filter({ vowels.contains(Character($0.lowercased())) }).count >= 2
        else { return nil }
        return "I" + word.dropFirst()
    }
}
