/// Which way round an ambiguous date is printed, told by days the vault knows from outside the
/// receipt: the day its photo was taken (`PhotoDayOrder`), or the dates of the journey it was
/// bought on. Used only where the receipt itself says nothing of its order (a weak cue), and
/// only when exactly one way round is possible; when both or neither are, nothing is decided.
enum KnownDaysOrder {
    /// `draft` with its ambiguous date turned the way round `allows` lets it be, marked with
    /// `signal` and its order decided; unchanged when `allows` decides nothing.
    static func decided(_ draft: ReceiptDraft, allows: (CalendarDate) -> Bool, signal: FieldSignal) -> ReceiptDraft {
        guard var date = draft.date, date.signals.has(.ambiguous),
            (date.signals[.orderCue] ?? 1) < Double(DateOrderCues.Strength.strong.rawValue),
            let swapped = CalendarDate(year: date.value.year, month: date.value.day, day: date.value.month),
            swapped != date.value
        else { return draft }
        let (readPossible, swappedPossible) = (allows(date.value), allows(swapped))
        guard readPossible != swappedPossible else { return draft }
        if swappedPossible { date.value = swapped }
        date.signals[signal] = 1
        date.signals[.orderCue] = Double(DateOrderCues.Strength.strong.rawValue)
        var result = draft
        result.date = date
        return result
    }
}
