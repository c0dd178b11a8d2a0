import Foundation
import GRDB
import Reading

/// A booking, journey note or place `vault doctor` found wrong, and why.
public struct TravelPlanFault: Sendable, Codable, Equatable {
    /// What is wrong, and whether `--repair` can mend it.
    public enum Problem: String, Sendable, Codable {
        /// A start or end that is not `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`, or a place's day that
        /// is not a date: no command can read the row, so `--repair` clears the value (it
        /// says nothing a person can use) and the row is shown again, without it.
        case unreadableTime
        /// A time zone this system's tz database does not know: its times float.
        case unknownZone
        /// It ends before it starts (an arrival before its departure, across zones).
        case endsBeforeStart
        /// Its journey is gone: `--repair` leaves the booking unfiled.
        case journeyGone
        /// The confirmation it was read from is gone: `--repair` keeps it as typed by hand.
        case documentGone
        /// A note or place of a journey that is gone: nothing shows it.
        case orphaned
    }

    /// `booking`, `journeyNote` or `place`.
    public var table: String
    public var id: Int64
    /// The column at fault, where one is.
    public var column: String? = nil
    public var problem: Problem
    /// The problem in words, with the values at fault.
    public var reason: String

    /// Whether `vault doctor --repair` mends it.
    public var isRepairable: Bool { [.journeyGone, .documentGone, .unreadableTime].contains(problem) }
}

/// Checks the journeys' plans (bookings, notes, places) row by row, reading raw columns so that
/// a value the records cannot decode is reported rather than thrown.
enum TravelPlanCheck {
    /// What is wrong with the bookings, notes and places, row by row.
    static func faults(in db: Database) throws -> [TravelPlanFault] {
        let journeys = Set(try Int64.fetchAll(db, sql: "SELECT id FROM journey"))
        let documents = Set(try Int64.fetchAll(db, sql: "SELECT id FROM document"))
        var faults: [TravelPlanFault] = []
        let bookings = try Row.fetchCursor(
            db, sql: "SELECT id, journeyId, documentId, startAt, endAt, startZone, endZone FROM booking ORDER BY id")
        while let row = try bookings.next() {
            let id: Int64 = row["id"]
            func fault(_ problem: TravelPlanFault.Problem, _ reason: String, column: String? = nil) {
                faults.append(
                    TravelPlanFault(table: "booking", id: id, column: column, problem: problem, reason: reason))
            }
            if let journey = Int64.fromDatabaseValue(row["journeyId"]), !journeys.contains(journey) {
                fault(.journeyGone, "its journey (\(journey)) is gone")
            }
            if let document = Int64.fromDatabaseValue(row["documentId"]), !documents.contains(document) {
                fault(.documentGone, "the document it was read from (\(document)) is gone")
            }
            var ends: [(time: LocalDateTime, zone: TimeZone?)] = []
            for (timeColumn, zoneColumn) in [("startAt", "startZone"), ("endAt", "endZone")] {
                let zoneName = String.fromDatabaseValue(row[zoneColumn])
                let zone = zoneName.flatMap(TimeZone.init(identifier:))
                if let zoneName, zone == nil { fault(.unknownZone, "\(zoneColumn) '\(zoneName)' is no time zone here") }
                let value = row[timeColumn] as DatabaseValue
                guard !value.isNull else { continue }
                guard let text = String.fromDatabaseValue(value), let time = LocalDateTime(iso: text) else {
                    let shown = String.fromDatabaseValue(value) ?? value.description
                    fault(.unreadableTime, "\(timeColumn) '\(shown)' is not a local date and time", column: timeColumn)
                    continue
                }
                ends.append((time, zone))
            }
            if ends.count == 2, endsBeforeStart(ends[0], ends[1]) {
                fault(.endsBeforeStart, "it ends (\(ends[1].time)) before it starts (\(ends[0].time))")
            }
        }
        for table in ["journeyNote", "place"] {
            let rows = try Row.fetchCursor(db, sql: "SELECT * FROM \(table) ORDER BY id")
            while let row = try rows.next() {
                let id: Int64 = row["id"]
                if let journey = Int64.fromDatabaseValue(row["journeyId"]), !journeys.contains(journey) {
                    faults.append(
                        TravelPlanFault(
                            table: table, id: id, problem: .orphaned, reason: "its journey (\(journey)) is gone"))
                }
                if table == "place", let day = String.fromDatabaseValue(row["date"]), CalendarDate(iso: day) == nil {
                    faults.append(
                        TravelPlanFault(
                            table: table, id: id, column: "date", problem: .unreadableTime,
                            reason: "its day '\(day)' is not a date"))
                }
            }
        }
        return faults
    }

    /// How many bookings, notes and places there are.
    static func count(in db: Database) throws -> Int {
        try Int.fetchOne(
            db,
            sql:
                "SELECT (SELECT COUNT(*) FROM booking) + (SELECT COUNT(*) FROM journeyNote) + (SELECT COUNT(*) FROM place)"
        ) ?? 0
    }

    /// Whether `end` comes before `start`: as instants when both have a time and a zone, else
    /// by their days (a time is only compared on the same clock).
    static func endsBeforeStart(
        _ start: (time: LocalDateTime, zone: TimeZone?), _ end: (time: LocalDateTime, zone: TimeZone?)
    ) -> Bool {
        if let startZone = start.zone, let endZone = end.zone, let from = start.time.instant(in: startZone),
            let to = end.time.instant(in: endZone)
        {
            return to < from
        }
        if start.zone == nil && end.zone == nil { return end.time < start.time }
        return end.time.date < start.time.date
    }

    /// Mends what can be mended without losing what a person can use: a booking whose journey
    /// is gone becomes unfiled; one whose document is gone stays, as if typed by hand; a time no
    /// command can read is cleared, so the row can be listed and edited again.
    static func repair(_ faults: [TravelPlanFault], in db: Database) throws {
        for fault in faults where fault.isRepairable {
            let column: String
            switch fault.problem {
            case .journeyGone: column = "journeyId"
            case .documentGone: column = "documentId"
            case .unreadableTime: column = fault.column ?? ""
            default: continue
            }
            guard ["journeyId", "documentId", "startAt", "endAt", "date"].contains(column) else { continue }
            try db.execute(sql: "UPDATE \(fault.table) SET \(column) = NULL WHERE id = ?", arguments: [fault.id])
        }
    }
}
