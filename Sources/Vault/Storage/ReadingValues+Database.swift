import GRDB
import Reading

// The reading engine's value types, stored in SQLite as their raw strings.

extension DocumentKind: DatabaseValueConvertible {}
extension BookingType: DatabaseValueConvertible {}
extension TransportMode: DatabaseValueConvertible {}
