import Foundation
import GRDB
import Reading

/// A later message about a reservation vault holds already: schema.org markup with the same
/// `reservationNumber` (and booking type) cancels the stored booking when its status is
/// `ReservationCancelled`, and updates it when its `modifiedTime` is newer than the one stored;
/// an older or unchanged one changes nothing. Either way no second booking is added.
extension Vault {
    /// What happened to a stored booking.
    enum ReservationChange: String {
        case cancelled, updated, unchanged
    }

    /// Applies those of `drafts` that are about stored reservations; returns the others (to
    /// add as new bookings) and the stored bookings changed, with what happened to each.
    static func applyReservationChanges(
        _ drafts: [BookingDraft], documentId: Int64, in db: Database, now: Date = Date()
    ) throws -> (new: [BookingDraft], changed: [(Booking, ReservationChange)]) {
        var new: [BookingDraft] = []
        var changed: [(Booking, ReservationChange)] = []
        var taken: Set<Int64> = []
        for draft in drafts {
            guard let mark = draft.reservation, let number = mark.number else {
                new.append(draft)
                continue
            }
            let stored = try Booking.filter(
                Column("reservationNumber") == number && Column("type") == draft.type.rawValue
            )
            .order(Booking.Columns.id).fetchAll(db).filter { !taken.contains($0.id ?? -1) }
            guard !stored.isEmpty else {
                new.append(draft)
                continue
            }
            // A cancellation that names no leg cancels them all.
            let targets: [Booking]
            if let one = sameLeg(draft, in: stored) {
                targets = [one]
            } else if mark.status == .cancelled && draft[.start] == nil && draft[.number] == nil {
                targets = stored
            } else {
                targets = [stored[0]]
            }
            for var booking in targets {
                taken.insert(booking.id ?? -1)
                let change = Self.change(&booking, by: draft, mark: mark, documentId: documentId, now: now)
                if change != .unchanged { try booking.update(db) }
                if change == .cancelled, let expenseId = booking.expenseId {
                    try Self.noteCancellation(of: booking, onDraft: expenseId, documentId: documentId, in: db)
                }
                changed.append((booking, change))
            }
        }
        return (new, changed)
    }

    /// A cancelled reservation's price is often refunded, sometimes not: its draft expense stays
    /// a draft for the owner to reject or confirm, with a note saying which message cancelled it
    /// (a confirmed or rejected expense is the owner's decision and is left alone).
    static func noteCancellation(of booking: Booking, onDraft expenseId: Int64, documentId: Int64, in db: Database)
        throws
    {
        guard var expense = try Expense.fetchOne(db, key: expenseId), expense.status == .draft else { return }
        let note =
            "reservation cancelled (document \(documentId)): reject this expense if it was refunded "
            + "(`vault expense reject \(expenseId)`)"
        guard !(expense.notes ?? "").contains(note) else { return }
        expense.notes = [expense.notes, note].compactMap { $0 }.joined(separator: "\n")
        expense.updatedAt = Date()
        try expense.update(db)
    }

    /// The stored leg `draft` is about: the same number (flight, train), else the same start day,
    /// else the only one.
    static func sameLeg(_ draft: BookingDraft, in stored: [Booking]) -> Booking? {
        func squeezed(_ text: String?) -> String? { text.map { $0.lowercased().filter { !$0.isWhitespace } } }
        if let number = squeezed(draft[.number]), let found = stored.first(where: { squeezed($0.number) == number }) {
            return found
        }
        if let day = draft.start?.date, let found = stored.first(where: { $0.startAt?.date == day }) { return found }
        return stored.count == 1 ? stored[0] : nil
    }

    /// Cancels or updates `booking` as `draft` says; `.unchanged` for news no newer than it.
    static func change(
        _ booking: inout Booking, by draft: BookingDraft, mark: ReservationMark, documentId: Int64, now: Date
    ) -> ReservationChange {
        if mark.status == .cancelled {
            guard booking.reservationStatus != ReservationStatus.cancelled.rawValue else { return .unchanged }
            booking.reservationStatus = ReservationStatus.cancelled.rawValue
            booking.reservationModified = mark.modified ?? booking.reservationModified
            booking.updatedAt = now
            return .cancelled
        }
        let storedTime = booking.reservationModified.flatMap(MarkupTime.init)?.instant
        guard let newTime = mark.modifiedInstant, storedTime.map({ newTime > $0 }) ?? true else { return .unchanged }
        for (field, value) in draft.fields {
            booking[field] = value.value
            booking.confidence?[field.rawValue] = value.confidence
            booking.evidence?[field.rawValue] = value.evidence
        }
        booking.documentId = documentId
        booking.reservationStatus = mark.status.rawValue
        booking.reservationModified = mark.modified
        booking.markupNote = mark.note
        booking.settleZones()
        booking.updatedAt = now
        return .updated
    }
}
