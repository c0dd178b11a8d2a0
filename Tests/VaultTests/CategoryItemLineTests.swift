import Foundation
import Testing

@testable import Vault

/// Whether a line is an item's (`COFFEE 3.00`) is told without the pattern on ASCII lines that
/// cannot hold it: the answer is the pattern's on every line.
@Suite struct CategoryItemLineTests {
    /// The pattern alone, as it decided every line before.
    static func byPattern(_ line: String) -> Bool {
        line.range(of: #"\d[.,]\d{2}\b"#, options: .regularExpression) != nil
    }

    @Test func itemLinesAreThoseThePatternFinds() {
        let fixed = [
            "COFFEE 3.00", "2 x 1,49", "Total 12.345", "12.3", "1.234", "1,23a", "1,23_", "1.23-", "x1.23",
            "3.00€", "٣.٤٥", "Café 3,50", "4.5 6", ".00", "9,99\n", "", "12:30", "1..23", "EUR 1,2",
        ]
        for line in fixed {
            #expect(CategoryRules.isItemLine(line) == Self.byPattern(line), "\(line)")
        }
        // Generated lines over digits, marks, letters and a few characters beyond ASCII.
        let alphabet = Array("0123456789.,;: aZ_-é٣\u{301}")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<4000 {
            let length = Int.random(in: 0...9, using: &generator)
            let line = String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? " " })
            #expect(CategoryRules.isItemLine(line) == Self.byPattern(line), "\(line.unicodeScalars.map(\.value))")
        }
    }
}
