import Foundation

extension String {
    /// Whether the text contains `needle`, as Foundation's `contains` answers, its bytes looked
    /// for first: Foundation's search (NSString's, through a bridge) was a hundredth of the CPU
    /// of reading a text PDF, asked of every line for marks most lines lack (`/`, `@`, `www`).
    ///
    /// For a needle of ASCII letters, digits and marks that no other character decomposes to
    /// (not `K`, whose Kelvin sign does, nor `;`), Foundation finds it only where its bytes
    /// stand in a row; where they do, Foundation's answer is taken.
    func containsPlain(_ needle: String) -> Bool {
        mayHoldBytes(of: needle) && contains(needle)
    }

    /// False only when the text's UTF-8 does not hold `needle`'s bytes in a row.
    func mayHoldBytes(of needle: String) -> Bool {
        let bytes = Array(needle.utf8)
        guard let first = bytes.first else { return true }
        var text = self
        return text.withUTF8 { text in
            guard text.count >= bytes.count else { return false }
            for index in 0...(text.count - bytes.count) where text[index] == first {
                var offset = 1
                while offset < bytes.count, text[index + offset] == bytes[offset] { offset += 1 }
                if offset == bytes.count { return true }
            }
            return false
        }
    }
}
