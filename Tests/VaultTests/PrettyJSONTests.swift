import Foundation
import PropertyBased
import Testing

@testable import Reading
@testable import Vault

/// `PrettyJSON` writes what `JSONEncoder` with `.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes` writes, byte for byte: the `--json` of every command reads as it did.
@Suite struct PrettyJSONTests {
    static func foundation<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return [UInt8](try encoder.encode(value))
    }

    struct Sample: Encodable {
        var text: String
        var number: Double
        var count: Int64
        var flags: [Bool]
        var byKey: [String: [Double]]
        var missing: String?
        var present: Int?
        var empty: [String] = []
        var emptyObject: [String: Int] = [:]
        var nested: [[String: String?]]
    }

    @Test func writesWhatJSONEncoderWritesForAnyValue() async throws {
        let strings = Gen.unicodeScalar(in: "\u{0}"..."\u{2FF}").array(of: 0...12)
            .map { String(String.UnicodeScalarView($0)) }
        let doubles = Gen.double(in: -1e12...1e12)
        await propertyCheck(count: 300, input: strings, doubles, strings) { text, number, key in
            let sample = Sample(
                text: text, number: number, count: Int64(number.rounded(.towardZero)), flags: [number > 0, true],
                byKey: Dictionary(
                    [(key, [number, number / 7, 1e-9 * number]), (text, []), ("z" + key, [0.97, -0.0, 1])],
                    uniquingKeysWith: { first, _ in first }),
                missing: nil, present: text.count,
                nested: [Dictionary([(key, text), (text, nil)], uniquingKeysWith: { first, _ in first }), [:]])
            let ours = try? PrettyJSON.encode(sample)
            #expect(ours != nil && ours == (try? Self.foundation(sample)))
        }
    }

    @Test func writesTheValuesJSONEncoderWritesItsOwnWay() throws {
        struct Special: Encodable {
            var amount = Decimal(string: "12.50")
            var url = URL(string: "https://example.com/a b?q=1")
            var data = Data([0, 1, 2, 250, 255])
            var date = Date(timeIntervalSinceReferenceDate: 123.5)
            var small: Float = 0.1
            var large = UInt64.max
            var negative = Int8.min
            var exponent = [1e300, 1e-7, 5e-324]
        }
        #expect(try PrettyJSON.encode(Special()) == (try Self.foundation(Special())))
        #expect(try PrettyJSON.encode([Special]()) == (try Self.foundation([Special]())))
        #expect(try PrettyJSON.encode(Int?.none) == (try Self.foundation(Int?.none)))
        #expect(try PrettyJSON.encode([[1, 2], [], [3]]) == (try Self.foundation([[1, 2], [], [3]])))
        #expect(
            String(decoding: try PrettyJSON.encode(["b": [Int](), "a": [1]]), as: UTF8.self) == """
                {
                  "a" : [
                    1
                  ],
                  "b" : [

                  ]
                }
                """)
        struct Twice: Encodable {
            enum Key: String, CodingKey { case b, a }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(1, forKey: .b)
                try container.encode("first", forKey: .a)
                try container.encode(2, forKey: .b)
            }
        }
        #expect(try PrettyJSON.encode(Twice()) == (try Self.foundation(Twice())))
        #expect(throws: EncodingError.self) { try PrettyJSON.encode([Double.nan]) }
        #expect(throws: EncodingError.self) { try PrettyJSON.encode(["x": Double.infinity]) }
    }

    @Test func writesAStoredExpenseAsJSONEncoderDoes() throws {
        let line = FieldEvidence(
            page: 1, line: 2, box: BoundingBox(x: 1, y: 2, width: 3, height: 4), text: "TOTAL \"12\"")
        let expense = Expense(
            id: 7, documentId: 3, journeyId: nil, status: .draft, merchant: "Café\nMüller", amountMinor: 1250,
            currency: "EUR", date: CalendarDate(iso: "2025-03-02"), categoryId: nil, notes: nil,
            confidence: FieldConfidences(merchant: 0.55, total: 0.97),
            evidence: FieldEvidenceSet(merchant: [line], total: [line, line], totalRule: .totalLine),
            filedBy: .flag, filingNote: nil, currencySource: .receipt, ocrMerchant: nil, merchantNote: nil,
            createdAt: Date(timeIntervalSince1970: 1_700_000_000), updatedAt: Date(timeIntervalSince1970: 1_700_000_060)
        )
        #expect(try PrettyJSON.encode([expense, expense]) == (try Self.foundation([expense, expense])))
    }
}
