import Foundation

/// Finds an invoice's labels in a cell or line even where the PDF's text layer splits a word
/// (`Ver käufer :`, `Br uttosumme`, `Zahlbetr ag`): kerned print puts spaces inside words, so
/// a label's letters are matched in order with any spaces between them, and the label must end
/// where a word ends (a space, a colon, a point, the end of the text).
enum InvoiceLabelMatch {
    /// Whether `text` starts with one of `labels` (folded words separated by spaces), by its
    /// words or by its letters across split words.
    static func starts(with labels: [String], _ text: String) -> Bool {
        Folded(text).starts(with: labels)
    }

    /// Whether `text` contains one of `labels` at the start of one of its words.
    static func contains(_ labels: [String], _ text: String) -> Bool {
        Folded(text).contains(labels)
    }

    /// The end (an offset into the folded text) of the first of `labels` that `text` starts with.
    static func end(of labels: [String], in text: String) -> Int? {
        Folded(text).end(of: labels)
    }

    /// The text as lower-case letters without diacritics (`ß` as `ss`), one character per
    /// character of the result, so that offsets into it are offsets into its characters.
    static func fold(_ text: String) -> [Character] {
        Array(KeywordMatcher.fold(text))
    }

    /// A text folded once (``fold(_:)``), with what each of its characters is and where its
    /// words start, to look for many labels in it: a line is asked for every cue phrase.
    struct Folded {
        /// The folded characters.
        let characters: [Character]
        /// Whether each character is a letter.
        private let letter: [Bool]
        /// Whether each character is a letter or a number.
        private let word: [Bool]
        /// The offsets where a word starts: a letter after no letter or number.
        let wordStarts: [Int]
        /// The ASCII bytes that open the characters at `wordStarts`, one bit each: a plain ASCII
        /// label whose first letter is none of them starts at no word, and is not walked.
        private let startBytes: (low: UInt64, high: UInt64)

        init(_ text: String) {
            characters = InvoiceLabelMatch.fold(text)
            var letter: [Bool] = []
            var word: [Bool] = []
            letter.reserveCapacity(characters.count)
            word.reserveCapacity(characters.count)
            for character in characters {
                let isLetter = character.isLetter
                letter.append(isLetter)
                word.append(isLetter || character.isNumber)
            }
            var starts: [Int] = []
            for index in characters.indices where letter[index] && (index == 0 || !word[index - 1]) {
                starts.append(index)
            }
            self.letter = letter
            self.word = word
            wordStarts = starts
            var bytes: (low: UInt64, high: UInt64) = (0, 0)
            for start in starts {
                guard let byte = characters[start].utf8.first, byte < 0x80 else { continue }
                if byte < 64 { bytes.low |= 1 << byte } else { bytes.high |= 1 << (byte - 64) }
            }
            startBytes = bytes
        }

        /// Whether `label` may start at one of `wordStarts`: false only for a plain ASCII label
        /// (`KeywordMatcher.isPlainASCII`: its first character is its first byte) whose first
        /// byte opens no character there.
        private func mayStartAWord(_ label: String) -> Bool {
            guard let byte = label.utf8.first, byte < 0x80, KeywordMatcher.isPlainASCII(label) else { return true }
            return (byte < 64 ? startBytes.low >> byte : startBytes.high >> (byte - 64)) & 1 == 1
        }

        /// Whether the text starts with one of `labels` (`InvoiceLabelMatch.starts(with:_:)`).
        func starts(with labels: [String]) -> Bool {
            labels.contains { match(of: $0, from: 0) != nil }
        }

        /// The end (an offset into `characters`) of the first of `labels` the text starts
        /// with (`InvoiceLabelMatch.end(of:in:)`).
        func end(of labels: [String]) -> Int? {
            labels.lazy.compactMap { match(of: $0, from: 0) }.first
        }

        /// Whether one of `labels` starts at the start of one of the words.
        func contains(_ labels: [String]) -> Bool {
            labels.contains { label in
                mayStartAWord(label) && wordStarts.contains { match(of: label, from: $0) != nil }
            }
        }

        /// Matches `label`'s letters from `start` on, spaces in the text allowed between them
        /// and a label's space matching any run of spaces or marks; returns the offset after
        /// the match when the label ends at a word's end there, else nil.
        func match(of label: String, from start: Int) -> Int? {
            var index = start
            while index < characters.count, characters[index] == " " { index += 1 }
            var matched = 0
            for character in label {
                if character == " " {
                    // A space of the label: at least one non-letter in the text.
                    var skipped = 0
                    while index < characters.count, !word[index] {
                        index += 1
                        skipped += 1
                    }
                    if skipped == 0 { return nil }
                    continue
                }
                // Spaces inside a word, as kerned print splits it (not before its first letter).
                if matched > 0 { while index < characters.count, characters[index] == " " { index += 1 } }
                guard index < characters.count, characters[index] == character else { return nil }
                index += 1
                matched += 1
            }
            guard matched > 0 else { return nil }
            if index < characters.count, word[index] || characters[index] == "-" { return nil }
            return index
        }
    }
}
