import Foundation
import Testing

@testable import Reading

/// The byte test before Foundation's `contains` answers as `contains` alone, on text with
/// marks, letters beyond ASCII, combining accents and characters that decompose to others.
@Suite struct PlainNeedleTests {
    static let needles = ["/", "@", "www", "://", "http", ".com"]

    @Test func answersAsFoundationsContains() {
        let fixed = [
            "S/B", "5S/B", "www.obi.de", "info@obi.de", "https://a.com", "w\u{301}ww", "ww\u{301}w", "/\u{301}",
            "\u{212A}http", "a.co m", "", "@", "ＷＷＷ", "ｗｗｗ", "wwẃ", "Caf\u{65}\u{301}/Bar",
        ]
        for text in fixed {
            for needle in Self.needles {
                #expect(text.containsPlain(needle) == text.contains(needle), "\(text) \(needle)")
            }
        }
        let alphabet = Array("w/@:.hco tpm\u{301}\u{212A}éＷ")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let length = Int.random(in: 0...8, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? " " })
            for needle in Self.needles {
                #expect(text.containsPlain(needle) == text.contains(needle), "\(text.unicodeScalars.map(\.value))")
            }
        }
    }
}
