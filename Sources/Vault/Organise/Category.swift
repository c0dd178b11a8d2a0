import Foundation
import GRDB

/// The categories every vault starts with. Their keys stay when the user renames them, so the
/// keyword rules keep pointing at the right one.
public enum DefaultCategory: String, Sendable, CaseIterable {
    case transport, accommodation, food, groceries, activities, shopping, fees, other

    /// The name a new vault gives it.
    public var defaultName: String {
        switch self {
        case .transport: return "Transport"
        case .accommodation: return "Accommodation"
        case .food: return "Food & Drink"
        case .groceries: return "Groceries"
        case .activities: return "Activities"
        case .shopping: return "Shopping"
        case .fees: return "Fees & Services"
        case .other: return "Other"
        }
    }
}

/// A category of expenses (`Food & Drink`), default or the user's own.
public struct Category: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public var id: Int64?
    public var name: String
    /// `#RRGGBB`, or nil.
    public var color: String?
    /// The default category this is (whatever its name now); nil for the user's own.
    public var builtIn: String?

    public static let databaseTableName = "category"

    public var isDefault: Bool { builtIn != nil }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// A name as typed: trimmed, 1-40 characters, no control characters.
    public static func validName(_ text: String) throws -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (1...40).contains(trimmed.count),
            !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
            throw OrganiseError.invalid(
                field: "category", reason: "'\(text)' must be 1-40 characters without control characters")
        }
        return trimmed
    }

    /// `#RRGGBB` (upper-cased), or an error.
    public static func validColor(_ text: String) throws -> String {
        let hex = text.dropFirst()
        guard text.first == "#", hex.count == 6, hex.allSatisfy(\.isHexDigit) else {
            throw OrganiseError.invalid(field: "color", reason: "'\(text)' is not a colour like #1E90FF")
        }
        return text.uppercased()
    }
}
