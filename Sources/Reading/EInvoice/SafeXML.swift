import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An XML document read into its elements, with the limits an e-invoice never needs to pass:
/// no document type declaration (so no entity, external or expanding, is ever read: neither
/// a file from the disk nor a billion laughs), at most `maxBytes`, elements nested at most
/// `maxDepth` deep and at most `maxElements` of them.
struct SafeXML: Sendable {
    /// One element with text: the local names of its path from the root, and its attributes.
    struct Element: Sendable {
        var path: [String]
        var text: String
        var attributes: [String: String]
    }

    /// The root element's local name and namespace.
    var root: String
    var rootNamespace: String?
    var elements: [Element]

    static let maxBytes = 16 << 20
    static let maxDepth = 64
    static let maxElements = 500_000

    /// Why an XML file was not read.
    enum Refusal: Error, Equatable, CustomStringConvertible {
        case tooLarge(bytes: Int)
        case documentType
        case tooDeep
        case tooManyElements
        case malformed(String)

        var description: String {
            switch self {
            case .tooLarge(let bytes):
                "the XML is \(bytes) bytes, more than the \(SafeXML.maxBytes) an e-invoice may have"
            case .documentType:
                "the XML declares a document type or entities (<!DOCTYPE>, <!ENTITY>), which e-invoices never do; "
                    + "vault reads no entity, so nothing outside the file is read and nothing is expanded"
            case .tooDeep: "the XML nests elements more than \(SafeXML.maxDepth) deep"
            case .tooManyElements: "the XML has more than \(SafeXML.maxElements) elements"
            case .malformed(let reason): "the XML does not parse: \(reason)"
            }
        }
    }

    /// Reads `bytes`, or says why not.
    static func parse(_ bytes: [UInt8]) throws(Refusal) -> SafeXML {
        guard bytes.count <= maxBytes else { throw .tooLarge(bytes: bytes.count) }
        if contains(bytes, "<!DOCTYPE") || contains(bytes, "<!ENTITY") { throw .documentType }
        // Foundation's XMLParser traps on an element name whose bytes are not UTF-8: a document
        // that declares no other encoding (libxml2 converts those) must be UTF-8 throughout.
        if !declaresOtherEncoding(bytes), String(validating: bytes, as: UTF8.self) == nil {
            throw .malformed("its bytes are not UTF-8, the encoding it declares (or e-invoices use)")
        }
        let collector = Collector()
        let parser = XMLParser(data: Data(bytes))
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = collector
        let parsed = parser.parse()
        if let refusal = collector.refusal { throw refusal }
        guard parsed else {
            let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "unknown error"
            throw .malformed("line \(parser.lineNumber): \(reason)")
        }
        // libxml2 under XMLParser accepts a document that stops inside an element.
        if let open = collector.path.last { throw .malformed("the document ends inside <\(open)>") }
        guard let root = collector.root else { throw .malformed("no root element") }
        return SafeXML(root: root, rootNamespace: collector.rootNamespace, elements: collector.elements)
    }

    /// Whether the XML declaration names, well formed, an encoding other than UTF-8 that libxml2
    /// converts to UTF-8 for the parser (`encoding="ISO-8859-1"`, `'windows-1252'`). A
    /// declaration broken or naming an encoding outside that list (`encoding=<?xml ...`, found
    /// by FuzzReader) does not: libxml2 then hands the bytes on as they are.
    static func declaresOtherEncoding(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(256), as: UTF8.self).lowercased()
        guard head.hasPrefix("<?xml"), let end = head.range(of: "?>"),
            let key = head.range(of: "encoding=", range: head.startIndex..<end.lowerBound)
        else { return false }
        let rest = head[key.upperBound..<end.lowerBound]
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return false }
        let value = rest.dropFirst().prefix { $0 != quote }
        guard value.endIndex < rest.endIndex, rest[value.endIndex] == quote else { return false }
        return convertedEncodings.contains(String(value))
    }

    /// Encodings other than UTF-8 that e-invoices are written in and libxml2 converts.
    static let convertedEncodings: Set<String> =
        Set((1...15).filter { $0 != 12 }.map { "iso-8859-\($0)" })
        .union(["latin1", "us-ascii", "ascii", "windows-1250", "windows-1251", "windows-1252", "cp1252"])

    /// The text of the first element whose path ends with `suffix` (local names).
    func first(endingWith suffix: [String]) -> String? {
        element(endingWith: suffix)?.text
    }

    /// The first element whose path ends with `suffix` (local names).
    func element(endingWith suffix: [String]) -> Element? {
        elements.first { $0.path.count >= suffix.count && Array($0.path.suffix(suffix.count)) == suffix }
    }

    /// The text of the first element whose path, after the root, is `path` exactly.
    func first(at path: [String]) -> String? {
        elements.first { Array($0.path.dropFirst()) == path }?.text
    }

    private static func contains(_ bytes: [UInt8], _ marker: String) -> Bool {
        let needle = Array(marker.utf8)
        guard bytes.count >= needle.count else { return false }
        var index = bytes.startIndex
        while let found = bytes[index...].firstIndex(of: needle[0]) {
            if found + needle.count > bytes.count { return false }
            if bytes[found..<(found + needle.count)].elementsEqual(needle) { return true }
            index = found + 1
        }
        return false
    }
}

/// Collects the text of every element with the local names of its path, stopping the parser
/// at the first limit passed.
private final class Collector: NSObject, XMLParserDelegate {
    var root: String?
    var rootNamespace: String?
    var path: [String] = []
    var elements: [SafeXML.Element] = []
    var refusal: SafeXML.Refusal?
    private var attributes: [[String: String]] = []
    private var text = ""
    private var count = 0

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let local = elementName.split(separator: ":").last.map(String.init) ?? elementName
        if root == nil {
            root = local
            let prefix = elementName.contains(":") ? elementName.split(separator: ":").first.map(String.init) : nil
            rootNamespace = attributes[prefix.map { "xmlns:" + $0 } ?? "xmlns"]
        }
        path.append(local)
        self.attributes.append(attributes)
        count += 1
        text = ""
        if path.count > SafeXML.maxDepth {
            refusal = .tooDeep
            parser.abortParsing()
        } else if count > SafeXML.maxElements {
            refusal = .tooManyElements
            parser.abortParsing()
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        refusal = .documentType
        parser.abortParsing()
        return nil
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if !value.isEmpty, !path.isEmpty {
            elements.append(SafeXML.Element(path: path, text: value, attributes: attributes.last ?? [:]))
        }
        text = ""
        if !path.isEmpty {
            path.removeLast()
            attributes.removeLast()
        }
    }
}
