import Reading

/// Decides which journey a new document and its expense belong to.
///
/// In order: the journey named on the command line; the inbox folder the file was dropped in
/// (`inbox/<journey>/`); the one journey whose dates contain the receipt's date; otherwise
/// unfiled, with the reason.
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

    public func decide(flag: Journey?, inboxFolder: Journey?, date: CalendarDate?) -> Decision {
        if let flag { return Decision(journey: flag, rule: .flag) }
        if let inboxFolder { return Decision(journey: inboxFolder, rule: .inboxFolder) }
        guard let date else {
            return Decision(journey: nil, rule: .unfiled, note: "no date found on the document")
        }
        let matching = journeys.filter { $0.contains(date) }
        switch matching.count {
        case 1:
            return Decision(journey: matching[0], rule: .dateRange)
        case 0:
            return Decision(journey: nil, rule: .unfiled, note: "no journey covers \(date)")
        default:
            let slugs = matching.map(\.slug).joined(separator: ", ")
            return Decision(journey: nil, rule: .unfiled, note: "\(date) falls in several journeys (\(slugs))")
        }
    }
}
