import Foundation
import GRDB
import Reading

/// A trip: documents and expenses are filed into journeys ("paris", 10-17 March, EUR).
public struct Journey: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public var id: Int64?
    /// Unique short name used on the command line and as an inbox folder: `[a-z0-9-]`.
    public var slug: String
    public var name: String
    public var destination: String?
    public var startDate: CalendarDate?
    public var endDate: CalendarDate?
    /// The usual currency (ISO 4217), used when a receipt shows none.
    public var currency: String?
    public var notes: String?

    public static let databaseTableName = "journey"

    public init(
        id: Int64? = nil, slug: String, name: String, destination: String? = nil,
        startDate: CalendarDate? = nil, endDate: CalendarDate? = nil, currency: String? = nil,
        notes: String? = nil
    ) {
        self.id = id
        self.slug = slug
        self.name = name
        self.destination = destination
        self.startDate = startDate
        self.endDate = endDate
        self.currency = currency
        self.notes = notes
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// Checks the fields a user typed: slug shape, name, date order, currency shape.
    public func validate() throws {
        try Self.validate(slug: slug)
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty, name.count <= 100 else {
            throw VaultError.invalidJourney(slug: slug, reason: "the name must be 1-100 characters")
        }
        if let startDate, let endDate, endDate < startDate {
            throw VaultError.invalidJourney(
                slug: slug, reason: "it ends (\(endDate)) before it starts (\(startDate))")
        }
        if let currency, !CurrencyCode.isKnown(currency) {
            throw VaultError.invalidJourney(
                slug: slug, reason: "currency must be a 3-letter ISO 4217 code such as EUR, got '\(currency)'")
        }
        if let notes, notes.count > 2000 {
            throw VaultError.invalidJourney(slug: slug, reason: "notes must be at most 2000 characters")
        }
    }

    /// Slugs are 1-40 characters of `a-z`, `0-9` and inner hyphens.
    public static func validate(slug: String) throws {
        let allowed = slug.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
        }
        guard allowed, (1...40).contains(slug.count), !slug.hasPrefix("-"), !slug.hasSuffix("-") else {
            throw VaultError.invalidSlug(slug)
        }
    }

    /// Whether `date` falls within the journey's dates (both ends included).
    public func contains(_ date: CalendarDate) -> Bool {
        guard let startDate, let endDate else { return false }
        return startDate <= date && date <= endDate
    }
}
