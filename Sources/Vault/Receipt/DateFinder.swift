import Foundation

/// Chooses the transaction date among the dates on a receipt: dates labelled as such or
/// printed with a time win over due, expiry and travel dates; ambiguous day/month order is
/// settled by the receipt's currency (month-first for USD) and by plausibility.
struct DateFinder {
    let lines: [ReceiptLine]
    let order: DateOrder

    /// Day/month order for a receipt in `currency`: month-first only for the US dollar.
    static func order(forCurrency currency: String?) -> DateOrder {
        currency == "USD" ? .monthFirst : .dayFirst
    }

    private struct Candidate {
        var line: Int
        var found: FoundDate
        var score: Double
    }

    func find() -> DraftField<CalendarDate>? {
        var candidates: [Candidate] = []
        for (index, line) in lines.enumerated() {
            let found = DateScanner.dates(in: line.text, order: order)
            guard !found.isEmpty else { continue }
            // What the line says about its dates, worked out once for all of them: a line of
            // many dates would otherwise be searched for keywords and a time once per date.
            var lineScore = 1.0
            if KeywordMatcher.containsAny(DateKeywords.transaction, in: line.words) { lineScore += 1 }
            if KeywordMatcher.containsAny(DateKeywords.other, in: line.words) { lineScore -= 1.5 }
            if TimeScanner.time(in: line.text) != nil { lineScore += 0.8 }
            for date in found {
                var score = lineScore
                if date.repaired { score -= 0.4 }
                if date.ambiguous { score -= 0.1 }
                if found.count > 1 { score -= 0.3 }
                // Earlier dates slightly preferred: the header carries the transaction date.
                score -= 0.3 * Double(index) / Double(max(lines.count, 1))
                candidates.append(Candidate(line: index, found: date, score: score))
            }
        }
        guard let best = candidates.max(by: { $0.score < $1.score }) else { return nil }
        var confidence = 0.55 + 0.15 * best.score
        if best.found.ambiguous { confidence -= 0.15 }
        // The same day printed again elsewhere confirms it.
        let repeated = candidates.contains(where: { $0.line != best.line && $0.found.date == best.found.date })
        if repeated { confidence += 0.1 }
        let line = lines[best.line]
        let others = candidates.filter { $0.found.date != best.found.date }
        var signals: FieldSignals = [
            .lineConfidence: line.confidence, .wordConfidence: line.digitConfidence,
            .rivals: Double(Set(others.map(\.found.date)).count),
            .margin: others.map { best.score - $0.score }.min() ?? 10,
        ]
        if repeated { signals[.repeated] = 1 }
        if best.found.ambiguous { signals[.ambiguous] = 1 }
        if best.found.repaired { signals[.repaired] = 1 }
        if KeywordMatcher.containsAny(DateKeywords.transaction, in: line.words) { signals[.labelled] = 1 }
        if TimeScanner.time(in: line.text) != nil { signals[.withTime] = 1 }
        return DraftField(
            value: best.found.date, confidence: min(confidence, 0.97), evidence: [line.evidence], signals: signals)
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
                return DraftField(value: time, confidence: 0.8, evidence: [line.evidence])
            }
        }
        return nil
    }
}
