import Foundation
import OCR

/// The markup's reservations and the text reader's bookings of one document as one reading.
/// Each reservation is matched with the text's booking of the same type and number (else the
/// same day, else the same place in order); the markup's fields win and are sure, the text
/// fills in what the markup leaves out, and where the two disagree the reservation's mark
/// says so (`departure: markup reservationFor.departureTime gives 2025-03-10T07:45, the
/// text 2025-03-10T08:45`). Text bookings of a type the markup has no reservation of are kept.
public enum MarkupMerge {
    /// The fields whose disagreement is noted (names and addresses are written differently
    /// by design: `Frankfurt (FRA)` and `Frankfurt am Main Airport (FRA)` are one place).
    static let compared: [BookingField] = [.number, .origin, .destination, .start, .end, .reference]

    public static func merged(_ reservations: [MarkupReservation], text: BookingReading) -> BookingReading {
        var unmatched = Array(text.bookings.indices)
        var bookings: [BookingDraft] = []
        for reservation in reservations {
            var booking = reservation.booking
            var notes: [String] = []
            if let index = match(reservation.booking, among: unmatched, in: text.bookings) {
                unmatched.removeAll { $0 == index }
                let read = text.bookings[index]
                for (field, value) in read.fields where booking.fields[field] == nil {
                    booking.fields[field] = value
                }
                for field in compared {
                    guard let mine = reservation.booking.fields[field], let theirs = read.fields[field],
                        !agree(field, mine.value, theirs.value)
                    else { continue }
                    let path = mine.reason.map { $0.replacingOccurrences(of: "schema.org markup ", with: "") } ?? ""
                    notes.append(
                        "\(field.name(for: booking.type)): markup \(path) gives \(mine.value), the text \(theirs.value)"
                    )
                }
                if booking.mode == nil { booking.mode = read.mode }
            }
            var mark = reservation.mark
            mark.note = notes.isEmpty ? nil : notes.joined(separator: "; ")
            booking.reservation = mark
            bookings.append(booking)
        }
        let markedTypes = Set(reservations.map(\.booking.type))
        bookings += unmatched.map { text.bookings[$0] }.filter { !markedTypes.contains($0.type) }
        var result = BookingReading(bookings: bookings, total: text.total, currency: text.currency)
        if let (total, currency) = price(of: reservations) {
            let evidence = FieldEvidence(
                page: 0, line: 0, box: BoundingBox(x: 0, y: 0, width: 0, height: 0),
                text: "\(reservations[0].mark.schemaType) totalPrice: \(total)")
            var field = DraftField(value: total, confidence: 1, evidence: [evidence])
            field.reason = "schema.org markup totalPrice"
            if let read = text.total?.value, read != total, let first = result.bookings.indices.first,
                result.bookings[first].reservation != nil
            {
                let note = "price: markup totalPrice gives \(total), the text \(read)"
                let earlier = result.bookings[first].reservation?.note
                result.bookings[first].reservation?.note = earlier.map { $0 + "; " + note } ?? note
            }
            result.total = field
            if let currency {
                var code = DraftField(value: currency, confidence: 1, evidence: [evidence])
                code.reason = "schema.org markup priceCurrency"
                result.currency = code
            }
        }
        return result
    }

    /// The index in `candidates` of the text booking that is `booking`.
    static func match(_ booking: BookingDraft, among candidates: [Int], in read: [BookingDraft]) -> Int? {
        let sameType = candidates.filter { read[$0].type == booking.type }
        if let number = squeezed(booking[.number]),
            let index = sameType.first(where: { squeezed(read[$0][.number]) == number })
        {
            return index
        }
        if let day = booking.start?.date, let index = sameType.first(where: { read[$0].start?.date == day }) {
            return index
        }
        return sameType.first
    }

    /// Whether the markup's `mine` and the text's `theirs` say the same.
    static func agree(_ field: BookingField, _ mine: String, _ theirs: String) -> Bool {
        switch field {
        case .start, .end:
            guard let a = LocalDateTime(iso: mine), let b = LocalDateTime(iso: theirs) else { return mine == theirs }
            // A text that prints no time agrees with any time that day.
            return a.date == b.date && (a.time == nil || b.time == nil || a.time == b.time)
        case .origin, .destination:
            if let a = KnownPlaces.airportCode(in: mine), let b = KnownPlaces.airportCode(in: theirs) { return a == b }
            let a = KeywordMatcher.words(of: mine).joined(separator: " ")
            let b = KeywordMatcher.words(of: theirs).joined(separator: " ")
            return a.contains(b) || b.contains(a)
        default:
            return squeezed(mine) == squeezed(theirs)
        }
    }

    static func squeezed(_ text: String?) -> String? {
        text.map { $0.lowercased().filter { !$0.isWhitespace } }
    }

    /// The price of the reservations: the one they share (each leg of one booking often
    /// repeats the whole), else their sum when all are in one currency.
    static func price(of reservations: [MarkupReservation]) -> (Decimal, String?)? {
        let priced = reservations.filter { $0.total != nil }
        guard let first = priced.first, let total = first.total else { return nil }
        let currencies = Set(priced.compactMap(\.currency))
        guard currencies.count <= 1 else { return (total, first.currency) }
        if Set(priced.compactMap(\.total)).count == 1 { return (total, currencies.first) }
        return (priced.compactMap(\.total).reduce(0, +), currencies.first)
    }
}
