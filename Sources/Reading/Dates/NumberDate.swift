import OCR

/// The date a till prints inside a document number: many point-of-sale systems number their
/// invoices from the day they issue them (`Invoice No: 2018030610160930498`, issued on
/// 6 March 2018). Printed in other digits on another line, it is a second reading of the
/// receipt's date, independent of the date line's slips.
enum NumberDate {
    /// Words that label a document's number (`Invoice No`, `Doc No`, `Beleg-Nr.`).
    static let labels = [
        "invoice", "inv", "receipt", "rcpt", "bill", "doc", "document", "trans", "transaction", "txn", "order",
        "ref", "reference", "beleg", "belegnr", "bon", "rechnung", "facture", "ticket", "resit",
    ]
    /// Digits a number must run to, unbroken, to hold a date and more: a date, then a time, a
    /// till or a sequence. Shorter numbers beginning `20` (a shift `201804141`) are as often
    /// something else.
    static let minimumDigits = 12
    /// Digits of `YYYYMMDD` in which the date line's reading may differ from the number's
    /// and still be taken for a misreading of the same day.
    static let maximumSlips = 2

    /// The dates that open the long numbers on lines labelled as a document's number. Only a
    /// line holding such a number has its words looked at: this runs over every page of
    /// every document read, a long text PDF too.
    static func dates(in pages: [RecognizedPage]) -> [(line: ReceiptLine, date: CalendarDate)] {
        var found: [(line: ReceiptLine, date: CalendarDate)] = []
        for page in pages {
            for (index, recognized) in page.lines.enumerated() {
                let opening = digitRuns(in: recognized.text).lazy.filter { $0.count >= minimumDigits }
                    .compactMap(date(opening:)).first
                guard let date = opening else { continue }
                let line = ReceiptLine(page: page.number, index: index, order: found.count, line: recognized)
                if KeywordMatcher.containsAny(labels, in: line.words) { found.append((line, date)) }
            }
        }
        return found
    }

    /// Checks the receipt's date against the date in its document number: the same day
    /// confirms it (`inDocumentNumber`); a date line read unsure and a few digits away from
    /// the number's day gives way to it (`fromDocumentNumber` 2; the date line stays in the
    /// evidence, after the number's), and so does a missing date (`fromDocumentNumber` 1).
    /// Several numbers naming different days settle nothing.
    static func settle(_ draft: inout ReceiptDraft, pages: [RecognizedPage]) {
        let found = dates(in: pages)
        guard let (line, date) = found.first, found.allSatisfy({ $0.date == date }) else { return }
        let evidence = line.evidence
        guard var field = draft.date else {
            draft.date = DraftField(
                value: date, score: 0.6, evidence: [evidence],
                signals: [.fromDocumentNumber: 1, .wordConfidence: line.digitConfidence])
            return
        }
        if field.value == date {
            field.signals[.inDocumentNumber] = 1
        } else {
            // A date the calibration calls sure is not overruled by the number.
            guard ConfidenceCalibration.date(field.signals) < ConfidenceCalibration.sure,
                slips(between: field.value, and: date) <= maximumSlips
            else { return }
            field.value = date
            field.evidence.insert(evidence, at: 0)
            field.signals[.fromDocumentNumber] = 2
        }
        draft.date = field
    }

    /// How many digits of `YYYYMMDD` differ between two dates.
    private static func slips(between first: CalendarDate, and second: CalendarDate) -> Int {
        zip(digits(of: first), digits(of: second)).filter { $0 != $1 }.count
    }

    private static func digits(of date: CalendarDate) -> [Int] {
        [date.year / 1000, date.year / 100 % 10, date.year / 10 % 10, date.year % 10]
            + [date.month / 10, date.month % 10, date.day / 10, date.day % 10]
    }

    /// The date `YYYYMMDD` that opens `digits`, in this century.
    private static func date(opening digits: [Int]) -> CalendarDate? {
        guard digits.count >= 8, digits[0] == 2, digits[1] == 0 else { return nil }
        func value(_ range: Range<Int>) -> Int { digits[range].reduce(0) { $0 * 10 + $1 } }
        return CalendarDate(year: value(0..<4), month: value(4..<6), day: value(6..<8))
    }

    /// The unbroken runs of ASCII digits in `text`.
    private static func digitRuns(in text: String) -> [[Int]] {
        var runs: [[Int]] = []
        var current: [Int] = []
        for byte in text.utf8 {
            if (0x30...0x39).contains(byte) {
                current.append(Int(byte - 0x30))
            } else if !current.isEmpty {
                runs.append(current)
                current = []
            }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }
}
