/// Why a message was not read. Each case names the file.
public enum MailError: Error, CustomStringConvertible, Equatable, Sendable {
    /// GMime found no RFC 5322 message in the bytes.
    case notAMessage(path: String)
    /// Parts nested deeper than the limit.
    case tooDeep(path: String, depth: Int, limit: Int)
    /// More MIME parts than the limit.
    case tooManyParts(path: String, parts: Int, limit: Int)
    /// More attachments than the limit.
    case tooManyAttachments(path: String, attachments: Int, limit: Int)
    /// The parts decode to more bytes than the limit.
    case tooLarge(path: String, bytes: Int, limit: Int)

    public var description: String {
        switch self {
        case .notAMessage(let path):
            return "\(path): not an e-mail message (no RFC 5322 headers could be read)"
        case .tooDeep(let path, let depth, let limit):
            return "\(path): e-mail parts nested \(depth) deep, over the limit of \(limit); nothing was stored"
        case .tooManyParts(let path, let parts, let limit):
            return "\(path): e-mail of \(parts) or more MIME parts, over the limit of \(limit); nothing was stored"
        case .tooManyAttachments(let path, let attachments, let limit):
            return "\(path): e-mail with \(attachments) or more attachments, over the limit of \(limit); "
                + "nothing was stored"
        case .tooLarge(let path, let bytes, let limit):
            return "\(path): e-mail parts decode to \(bytes) bytes or more, over the limit of \(limit); "
                + "nothing was stored"
        }
    }
}
