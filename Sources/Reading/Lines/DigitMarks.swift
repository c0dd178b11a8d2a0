/// A test that tells at once that a pattern needing a digit, a mark and a digit in a row
/// (`30.90`, `18-11-2018`, `07-388 1234`) cannot match a text, so that the pattern is not run:
/// receipts have many lines and tokens, and regular expressions over all of them were a
/// twentieth of the CPU of importing a text PDF.
package enum DigitMarks {
    /// False only when `text` is ASCII and holds no digit, one of `marks` and a digit in a row.
    /// Text beyond ASCII may hold digits a pattern's `\d` matches, and is passed.
    package static func mayHoldDigits(around marks: [UInt8], in text: String) -> Bool {
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        var (beforeLast, last): (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if byte >= 0x80 { return true }
            if isDigit(beforeLast), marks.contains(last), isDigit(byte) { return true }
            (beforeLast, last) = (last, byte)
        }
        return false
    }
}
