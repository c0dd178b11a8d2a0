import Foundation

/// Chooses the transaction date among the dates on a receipt: dates labelled as such or
/// printed with a time win over due, expiry and travel dates; ambiguous day/month order is
/// settled by the receipt's currency (month-first for USD) and by plausibility.
struct DateFinder {
    let lines: [ReceiptLine]
    let order: DateOrder
    /// What the receipt says about its order of day and month (`DateOrderCues`); nil when
    /// the order was given without looking (an invoice's currency).
    var cues: DateOrderCues?

    /// Day/month order for a receipt in `currency`: month-first only for the US dollar.
    static func order(forCurrency currency: String?) -> DateOrder {
        currency == "USD" ? .monthFirst : .dayFirst
    }

    /// A date, the line it was read from, and the named reasons that rank it.
    struct Candidate: RankedCandidate {
        var line: Int
        var found: FoundDate
        var ranking = Ranking(DateAdjustment.printed)
    }

    /// Every date printed on the receipt, with its reasons.
    func candidates() -> [Candidate] {
        var candidates: [Candidate] = []
        for (index, line) in lines.enumerated() {
            let found = DateScanner.dates(in: line.text, order: order)
            guard !found.isEmpty else { continue }
            // What the line says about its dates, worked out once for all of them: a line of
            // many dates would otherwise be searched for keywords and a time once per date.
            var onLine: [DateAdjustment] = []
            if KeywordMatcher.containsAny(DateKeywords.transaction, in: line.words) { onLine.append(.transactionLabel) }
            if KeywordMatcher.containsAny(DateKeywords.other, in: line.words) { onLine.append(.otherLabel) }
            if TimeScanner.time(in: line.text) != nil { onLine.append(.withTime) }
            for date in found {
                var candidate = Candidate(line: index, found: date)
                for reason in onLine { candidate.add(reason) }
                if date.repaired { candidate.add(.repairedReading) }
                if date.ambiguous { candidate.add(.ambiguousOrder) }
                if found.count > 1 { candidate.add(.severalOnLine) }
                candidate.add(.laterOnReceipt, points: -0.3 * Double(index) / Double(max(lines.count, 1)))
                candidates.append(candidate)
            }
        }
        return candidates
    }

    func find() -> DraftField<CalendarDate>? {
        let candidates = candidates()
        guard let best = candidates.max(by: { $0.score < $1.score }) else { return nil }
        var score = 0.55 + 0.15 * best.score
        if best.found.ambiguous { score -= 0.15 }
        // The same day printed again elsewhere confirms it.
        let repeated = candidates.contains(where: { $0.line != best.line && $0.found.date == best.found.date })
        if repeated { score += 0.1 }
        let line = lines[best.line]
        let others = candidates.filter { $0.found.date != best.found.date }
        var signals: FieldSignals = [
            .lineConfidence: line.confidence,
            .wordConfidence: line.confidence(ofCharacters: best.found.start, best.found.end),
            .rivals: Double(Set(others.map(\.found.date)).count),
            .margin: others.map { best.score - $0.score }.min() ?? 10,
        ]
        if repeated { signals[.repeated] = 1 }
        if best.found.ambiguous {
            signals[.ambiguous] = 1
            signals[.orderCue] = Double(cues?.strength.rawValue ?? DateOrderCues.Strength.weak.rawValue)
        }
        if best.found.repaired { signals[.repaired] = 1 }
        if best.found.againstOrder { signals[.againstOrder] = 1 }
        if best.has(.transactionLabel) { signals[.labelled] = 1 }
        if best.has(.withTime) { signals[.withTime] = 1 }
        if best.found.namedMonth { signals[.namedMonth] = 1 }
        return DraftField(
            value: best.found.date, score: min(score, 0.97), evidence: [line.evidence], signals: signals)
    }
}

/// A named reason that ranks a date above or below the other dates on a receipt, with its points.
enum DateAdjustment: String, Sendable, CaseIterable, RankingReason {
    /// Every date printed starts with these points.
    case printed
    /// `Date:`, `Datum`, `Invoice date` on its line.
    case transactionLabel
    /// `Due`, `Expiry`, `Valid until`, a travel date: another date than the purchase's.
    case otherLabel
    /// A time on the same line: the moment of the sale.
    case withTime
    /// The date needed an OCR slip undone (a lost separator).
    case repairedReading
    /// Day and month could be either way round.
    case ambiguousOrder
    /// One of several dates on its line (a validity period, a booking).
    case severalOnLine
    /// Earlier dates are slightly preferred: the header carries the transaction date; points
    /// fall with the line's position (this is the most it takes, at the last line).
    case laterOnReceipt

    /// The points of the reason.
    var points: Double {
        switch self {
        case .printed: 1
        case .transactionLabel: 1
        case .otherLabel: -1.5
        case .withTime: 0.8
        case .repairedReading: -0.4
        case .ambiguousOrder: -0.1
        case .severalOnLine, .laterOnReceipt: -0.3
        }
    }
}

/// Finds a time of day (`14:32`, `10:23:45`, `12:41 PM`).
enum TimeScanner {
    static func time(in text: String) -> ClockTime? {
        let c = Array(text)
        var i = 0
        while i < c.count {
            guard c[i].isASCII, c[i].isNumber, i == 0 || !(c[i - 1].isNumber) else {
                i += 1
                continue
            }
            var j = i
            while j < c.count, c[j].isASCII, c[j].isNumber { j += 1 }
            if j - i <= 2, j + 2 < c.count, c[j] == ":", c[j + 1].isNumber, c[j + 2].isNumber,
                j + 3 == c.count || !c[j + 3].isNumber,
                let hour = Int(String(c[i..<j])), let minute = Int(String(c[(j + 1)...(j + 2)]))
            {
                var h = hour
                let rest = String(c[(j + 3)...]).trimmingCharacters(in: .whitespaces).lowercased()
                let trimmed =
                    rest.hasPrefix(":") ? String(rest.dropFirst(3)).trimmingCharacters(in: .whitespaces) : rest
                if trimmed.hasPrefix("pm"), h < 12 { h += 12 }
                if trimmed.hasPrefix("am"), h == 12 { h = 0 }
                if let time = ClockTime(hour: h, minute: minute) { return time }
            }
            i = j
        }
        return nil
    }

    static func find(in lines: [ReceiptLine]) -> DraftField<ClockTime>? {
        for line in lines where !KeywordMatcher.containsAny(["open", "offnungszeiten", "hours"], in: line.words) {
            if let time = time(in: line.text) {
                return DraftField(value: time, score: 0.8, evidence: [line.evidence])
            }
        }
        return nil
    }
}
