import Foundation

/// Finds an invoice's labels in a cell or line even where the PDF's text layer splits a word
/// (`Ver käufer :`, `Br uttosumme`, `Zahlbetr ag`): kerned print puts spaces inside words, so
/// a label's letters are matched in order with any spaces between them, and the label must end
/// where a word ends (a space, a colon, a point, the end of the text).
enum InvoiceLabelMatch {
    /// Whether `text` starts with one of `labels` (folded words separated by spaces), by its
    /// words or by its letters across split words.
    static func starts(with labels: [String], _ text: String) -> Bool {
        labels.contains { startIndex(of: $0, in: fold(text), from: 0) != nil }
    }

    /// Whether `text` contains one of `labels` at the start of one of its words.
    static func contains(_ labels: [String], _ text: String) -> Bool {
        let folded = fold(text)
        return labels.contains { label in
            wordStarts(in: folded).contains { startIndex(of: label, in: folded, from: $0) != nil }
        }
    }

    /// The end (an offset into the folded text) of the first of `labels` that `text` starts with.
    static func end(of labels: [String], in text: String) -> Int? {
        let folded = fold(text)
        return labels.lazy.compactMap { startIndex(of: $0, in: folded, from: 0) }.first
    }

    /// The text as lower-case letters without diacritics (`ß` as `ss`), one character per
    /// character of the result, so that offsets into it are offsets into its characters.
    static func fold(_ text: String) -> [Character] {
        Array(KeywordMatcher.fold(text))
    }

    /// The offsets where a word starts.
    private static func wordStarts(in folded: [Character]) -> [Int] {
        folded.indices.filter { index in
            folded[index].isLetter && (index == 0 || !folded[index - 1].isLetter && !folded[index - 1].isNumber)
        }
    }

    /// Matches `label`'s letters from `start` on, spaces in the text allowed between them and a
    /// label's space matching any run of spaces or marks; returns the offset after the match
    /// when the label ends at a word's end there, else nil.
    private static func startIndex(of label: String, in folded: [Character], from start: Int) -> Int? {
        var index = start
        while index < folded.count, folded[index] == " " { index += 1 }
        var matched = 0
        for character in label {
            if character == " " {
                // A space of the label: at least one non-letter in the text.
                var skipped = 0
                while index < folded.count, !folded[index].isLetter, !folded[index].isNumber {
                    index += 1
                    skipped += 1
                }
                if skipped == 0 { return nil }
                continue
            }
            // Spaces inside a word, as kerned print splits it (not before its first letter).
            if matched > 0 { while index < folded.count, folded[index] == " " { index += 1 } }
            guard index < folded.count, folded[index] == character else { return nil }
            index += 1
            matched += 1
        }
        guard matched > 0 else { return nil }
        if index < folded.count, folded[index].isLetter || folded[index].isNumber || folded[index] == "-" {
            return nil
        }
        return index
    }
}
