import Foundation

/// The confidence of the fields the booking rules read (`BookingReader`), from their signals.
/// A value after a booking label on a text layer is as sure as the text layer (0.95); on a page
/// read by OCR, as sure as its least clearly read character (0.5 to 0.95). A date printed
/// without its time of day is a tenth less sure; a price the receipt rules read too is sure.
/// The brand at the head of the document is never sure. These levels were set by hand from
/// TestData's confirmations; no development set of bookings measures them yet.
extension ConfidenceCalibration {
    /// `reading` with every field the booking rules set calibrated; fields taken from the
    /// receipt rules (the price or brand where no booking label gives one) keep their level.
    static func calibrated(_ reading: BookingReading) -> BookingReading {
        var result = reading
        result.total = calibratedBookingField(reading.total)
        result.currency = calibratedBookingField(reading.currency)
        for index in result.bookings.indices {
            result.bookings[index].fields = result.bookings[index].fields.mapValues {
                calibratedBookingField($0) ?? $0
            }
        }
        return result
    }

    private static func calibratedBookingField<Value>(_ field: DraftField<Value>?) -> DraftField<Value>? {
        guard var field, field.signals.has(.bookingLabel) || field.signals.has(.headOfDocument) else { return field }
        let assessment = assessBookingField(field.signals)
        field.confidence = assessment.level
        field.reason = assessment.reason
        return field
    }

    /// A booking field's level and its reason.
    package static func assessBookingField(_ signals: FieldSignals) -> Assessment {
        let scanned = signals.has(.scannedPage)
        let characters = signals[.wordConfidence] ?? 0
        if signals.has(.headOfDocument) {
            let level = scanned ? min(0.85, characters) : 0.85
            return Assessment(level, "the largest print at the head of the document")
        }
        var level = scanned ? ((0.5 + 0.45 * characters) * 100).rounded() / 100 : 0.95
        var reason = scanned ? "after its label, on a page read by OCR" : "after its label, in the document's text"
        if signals.has(.withoutTime) {
            level *= 0.9
            reason += "; printed without its time of day"
        }
        if signals.has(.agreesWithReceipt) && level < 0.95 {
            level = 0.95
            reason += "; the receipt rules read the same amount"
        }
        return Assessment(level, reason)
    }

    /// The day a booking's price was paid when the document prints no date of its own: its
    /// first booking's day, never sure (bookings are often bought weeks before).
    package static func purchaseDate(
        fromBookingStart day: CalendarDate, evidence: [FieldEvidence]
    ) -> DraftField<CalendarDate> {
        var field = DraftField(value: day, score: 0.5, evidence: evidence, signals: [.fromBookingStart: 1])
        field.confidence = 0.5
        field.reason = "the first booking's day: the document prints no date of purchase"
        return field
    }
}
