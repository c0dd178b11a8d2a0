import CSV
import Foundation

/// Expenses as CSV per RFC 4180 (CRLF line ends, fields with commas, quotes or line breaks
/// quoted), written by CSV.swift. Amounts are decimal strings with the currency's digits;
/// text cells that a spreadsheet could run as a formula start with `'` (``CSVCell``).
public enum CSVExport {
    public static let header = [
        "id", "date", "merchant", "total", "currency", "status", "category", "journey", "tags", "notes",
        "document_id", "document_name", "document_path",
    ]

    public static func render(_ entries: [ExpenseEntry]) throws -> String {
        let stream = OutputStream(toMemory: ())
        let writer = try CSVWriter(stream: stream, newline: .crlf)
        try writer.write(row: header)
        for entry in entries {
            let expense = entry.expense
            let text = CSVCell.text
            try writer.write(row: [
                String(expense.id ?? 0), expense.date?.description ?? "", text(expense.merchant ?? ""),
                expense.totalString ?? "", text(expense.currency ?? ""), expense.status.rawValue,
                text(entry.category ?? ""), text(entry.journey ?? ""), text(entry.tags.joined(separator: ";")),
                text(expense.notes ?? ""), expense.documentId.map(String.init) ?? "",
                text(entry.document?.originalName ?? ""), text(entry.documentPath ?? ""),
            ])
        }
        stream.close()
        let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
        // RFC 4180: every record ends with a line break, the last one too.
        return String(decoding: data, as: UTF8.self) + "\r\n"
    }
}
