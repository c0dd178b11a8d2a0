import Foundation
import GRDB
import Mail
import Reading

/// What vault keeps of an e-mail message besides its document: sender, subject, date and
/// Message-ID (migration `v8-mail`).
public struct MailRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    /// The message's document.
    public var documentId: Int64
    public var sender: String?
    public var subject: String?
    /// When it was sent, ISO 8601 in UTC (`2025-02-03T14:12:44Z`).
    public var sentAt: String?
    /// The offset from UTC in seconds its Date header was written in.
    public var sentOffset: Int?
    public var messageId: String?

    public static let databaseTableName = "mailMessage"

    init(_ message: MailMessage, documentId: Int64) {
        self.documentId = documentId
        sender = message.from
        subject = message.subject
        sentAt = message.date.map { Self.format($0) }
        sentOffset = message.dateOffsetSeconds
        messageId = message.messageId
    }

    /// The day it was sent where it was written (`sentAt` in `sentOffset`): what gives a year
    /// to a booking's day printed without one.
    var sentDay: CalendarDate? {
        guard let sentAt, let date = ISO8601DateFormatter().date(from: sentAt),
            let day = MailMessage.localDay(of: date, offsetSeconds: sentOffset)
        else { return nil }
        return CalendarDate(year: day.year, month: day.month, day: day.day)
    }

    /// `date` as `2025-02-03T14:12:44Z`.
    static func format(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}

/// A document that came attached to a message.
public struct MailAttachmentLink: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public var documentId: Int64
    /// The message's document.
    public var messageDocumentId: Int64
    /// The file name the message gave it.
    public var name: String?

    public static let databaseTableName = "mailAttachment"
}

extension Vault {
    /// The e-mail of document `id` (its sender, subject, date), when it is one.
    public func mail(ofDocument id: Int64) throws -> MailRecord? {
        try database.pool.read { db in try MailRecord.fetchOne(db, key: id) }
    }

    /// The documents that came attached to message `id`, in the order they were filed.
    public func attachments(ofMessage id: Int64) throws -> [MailAttachmentLink] {
        try database.pool.read { db in
            try MailAttachmentLink.filter(Column("messageDocumentId") == id).order(Column("documentId")).fetchAll(db)
        }
    }

    /// The message document `id` came attached to, if any.
    public func message(ofAttachment id: Int64) throws -> MailAttachmentLink? {
        try database.pool.read { db in try MailAttachmentLink.fetchOne(db, key: id) }
    }
}
