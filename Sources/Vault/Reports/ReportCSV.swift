import CSV
import Foundation

/// A report as CSV (RFC 4180): one row per currency and group, and a total row per currency.
/// Group names that a spreadsheet could run as a formula start with `'` (``CSVCell``).
public enum ReportCSV {
    public static func render(_ report: ExpenseReport) throws -> String {
        let stream = OutputStream(toMemory: ())
        let writer = try CSVWriter(stream: stream, newline: .crlf)
        try writer.write(row: ["currency", report.grouping.rawValue, "total", "count", "share"])
        for section in report.sections {
            for group in section.groups {
                try writer.write(row: [
                    section.currency, CSVCell.text(group.name ?? report.grouping.noneLabel),
                    section.format(group.total),
                    String(group.count), String(format: "%.4f", group.share),
                ])
            }
            try writer.write(row: [section.currency, "Total", section.format(section.total), String(section.count), ""])
        }
        stream.close()
        let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
        return String(decoding: data, as: UTF8.self) + "\r\n"
    }
}
