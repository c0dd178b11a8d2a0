/// The kinds of file vault reads, recognised from their first bytes, never from the name.
public enum MediaType: String, Sendable, Codable, CaseIterable {
    case pdf = "application/pdf"
    case jpeg = "image/jpeg"
    case png = "image/png"
    case tiff = "image/tiff"
    /// An XML e-invoice (UN/CEFACT Cross Industry Invoice: XRechnung, ZUGFeRD, Factur-X).
    case xml = "application/xml"
    /// An e-mail message (RFC 5322, MIME), as mail programs save it (`.eml`, a Maildir file).
    case mail = "message/rfc822"
    /// A web page saved from a browser (`.html`), as a booking site's confirmation page is.
    case html = "text/html"

    /// The usual file name extension, without the dot.
    public var fileExtension: String {
        switch self {
        case .pdf: "pdf"
        case .jpeg: "jpg"
        case .png: "png"
        case .tiff: "tif"
        case .xml: "xml"
        case .mail: "eml"
        case .html: "html"
        }
    }

    /// Whether the content is a raster image (as opposed to a PDF, XML or an e-mail).
    public var isImage: Bool { self != .pdf && self != .xml && self != .mail && self != .html }

    /// Recognises the type from the file's leading bytes; `nil` for anything else.
    public static func detect<Bytes: Collection<UInt8>>(leadingBytes bytes: Bytes) -> MediaType? {
        let head = Array(bytes.prefix(1024))
        func starts(with magic: [UInt8]) -> Bool { head.starts(with: magic) }
        if starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts(with: [0x49, 0x49, 0x2A, 0x00]) || starts(with: [0x4D, 0x4D, 0x00, 0x2A]) {
            return .tiff
        }
        // "%PDF-" may follow a little junk (some generators emit a BOM or whitespace first).
        let pdfMagic: [UInt8] = Array("%PDF-".utf8)
        if head.count >= pdfMagic.count {
            for start in 0...(head.count - pdfMagic.count) where head[start] == 0x25 {
                if Array(head[start..<start + pdfMagic.count]) == pdfMagic { return .pdf }
            }
        }
        if isCrossIndustryInvoice(bytes) { return .xml }
        if isMailMessage(bytes) { return .mail }
        if isHTML(bytes) { return .html }
        return nil
    }

    /// An HTML page: after a byte order mark, space and comments, it opens with
    /// `<!DOCTYPE html` or `<html` (any case).
    static func isHTML<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        var head = String(decoding: bytes.prefix(4096), as: UTF8.self)
        if head.hasPrefix("\u{FEFF}") { head.removeFirst() }
        var rest = Substring(head)
        while true {
            rest = rest.drop { $0.isWhitespace }
            guard rest.hasPrefix("<!--"), let end = rest.range(of: "-->") else { break }
            rest = rest[end.upperBound...]
        }
        let start = rest.prefix(14).lowercased()
        return start.hasPrefix("<!doctype html") || start.hasPrefix("<html")
    }

    /// Header fields of which a message's head holds at least one besides `From:`.
    static let mailHeaders: Set<String> = [
        "date", "subject", "message-id", "mime-version", "received", "to", "return-path", "delivered-to",
    ]

    /// An RFC 5322 message: the file starts with header fields (`Name: value`, folded lines
    /// indented; an mbox `From ` line may come first) and, before the first empty line or
    /// within its first 8 KiB, has a `From:` field and another field every message has.
    static func isMailMessage<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        let head = String(decoding: bytes.prefix(8192), as: UTF8.self)
        // `\r\n` is one Character in Swift, and a newline.
        var lines = head.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        if lines.first?.hasPrefix("From ") == true { lines.removeFirst() }
        var names: Set<String> = []
        for (index, line) in lines.enumerated() {
            if line.isEmpty { break }
            if line.first == " " || line.first == "\t" {
                if index == 0 { return false }
                continue
            }
            guard let colon = line.firstIndex(of: ":") else { return false }
            let name = line[..<colon]
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
                return false
            }
            names.insert(name.lowercased())
        }
        return names.contains("from") && !names.isDisjoint(with: mailHeaders)
    }

    /// XML whose root element is an e-invoice (a CII `rsm:CrossIndustryInvoice`, ZUGFeRD 1.0's
    /// `rsm:CrossIndustryDocument`, a UBL `Invoice` or `CreditNote`): the file starts with an XML
    /// declaration or an element, and names the root (or UBL's namespace) within its first 4 KiB.
    static func isCrossIndustryInvoice<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        var head = Array(bytes.prefix(4096))
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { head.removeFirst(3) }
        guard let first = head.firstIndex(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }), head[first] == 0x3C
        else { return false }
        let text = String(decoding: head, as: UTF8.self)
        return text.contains("CrossIndustryInvoice") || text.contains("CrossIndustryDocument")
            || text.contains("urn:oasis:names:specification:ubl:schema:xsd:Invoice-2")
            || text.contains("urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2")
    }

    /// A short human description of unrecognised content, for error messages.
    public static func describeUnknown<Bytes: Collection<UInt8>>(leadingBytes bytes: Bytes) -> String {
        let head = Array(bytes.prefix(512))
        if head.isEmpty { return "nothing (empty)" }
        let printable = head.filter { (0x20...0x7E).contains($0) || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        if printable.count == head.count { return "plain text" }
        if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return "a ZIP archive" }
        if head.starts(with: Array("GIF8".utf8)) { return "a GIF image" }
        if head.count >= 12, Array(head[8..<12]) == Array("WEBP".utf8) { return "a WebP image" }
        if head.count >= 12, Array(head[4..<12]) == Array("ftypheic".utf8) { return "a HEIC image" }
        return "unknown binary data"
    }
}
