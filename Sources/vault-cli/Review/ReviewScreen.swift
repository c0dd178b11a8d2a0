import Foundation
import Reading
import Vault

/// ANSI styling, off when `NO_COLOR` is set (to anything but empty) or `TERM` is `dumb`.
struct ReviewStyle {
    var colour: Bool
    /// Whether the screen may be cleared between drafts (not on a dumb terminal).
    var clears: Bool

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let dumb = environment["TERM"] == "dumb"
        colour = !dumb && (environment["NO_COLOR"] ?? "").isEmpty
        clears = !dumb
    }

    func bold(_ text: String) -> String { paint(text, "1") }
    func dim(_ text: String) -> String { paint(text, "2") }
    func green(_ text: String) -> String { paint(text, "32") }
    func yellow(_ text: String) -> String { paint(text, "33") }
    func red(_ text: String) -> String { paint(text, "31") }

    private func paint(_ text: String, _ code: String) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    var clearScreen: String { clears ? "\u{1B}[H\u{1B}[2J" : "\n" + String(repeating: "-", count: 40) + "\n" }
}

/// What the review queue shows for one draft.
struct ReviewScreen {
    var item: ReviewItem
    var position: Int
    var count: Int
    var journeyFilter: String?
    var message: String?
    /// Fields the user set (from the record): their reading by the document no longer applies.
    var editedFields: Set<String> { item.expense.edits?.fieldNames ?? [] }

    /// The day the user set the field called `label`.
    private func editDay(_ label: String) -> CalendarDate? {
        let edits = item.expense.edits
        switch label {
        case "merchant": return edits?.merchant?.on
        case "total": return edits?.total?.on
        case "currency": return edits?.currency?.on
        case "date": return edits?.date?.on
        default: return nil
        }
    }
    var style: ReviewStyle
    var width: Int

    /// Below this confidence a field is marked for checking; from `FieldConfidences.sure` up
    /// it is marked settled.
    static let lowConfidence = 0.6

    /// Columns for a field's value.
    static let valueWidth = 34

    /// The keys, in two lines that fit 80 columns: deciding, then changing.
    static let keys = "a accept  r reject  u undo  s skip  q quit\ne edit  j journey  c category  t tags  o open"
    /// The keys of a draft flagged as a possible duplicate: `d` rejects it as one.
    static let duplicateKeys =
        "a accept  d reject as duplicate  r reject  u undo  s skip  q quit\ne edit  j journey  c category  t tags  o open"

    func render() -> String {
        let expense = item.expense
        var lines: [String] = []
        var title = "draft \(position) of \(count)"
        if let journeyFilter { title += " in journey \(journeyFilter)" }
        lines.append(style.bold("vault review") + "  " + title)
        // Text vault did not write is shown with its control characters escaped (SafeOutput).
        let name =
            item.document.map { "document \($0.id ?? 0): \(Table.oneLine($0.originalName))" }
            ?? "no document (entered by hand)"
        lines.append("\(name)  " + style.dim("expense \(expense.id ?? 0)") + "  " + sureness)
        lines.append("")
        let confidence = expense.confidence
        let evidence = expense.evidence
        let reasons = evidence?.reasons
        lines.append(row("merchant", expense.merchant, confidence?.merchant, evidence?.merchant))
        lines += doubt("merchant", confidence?.merchant, reasons?.merchant)
        lines.append(row("total", expense.totalString, confidence?.total, evidence?.total))
        if let how = evidence?.totalRule?.explanation, !editedFields.contains("total") {
            lines.append("            " + style.dim(how))
        }
        lines += doubt("total", confidence?.total, reasons?.total)
        let currency = expense.currency.map { code in
            expense.currencySource.map { "\(code) (\(Self.describe($0)))" } ?? code
        }
        lines.append(row("currency", currency, confidence?.currency, evidence?.currency))
        lines += doubt("currency", confidence?.currency, reasons?.currency)
        lines.append(row("date", expense.date?.description, confidence?.date, evidence?.date))
        lines += doubt("date", confidence?.date, reasons?.date)
        lines.append(filing)
        lines.append("  category  " + (item.category.map { style.bold(Table.oneLine($0)) } ?? style.dim("-")))
        if item.category != nil, let why = CategoryReason.why(item.expense.categoryNote, category: item.category) {
            lines.append("            " + style.dim(fit("why: " + Table.oneLine(why), 66)))
        }
        if !item.tags.isEmpty { lines.append("  tags      " + Table.oneLine(item.tags.joined(separator: ", "))) }
        if let original = item.possibleOriginal {
            lines.append(
                "  " + style.yellow("possible duplicate of \(Table.oneLine(original.duplicateSummary))")
                    + "  " + style.dim("(d rejects this one as a duplicate)"))
        }
        if let notes = expense.notes { lines.append(row("notes", notes, nil, nil)) }
        if let note = expense.merchantNote { lines.append("  " + style.yellow("note: \(Table.oneLine(note))")) }
        lines.append("")
        if let message { lines.append(message) }
        let keys = item.possibleOriginal == nil ? Self.keys : Self.duplicateKeys
        lines += keys.split(separator: "\n").map { style.dim(String($0)) }
        return style.clearScreen + lines.joined(separator: "\n") + "\n"
    }

