import GRDB
import OCR
import Reading

// Stored as their raw text values.
extension MediaType: DatabaseValueConvertible {}
extension TextSource: DatabaseValueConvertible {}

extension CalendarDate: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { description.databaseValue }

    public static func fromDatabaseValue(_ value: DatabaseValue) -> CalendarDate? {
        String.fromDatabaseValue(value).flatMap(CalendarDate.init(iso:))
    }
}

extension LocalDateTime: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { description.databaseValue }

    public static func fromDatabaseValue(_ value: DatabaseValue) -> LocalDateTime? {
        String.fromDatabaseValue(value).flatMap(LocalDateTime.init(iso:))
    }
}
