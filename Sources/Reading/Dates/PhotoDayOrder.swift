/// Which way round a date is printed, told by the day its photo was taken: a receipt is not
/// from after the photo of it. `06/08/2017` read day first is 6 August; when the photo was
/// taken on 10 June 2017, only 8 June can be the day of the sale. Used only where the receipt
/// itself says nothing of its order (a weak cue), and only when exactly one way round is
/// possible; a camera whose clock was never set (both ways after the photo) decides nothing.
enum PhotoDayOrder {
    /// `draft` with its ambiguous date turned the way round the photo's day (`takenOn`)
    /// allows, marked `photoDay` and its order decided; unchanged when that day decides nothing.
    static func decided(_ draft: ReceiptDraft, takenOn: CalendarDate) -> ReceiptDraft {
        // The camera's clock is local time: a sale late in the evening abroad may carry the
        // next day's date.
        let latest = takenOn.next
        return KnownDaysOrder.decided(draft, allows: { $0 <= latest }, signal: .photoDay)
    }
}
