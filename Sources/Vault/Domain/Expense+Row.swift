import Foundation
import GRDB

extension Expense {
    /// Reads an expense column by column. The `Decodable` reading it replaces went through a
    /// keyed container for each of its columns and made a new `JSONDecoder` for each JSON
    /// column of each row: for a journey of hundreds of expenses, most of what `expense list
    /// --json` did.
    public init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        documentId = try row.decode(forColumn: "documentId")
        journeyId = try row.decode(forColumn: "journeyId")
        status = try row.decode(forColumn: "status")
        merchant = try row.decode(forColumn: "merchant")
        amountMinor = try row.decode(forColumn: "amountMinor")
        currency = try row.decode(forColumn: "currency")
        date = try row.decode(forColumn: "date")
        categoryId = try row.decode(forColumn: "categoryId")
        notes = try row.decode(forColumn: "notes")
        confidence = try Self.json(FieldConfidences.self, column: "confidence", of: row)
        evidence = try Self.json(FieldEvidenceSet.self, column: "evidence", of: row)
        filedBy = try row.decode(forColumn: "filedBy")
        filingNote = try row.decode(forColumn: "filingNote")
        currencySource = try row.decode(forColumn: "currencySource")
        ocrMerchant = try row.decode(forColumn: "ocrMerchant")
        merchantNote = try row.decode(forColumn: "merchantNote")
        createdAt = try row.decode(forColumn: "createdAt")
        updatedAt = try row.decode(forColumn: "updatedAt")
        edits = try Self.json(FieldEdits.self, column: "edits", of: row)
        categoryNote = try row.decode(forColumn: "categoryNote")
        duplicateOf = try row.decode(forColumn: "duplicateOf")
    }

    /// The decoder of the JSON columns, configured as GRDB configures the one it makes for
    /// each column it decodes; made once.
    private static let jsonDecoder = databaseJSONDecoder(for: "")

    /// The value stored as JSON text in `column`, nil when the column is NULL or absent.
    private static func json<Value: Decodable>(_ type: Value.Type, column: String, of row: Row) throws -> Value? {
        guard let text: String = try row.decode(forColumn: column) else { return nil }
        return try jsonDecoder.decode(type, from: Data(text.utf8))
    }
}