    /// Under a field that is not settled, what keeps it unsure (`readings of its line at other
    /// sizes differ`): what to look at on the receipt.
    private func doubt(_ label: String, _ confidence: Double?, _ reason: String?) -> [String] {
        guard let reason, let confidence, confidence < FieldConfidences.sure, !editedFields.contains(label) else {
            return []
        }
        return ["            " + style.dim("unsure: " + reason)]
    }

    /// `  merchant  BLUE MOON DINER          92%   "BLUE MOON DINER"`
    private func row(_ label: String, _ value: String?, _ confidence: Double?, _ evidence: [FieldEvidence]?) -> String {
        let edited = editedFields.contains(label)
        let confidence = edited ? nil : confidence
        let shown = fit(Table.oneLine(value ?? "-"), Self.valueWidth - 2)
        var line =
            "  " + label.padding(toLength: 10, withPad: " ", startingAt: 0)
            + (value == nil ? style.yellow(shown) : style.bold(shown))
            + String(repeating: " ", count: max(1, Self.valueWidth - shown.count))
        if let confidence {
            let percent = "\(Int((confidence * 100).rounded()))%".leftPadded(to: 4)
            if confidence < Self.lowConfidence {
                line += style.red(percent + " low") + "    "
            } else if confidence >= FieldConfidences.sure, value != nil {
                line += style.green(percent + " settled")
            } else {
                line += percent + "        "
            }
        } else if edited, let day = editDay(label) {
            line += style.green("set by you on \(day)")
        } else if value != nil || evidence != nil {
            line += "            "
        }
        if let evidence, !evidence.isEmpty, !edited {
            let used = 2 + 10 + Self.valueWidth + 12 + 1
            let text = evidence.map {
                ($0.page == 0 ? "" : "p\($0.page) l\($0.line + 1): ") + Table.oneLine(Self.collapse($0.text))
            }.joined(
                separator: " / ")
            let room = width - used - 2
            if room >= Self.evidenceWidth || text.count + 2 <= room {
                line += " " + style.dim("\"" + fit(text, max(10, room)) + "\"")
            } else {
                // A narrow terminal (80 columns) leaves too little beside the value: the
                // evidence goes on lines of its own below, whole.
                for part in Self.wrap("\"" + text + "\"", width: max(20, width - 14)) {
                    line += "\n            " + style.dim(part)
                }
            }
        }
        return line
    }

    /// `all fields settled`, or how many of the four fields need a look.
    private var sureness: String {
        let expense = item.expense
        let values: [Any?] = [expense.merchant, expense.amountMinor, expense.currency, expense.date]
        let confidences = expense.confidence?.fields ?? [nil, nil, nil, nil]
        let unsure = zip(values, confidences).filter { value, confidence in
            value == nil || (confidence ?? 0) < FieldConfidences.sure
        }.count
        return unsure == 0
            ? style.green("all fields settled")
            : style.yellow("\(String.counted(unsure, "field")) to check")
    }

    /// The journey and the rule that filed it, or why it is unfiled.
    private var filing: String {
        let expense = item.expense
        let note = expense.filingNote
        guard let journey = item.journey else {
            return "  journey   " + style.yellow("- unfiled" + (note.map { ": \($0)" } ?? ""))
        }
        let rule = expense.filedBy?.reason
        let remark = [rule, note].compactMap { $0 }.joined(separator: "; ")
        return "  journey   " + style.bold(journey.slug) + (remark.isEmpty ? "" : "  " + style.dim("(\(remark))"))
    }

    static func describe(_ source: CurrencySource) -> String {
        switch source {
        case .receipt: return "on the receipt"
        case .journey: return "the journey's"
        case .configured: return "your default"
        case .manual: return "set by you"
        }
    }

    /// Columns the evidence needs beside a value; with less it goes below.
    static let evidenceWidth = 30

    /// `text` cut into lines of at most `width` characters, at spaces where there are any.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            while word.count > width {
                if !current.isEmpty { lines.append(current) }
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
                current = ""
            }
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Runs of spaces (receipt columns) shown as one.
    static func collapse(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private func fit(_ text: String, _ length: Int) -> String {
        text.count <= length ? text : String(text.prefix(max(0, length - 1))) + "…"
    }
}

/// Counts for the summary line.
struct ReviewTally {
    var accepted = 0
    var edited = 0
    var rejected = 0
    var skipped = 0
    var left = 0

    /// `1 accepted, 1 edited, 1 rejected, 0 skipped; 2 drafts left in the queue`
    var summary: String {
        var text = "\(accepted) accepted, \(edited) edited, \(rejected) rejected, \(skipped) skipped"
        if left > 0 { text += "; \(String.counted(left, "draft")) left in the queue" }
        return text
    }
}

extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }
}
