/// How much of a message vault reads: a hostile message (parts nested thousands deep, a
/// thousand attachments, a body that decodes to gigabytes) is refused as a whole, as a PDF of
/// too many pages is.
public struct MailLimits: Sendable, Equatable {
    /// Multiparts and forwarded messages inside one another.
    public var maxDepth: Int
    /// MIME parts in all (bodies, attachments, multiparts).
    public var maxParts: Int
    /// Attachments (parts that are not the message's text).
    public var maxAttachments: Int
    /// Bytes of all parts once decoded (base64, quoted-printable undone).
    public var maxDecodedBytes: Int
    /// Characters of text read from all bodies together (HTML turned to text).
    public var maxTextCharacters: Int

    public init(
        maxDepth: Int = 16, maxParts: Int = 200, maxAttachments: Int = 50, maxDecodedBytes: Int = 256 << 20,
        maxTextCharacters: Int = 2 << 20
    ) {
        self.maxDepth = maxDepth
        self.maxParts = maxParts
        self.maxAttachments = maxAttachments
        self.maxDecodedBytes = maxDecodedBytes
        self.maxTextCharacters = maxTextCharacters
    }

    public static let standard = MailLimits()
}
