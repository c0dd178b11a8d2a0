import GRDB

/// The database's own guard on the two columns a stored file's path is built from: a
/// document's `sha256` must be 64 lowercase hex digits and its `mediaType` one vault writes.
///
/// SQLite cannot add a CHECK constraint to an existing table, and rebuilding `document` would
/// stop a vault from opening at all if it already held a bad row (restored from a crafted
/// backup by an older vault); so the checks are triggers that refuse such an insert or update
/// exactly as a CHECK would (`SQLITE_CONSTRAINT`). ``ObjectStore/url(sha256:mediaType:)``
/// checks again whatever is already stored.
enum ObjectNameConstraints {
    /// The media types vault has ever written, as the migration that added the checks knew
    /// them. A new type needs a new migration that recreates the triggers.
    static let mediaTypes = ["application/pdf", "image/jpeg", "image/png", "image/tiff", "application/xml"]
    /// The types from migration `v8-mail` on: e-mail messages too.
    static let mediaTypesWithMail = mediaTypes + ["message/rfc822"]
    /// The types from migration `v10-reservations` on: saved web pages too.
    static let mediaTypesWithHTML = mediaTypesWithMail + ["text/html"]

    /// A GLOB pattern that matches exactly 64 lowercase hex digits.
    static let digestPattern = String(repeating: "[0-9a-f]", count: 64)

    static func create(in db: Database, mediaTypes: [String] = mediaTypes) throws {
        let types = mediaTypes.map { "'\($0)'" }.joined(separator: ", ")
        let refused = "NEW.sha256 NOT GLOB '\(digestPattern)' OR NEW.mediaType NOT IN (\(types))"
        for (name, event) in [
            ("documentObjectNameInsert", "INSERT"), ("documentObjectNameUpdate", "UPDATE OF sha256, mediaType"),
        ] {
            try db.execute(
                sql: """
                    CREATE TRIGGER \(name) BEFORE \(event) ON document WHEN \(refused)
                    BEGIN SELECT RAISE(ABORT, 'document.sha256 must be 64 lowercase hex digits and \
                    document.mediaType a type vault stores'); END
                    """)
        }
    }
}

extension ObjectNameConstraints {
    /// Replaces the triggers with ones that allow `mediaTypes`.
    static func recreate(in db: Database, mediaTypes: [String]) throws {
        try db.execute(sql: "DROP TRIGGER IF EXISTS documentObjectNameInsert")
        try db.execute(sql: "DROP TRIGGER IF EXISTS documentObjectNameUpdate")
        try create(in: db, mediaTypes: mediaTypes)
    }
}
