import Foundation
import MailParts

/// One part of a message that is not its text: a PDF, a picture, anything attached.
public struct MailAttachment: Sendable, Hashable {
    /// The file name the message gives it, if any.
    public var name: String?
    /// The declared type (`application/pdf`); vault decides what it is from its bytes.
    public var contentType: String
    /// The decoded bytes.
    public var bytes: [UInt8]
    /// How many forwarded messages it is inside (0: attached to the message itself).
    public var depth: Int
}

/// An RFC 5322 message as vault reads it, parsed by GMime (encoded words, quoted-printable,
/// base64, nested multiparts and forwarded `message/rfc822` parts): who sent it, its subject
/// and date, its text (HTML bodies laid out as text by libxml2's HTML parser) and its
/// attachments.
public struct MailMessage: Sendable, Hashable {
    /// The sender as written (`Skylark Airways <noreply@skylark.example>`), encoded words decoded.
    public var from: String?
    public var subject: String?
    public var messageId: String?
    /// When it was sent, and the offset from UTC its Date header was written in.
    public var date: Date?
    public var dateOffsetSeconds: Int?
    /// The text of its bodies in order, a forwarded message's head (From, Subject, Date)
    /// before that message's own text.
    public var text: String
    public var attachments: [MailAttachment]
    /// The senders of the messages forwarded in it, outermost first.
    public var forwardedFrom: [String] = []
    /// The schema.org markup (JSON-LD, microdata) of its HTML bodies, in order.
    public var markup = HTMLMarkup()

    /// Whose message it is at heart: the sender of the first message forwarded in it (a
    /// confirmation passed on by the traveller), else its own sender; as a name
    /// (`Skylark Airways`), else the domain of the address.
    public var originator: String? {
        (forwardedFrom.first ?? from).flatMap(Self.displayName)
    }

    /// `Skylark Airways <noreply@skylark.example>` -> `Skylark Airways`; a bare address -> its domain.
    static func displayName(_ address: String) -> String? {
        var name = address
        if let open = address.lastIndex(of: "<") {
            name = String(address[..<open])
        }
        name = name.trimmingCharacters(in: CharacterSet(charactersIn: "\" ").union(.whitespaces))
        if !name.isEmpty, !name.contains("@") { return name }
        let bare = address.trimmingCharacters(in: CharacterSet(charactersIn: "<> ").union(.whitespaces))
        guard let at = bare.lastIndex(of: "@") else { return bare.isEmpty ? nil : bare }
        let domain = bare[bare.index(after: at)...].trimmingCharacters(in: CharacterSet(charactersIn: ">"))
        return domain.isEmpty ? nil : domain
    }

    /// Parses `bytes`; `path` names the file in errors.
    public init(bytes: [UInt8], path: String, limits: MailLimits = .standard) throws(MailError) {
        let cLimits = vault_mail_limits(
            max_depth: Int32(clamping: limits.maxDepth), max_parts: limits.maxParts,
            max_attachments: limits.maxAttachments, max_total_bytes: limits.maxDecodedBytes)
        guard let mail = bytes.withUnsafeBufferPointer({ vault_mail_parse($0.baseAddress, $0.count, cLimits) }) else {
            throw .notAMessage(path: path)
        }
        defer { vault_mail_free(mail) }
        let parsed = mail.pointee
        let found = Int(parsed.found)
        switch parsed.status {
        case VAULT_MAIL_OK: break
        case VAULT_MAIL_TOO_DEEP: throw .tooDeep(path: path, depth: found, limit: limits.maxDepth)
        case VAULT_MAIL_TOO_MANY_PARTS: throw .tooManyParts(path: path, parts: found, limit: limits.maxParts)
        case VAULT_MAIL_TOO_MANY_ATTACHMENTS:
            throw .tooManyAttachments(path: path, attachments: found, limit: limits.maxAttachments)
        case VAULT_MAIL_TOO_LARGE: throw .tooLarge(path: path, bytes: found, limit: limits.maxDecodedBytes)
        default: throw .notAMessage(path: path)
        }
        from = parsed.from.map { String(cString: $0) }
        subject = parsed.subject.map { String(cString: $0) }
        messageId = parsed.message_id.map { String(cString: $0) }
        if parsed.has_date != 0 {
            date = Date(timeIntervalSince1970: TimeInterval(parsed.date_unix))
            dateOffsetSeconds = Int(parsed.date_offset_seconds)
        }
        var texts: [String] = []
        var attachments: [MailAttachment] = []
        var characters = 0
        for index in 0..<parsed.part_count {
            let part = parsed.parts[index]
            let data = part.data.map { [UInt8](UnsafeBufferPointer(start: $0, count: part.length)) } ?? []
            let type = part.content_type.map { String(cString: $0) } ?? "application/octet-stream"
            if part.kind == VAULT_MAIL_ATTACHMENT {
                attachments.append(
                    MailAttachment(
                        name: part.filename.map { String(cString: $0) }, contentType: type, bytes: data,
                        depth: Int(part.depth)))
                continue
            }
            guard characters < limits.maxTextCharacters else { continue }
            let text: String
            switch part.kind {
            case VAULT_MAIL_HTML:
                text = HTMLText.text(of: data, maxBytes: limits.maxTextCharacters - characters)
                markup = markup.adding(HTMLMarkup(html: data, maxBytes: limits.maxTextCharacters))
            case VAULT_MAIL_FORWARDED:
                let head = String(decoding: data, as: UTF8.self)
                if let sender = head.split(separator: "\n").first(where: { $0.hasPrefix("Sender: ") }) {
                    forwardedFrom.append(String(sender.dropFirst("Sender: ".count)))
                }
                text = "---------- Forwarded message ----------\n" + head
            default: text = Self.plainText(String(decoding: data, as: UTF8.self))
            }
            characters += text.utf8.count
            texts.append(text)
        }
        self.text = texts.joined(separator: "\n")
        self.attachments = attachments
    }

    /// A plain-text body as lines: line ends unified, quote marks of a reply or an inline
    /// forward (`> Departure ...`) taken off, tabs as the wide gaps they stand for.
    static func plainText(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { line -> String in
                var rest = Substring(line)
                while let first = rest.first, first == ">" || (first == " " && rest.dropFirst().first == ">") {
                    rest = rest.dropFirst()
                }
                if rest.first == " " { rest = rest.dropFirst() }
                return rest.replacingOccurrences(of: "\t", with: "   ")
                    .trimmingCharacters(in: .whitespaces)
            }
            .joined(separator: "\n")
    }
}

/// The text of HTML, laid out as a reader sees it (see `vault_html_text`).
public enum HTMLText {
    /// The text of the HTML in `bytes` (UTF-8), at most `maxBytes` long.
    public static func text(of bytes: [UInt8], maxBytes: Int = 2 << 20) -> String {
        let cText = bytes.withUnsafeBufferPointer { vault_html_text($0.baseAddress, $0.count, max(0, maxBytes)) }
        guard let cText else { return "" }
        defer { free(cText) }
        return String(cString: cText)
    }
}

extension MailMessage {
    /// The calendar day of `date` where it was written (`offsetSeconds` from UTC, as a `Date:`
    /// header gives it): a message sent at 23:30 in New York is of that day, not the next.
    public static func localDay(of date: Date, offsetSeconds: Int?) -> (year: Int, month: Int, day: Int)? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: offsetSeconds ?? 0) ?? .gmt
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
        return (year, month, day)
    }
}
