import Foundation
import Reading

/// Files a booking document into the journey whose dates contain all its bookings, and when
/// none does, proposes one named after where the trip goes.
public struct BookingFiler: Sendable {
    public let journeys: [Journey]

    public init(journeys: [Journey]) {
        self.journeys = journeys
    }

    /// The journey for bookings covering `span` that go to `place`, by `JourneyFiler`'s ladder;
    /// when no journey covers the span, unfiled with the journey to create in the note.
    public func decide(
        flag: Journey?, inboxFolder: Journey?, span: ClosedRange<CalendarDate>?, place: String?
    ) -> (JourneyFiler.Decision, JourneyProposal?) {
        let ladder = JourneyFiler(journeys: journeys)
        let decision = ladder.decide(flag: flag, inboxFolder: inboxFolder, span: span, undated: "no travel dates found")
        guard decision.rule == .unfiled, let span, ladder.covering(span).isEmpty else { return (decision, nil) }
        let proposal = JourneyProposal(span: span, place: place, taken: Set(journeys.map(\.slug)))
        return (JourneyFiler.Decision(journey: nil, rule: .unfiled, note: proposal.note), proposal)
    }

    /// The city a document's bookings go to: the first transport's destination, else a stay's
    /// address, else where a car is picked up. A city vault does not know is named by the
    /// first words of the place.
    public static func place(of bookings: [BookingDraft]) -> String? {
        let candidates =
            bookings.filter { $0.type == .transport }.compactMap { $0[.destination] }
            + bookings.filter { $0.type == .stay }.compactMap { $0[.address] ?? $0[.provider] }
            + bookings.filter { $0.type == .rental }.compactMap { $0[.origin] }
        for text in candidates {
            if let city = KnownPlaces.city(in: text) { return city.name }
        }
        return candidates.first.map { text in
            let name = text.components(separatedBy: CharacterSet(charactersIn: ",(")).first ?? text
            return name.trimmingCharacters(in: .whitespaces)
        }
    }
}

/// A journey vault suggests for bookings no journey covers.
public struct JourneyProposal: Sendable, Hashable {
    public var slug: String
    public var name: String
    public var destination: String?
    public var span: ClosedRange<CalendarDate>

    /// Named after `place` (else `trip`) with a slug none of `taken` has.
    public init(span: ClosedRange<CalendarDate>, place: String?, taken: Set<String>) {
        self.span = span
        destination = place
        let base = Self.slug(for: place ?? "trip")
        var slug = base
        if taken.contains(slug) { slug = Self.slug(for: "\(base)-\(span.lowerBound.description.prefix(7))") }
        var counter = 2
        while taken.contains(slug) {
            slug = "\(base)-\(counter)"
            counter += 1
        }
        self.slug = slug
        name = place.map { "\($0) \(span.lowerBound.description.prefix(7))" } ?? "Trip \(span.lowerBound)"
    }

    /// `no journey covers 2025-03-10..17 in Paris; create it with: vault journey add paris --from ... --to ...`
    public var note: String {
        let place = destination.map { " in \($0)" } ?? ""
        let name = self.name.contains(" ") ? "\"\(self.name)\"" : self.name
        return "no journey covers \(JourneyFiler.describe(span))\(place); create it with: "
            + "vault journey add \(slug) --name \(name) --from \(span.lowerBound) --to \(span.upperBound)"
    }

    /// The journey itself.
    public var journey: Journey {
        Journey(slug: slug, name: name, destination: destination, startDate: span.lowerBound, endDate: span.upperBound)
    }

    /// Lower-case letters and digits with inner hyphens, at most 40 characters.
    static func slug(for text: String) -> String {
        let words = KeywordMatcher.words(of: text.replacingOccurrences(of: "-", with: " "))
        let digits = text.split(whereSeparator: { !$0.isNumber }).map(String.init)
        let joined = (words.isEmpty ? ["trip"] : words).joined(separator: "-")
        let withDigits =
            text.contains(where: \.isNumber) && !words.isEmpty && digits.count > 0
            ? ([joined] + digits).joined(separator: "-") : joined
        let ascii = withDigits.unicodeScalars.filter { $0.isASCII }.map(String.init).joined()
        return String(ascii.prefix(40)).trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    }
}
