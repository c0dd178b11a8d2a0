import Foundation
import Reading
import Vault

/// The JSON shape of one file in `vault scan --json`. Missing fields are written as `null`.
struct ScanFileResult: Encodable {
    var outcome: ScanOutcome

    init(_ outcome: ScanOutcome) { self.outcome = outcome }

    private enum Keys: String, CodingKey {
        case file, error, kind, kindEvidence, merchant, total, currency, date, time, subtotal, tax, notes, shortfalls,
            confidence, evidence, reasons, signals, rules, bookings, price
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(outcome.file, forKey: .file)
        guard let draft = outcome.draft else {
            try container.encode(outcome.error ?? "unknown error", forKey: .error)
            return
        }
        let digits = draft.currency.flatMap { CurrencyCode.minorUnitDigits($0.value) } ?? 2
        try container.encode(outcome.kind?.kind.rawValue, forKey: .kind)
        try container.encode(outcome.kind?.evidence, forKey: .kindEvidence)
        func amount(_ field: DraftField<Decimal>?) -> String? {
            field.map { Money.format($0.value, digits: digits) }
        }
        try container.encode(draft.merchant?.value, forKey: .merchant)
        try container.encode(amount(draft.total), forKey: .total)
        try container.encode(draft.currency?.value, forKey: .currency)
        try container.encode(draft.date?.value.description, forKey: .date)
        try container.encode(draft.time?.value.description, forKey: .time)
        try container.encode(amount(draft.subtotal), forKey: .subtotal)
        try container.encode(amount(draft.tax), forKey: .tax)
        if !draft.notes.isEmpty { try container.encode(draft.notes, forKey: .notes) }
        if !outcome.shortfalls.isEmpty {
            try container.encode(outcome.shortfalls.map(\.description), forKey: .shortfalls)
        }
        func rounded(_ value: Double?) -> Double? { value.map { ($0 * 100).rounded() / 100 } }
        try container.encode(
            [
                "merchant": rounded(draft.merchant?.confidence), "total": rounded(draft.total?.confidence),
                "currency": rounded(draft.currency?.confidence), "date": rounded(draft.date?.confidence),
            ], forKey: .confidence)
        try container.encode(
            [
                "merchant": draft.merchant?.evidence, "total": draft.total?.evidence,
                "currency": draft.currency?.evidence, "date": draft.date?.evidence,
            ], forKey: .evidence)
        try container.encode(
            [
                "merchant": draft.merchant?.reason, "total": draft.total?.reason,
                "currency": draft.currency?.reason, "date": draft.date?.reason,
            ], forKey: .reasons)
        try container.encode(
            [
                "merchant": draft.merchant?.signals.named, "total": draft.total?.signals.named,
                "currency": draft.currency?.signals.named, "date": draft.date?.signals.named,
            ], forKey: .signals)
        try container.encode(
            ["merchant": draft.merchant?.rule?.description, "total": draft.total?.rule?.description], forKey: .rules)
        if let reading = outcome.bookings {
            try container.encode(reading.bookings.map(BookingDraftJSON.init), forKey: .bookings)
            let price = reading.total.map { total in
                [
                    "total": Money.format(
                        total.value,
                        digits: reading.currency.flatMap {
                            CurrencyCode.minorUnitDigits($0.value)
                        } ?? 2),
                    "currency": reading.currency?.value,
                ]
            }
            try container.encode(price, forKey: .price)
        }
    }
}

/// A booking read from a document as `vault scan --json` shows it: its fields under their
/// names for its type (`carrier`, `checkIn`, `pickUpPlace`), each with confidence and evidence.
struct BookingDraftJSON: Encodable {
    let draft: BookingDraft

    init(_ draft: BookingDraft) { self.draft = draft }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(draft.type.rawValue, forKey: Key("type"))
        try container.encodeIfPresent(draft.mode?.rawValue, forKey: Key("mode"))
        var confidence: [String: Double] = [:]
        var evidence: [String: [FieldEvidence]] = [:]
        for field in BookingField.fields(for: draft.type) {
            let name = field.name(for: draft.type)
            try container.encode(draft[field], forKey: Key(name))
            if let value = draft.fields[field] {
                confidence[name] = (value.confidence * 100).rounded() / 100
                evidence[name] = value.evidence
            }
        }
        try container.encode(confidence, forKey: Key("confidence"))
        try container.encode(evidence, forKey: Key("evidence"))
    }
}

/// The readable summary of one file in `vault scan`.
enum ScanSummary {
    static func text(file: String, draft: ReceiptDraft, kind: KindDecision?) -> String {
        let digits = draft.currency.flatMap { CurrencyCode.minorUnitDigits($0.value) } ?? 2
        func row<V>(_ name: String, _ field: DraftField<V>?, _ show: (V) -> String) -> String {
            let label = name.padding(toLength: 10, withPad: " ", startingAt: 0)
            guard let field else { return "  \(label)-" }
            let value = show(field.value)
            let padded = value.count < 32 ? value.padding(toLength: 32, withPad: " ", startingAt: 0) : value + " "
            let line =
                field.evidence.first.map { $0.page == 0 ? "XML" : "p\($0.page) line \($0.line + 1)" } ?? "inferred"
            let reason = field.reason.map { " (\($0))" } ?? ""
            return "  \(label)\(padded)\(Percent.text(field.confidence))  \(line)\(reason)"
        }
        return [
            file,
            "  kind      \(kind?.kind.rawValue ?? "-")  (\(kind?.evidence ?? "not decided"))",
            row("merchant", draft.merchant) { $0 },
            row("total", draft.total) {
                Money.format($0, digits: digits) + (draft.currency.map { " " + $0.value } ?? "")
            },
            row("date", draft.date) { $0.description },
            row("time", draft.time) { $0.description },
            row("subtotal", draft.subtotal) { Money.format($0, digits: digits) },
            row("tax", draft.tax) { Money.format($0, digits: digits) },
        ].joined(separator: "\n") + draft.notes.map { "\n  note      \($0)" }.joined()
    }
}
