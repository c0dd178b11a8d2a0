import Reading

/// Decides which journey a new document, its expense or its bookings belong to.
///
/// In order: the journey named on the command line; the inbox folder the file was dropped in
/// (`inbox/<journey>/`); the one journey whose dates contain the receipt's date (or all the
/// days its bookings cover); otherwise unfiled, with the reason. `BookingFiler` adds a journey
/// to create when no journey covers the bookings.
public struct JourneyFiler: Sendable {
    public struct Decision: Sendable, Equatable {
        public var journey: Journey?
        public var rule: FilingRule
        /// Why nothing matched (for unfiled documents).
        public var note: String?
    }

    public let journeys: [Journey]

    public init(journeys: [Journey]) {
        self.journeys = journeys
    }

    /// The ladder for a receipt or invoice dated `date`.
    public func decide(flag: Journey?, inboxFolder: Journey?, date: CalendarDate?) -> Decision {
        decide(
            flag: flag, inboxFolder: inboxFolder, span: date.map { $0...$0 }, undated: "no date found on the document")
    }

    /// The one filing ladder, for anything that covers the days of `span` (one day for a
    /// receipt, a trip's days for bookings): `--journey`, then the inbox folder, then the one
    /// journey containing the whole span; otherwise unfiled, with the reason (`undated` when
    /// there is no span).
    public func decide(
        flag: Journey?, inboxFolder: Journey?, span: ClosedRange<CalendarDate>?, undated: String
    ) -> Decision {
        if let flag { return Decision(journey: flag, rule: .flag) }
        if let inboxFolder { return Decision(journey: inboxFolder, rule: .inboxFolder) }
        guard let span else { return Decision(journey: nil, rule: .unfiled, note: undated) }
        let matching = covering(span)
        switch matching.count {
        case 1:
            return Decision(journey: matching[0], rule: .dateRange)
        case 0:
            return Decision(journey: nil, rule: .unfiled, note: "no journey covers \(Self.describe(span))")
        default:
            let slugs = matching.map(\.slug).joined(separator: ", ")
            return Decision(
                journey: nil, rule: .unfiled, note: "\(Self.describe(span)) falls in several journeys (\(slugs))")
        }
    }

    /// The journeys whose dates contain every day of `span`.
    public func covering(_ span: ClosedRange<CalendarDate>) -> [Journey] {
        journeys.filter { $0.contains(span.lowerBound) && $0.contains(span.upperBound) }
    }

    /// `2025-03-10..17`, `2025-04-28..05-02`, `2025-12-30..2026-01-02`, or one day.
    public static func describe(_ span: ClosedRange<CalendarDate>) -> String {
        let (a, b) = (span.lowerBound, span.upperBound)
        if a == b { return a.description }
        let end = b.description
        if a.year != b.year { return "\(a)..\(end)" }
        if a.month != b.month { return "\(a)..\(end.dropFirst(5))" }
        return "\(a)..\(end.dropFirst(8))"
    }
}
