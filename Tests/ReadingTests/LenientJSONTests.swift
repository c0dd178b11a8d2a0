import Foundation
import Testing

@testable import Reading

/// The lenient JSON reader for schema.org markup: JSON as it should be, and as senders break it.
@Suite struct LenientJSONTests {
    @Test func readsValidJSONWithNumbersKeptAsText() throws {
        let value = try LenientJSON.parse(#"{"a": [1, 2.50, -3e2], "b": "x\u00e9\n", "c": true, "d": null}"#)
        #expect(value["a"] == .array([.number("1"), .number("2.50"), .number("-3e2")]))
        #expect(value["b"] == .string("xé\n"))
        #expect(value["c"] == .bool(true))
        #expect(value["d"] == .null)
    }

    @Test(arguments: [
        // A missing comma between members, and between elements.
        #"{"a": 1 "b": {"c": "x"} "d": [1 2]}"#,
        // Trailing commas.
        #"{"a": 1, "b": {"c": "x",}, "d": [1, 2,],}"#,
        // Unquoted keys, single quotes, comments.
        "{a: 1, 'b': {c: 'x'} /* note */, d: [1, 2] // end\n}",
        // Braces left open at the end.
        #"{"a": 1, "b": {"c": "x"}, "d": [1, 2"#,
        // Quotes as HTML entities.
        "{&quot;a&quot;: 1, &quot;b&quot;: {&quot;c&quot;: &quot;x&quot;}, &quot;d&quot;: [1, 2]}",
        // Wrapped in an HTML comment.
        #"<!-- {"a": 1, "b": {"c": "x"}, "d": [1, 2]} -->"#,
    ])
    func repairsCommonBreakages(_ text: String) throws {
        let value = try LenientJSON.parse(text)
        #expect(value["a"] == .number("1"), "\(text)")
        #expect(value["b"]?["c"] == .string("x"), "\(text)")
        #expect(value["d"] == .array([.number("1"), .number("2")]), "\(text)")
    }

    @Test func decodesEntitiesInsideStringsOnlyWhenQuotesAreEntities() throws {
        let encoded = try LenientJSON.parse("{&quot;name&quot;: &quot;Caf&#233; &amp; Bar&quot;}")
        #expect(encoded["name"] == .string("Café & Bar"))
        // Real quotes: an entity inside a string is the sender's text and stays.
        let plain = try LenientJSON.parse(#"{"name": "Tom &amp; Jerry"}"#)
        #expect(plain["name"] == .string("Tom &amp; Jerry"))
    }

    @Test func joinsSurrogatePairs() throws {
        #expect(try LenientJSON.parse(#""\ud83d\ude80""#) == .string("🚀"))
        #expect(try LenientJSON.parse(#""\ud83d""#) == .string("\u{FFFD}"))
    }

    @Test func severalTopLevelValuesAreOneArray() throws {
        #expect(
            try LenientJSON.parse(#"{"a": 1} {"a": 2}"#)
                == .array([.object([("a", .number("1"))]), .object([("a", .number("2"))])]))
    }

    @Test func refusesNothingAndTooDeep() throws {
        #expect(throws: LenientJSONError.empty) { try LenientJSON.parse("   ") }
        #expect(throws: LenientJSONError.tooDeep) { try LenientJSON.parse(String(repeating: "[", count: 10_000)) }
        #expect(throws: LenientJSONError.self) { try LenientJSON.parse("{\"a\": 1, ?}") }
    }

    /// Whatever a sender writes, the reader ends, returning a value or its own error, and
    /// reads every text strict JSON reads: 20,000 texts of JSON's characters in random order (a
    /// fixed seed), deep nesting, stray quotes and closing brackets among them.
    @Test func endsOnAnyTextAndReadsWhatStrictJSONReads() throws {
        let alphabet = Array(#"{}[]",:'a1 \/*&;quot#x-.eEtrufnl\#u{00E9}"#)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var strict = 0
        for _ in 0..<20_000 {
            var text = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<Int(state >> 57) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            let lenient = try? LenientJSON.parse(text)
            if (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) != nil {
                strict += 1
                #expect(lenient != nil, "\(text)")
            }
        }
        #expect(strict > 0)
        // A stray closing bracket is passed over.
        #expect(try LenientJSON.parse(#"} {"a": 1} ]"#) == .object([("a", .number("1"))]))
    }
}
