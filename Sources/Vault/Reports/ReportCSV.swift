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
        // The converted block: its currency column says what it is (`EUR converted`), and each
        // expense it could not convert is a row of its own with the reason in the last column.
        if let converted = report.converted {
            let label = "\(converted.currency) converted"
            for group in converted.groups {
                try writer.write(row: [
                    label, CSVCell.text(group.name ?? report.grouping.noneLabel), converted.format(group.total),
                    String(group.count), String(format: "%.4f", group.share),
                ])
            }
            try writer.write(row: [
                label, "Total", converted.format(converted.total), String(converted.count),
                report.ratesUsed.map { CSVCell.text($0) } ?? "",
            ])
        }
        for line in report.notConverted {
            try writer.write(row: ["not converted", CSVCell.text(line), "", "", ""])
        }
        stream.close()
        let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
        return String(decoding: data, as: UTF8.self) + "\r\n"
    }
}
