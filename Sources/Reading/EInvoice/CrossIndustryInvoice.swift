import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The fields vault reads from a UN/CEFACT Cross Industry Invoice (the XML of XRechnung,
/// ZUGFeRD and Factur-X): seller, amount due, currency and issue date, each with the XML
/// element it came from.
public struct CrossIndustryInvoice: Sendable, Hashable {
    public var seller: String?
    /// `ram:GrandTotalAmount` (the invoice total with tax), else `ram:DuePayableAmount`; negative
    /// for a credit note.
    public var total: Decimal?
    /// The element the total was read from.
    public var totalElement: String?
    public var currency: String?
    public var issueDate: CalendarDate?
    /// `ram:TypeCode` of the document (380 invoice, 381 credit note).
    public var typeCode: String?

    /// Why an XML file is not a readable CII invoice.
    public enum ParseError: Error, CustomStringConvertible, Equatable {
        case malformed(String)
        case notCrossIndustryInvoice(root: String)

        public var description: String {
            switch self {
            case .malformed(let reason): "the XML does not parse: \(reason)"
            case .notCrossIndustryInvoice(let root): "the XML is no CII invoice (root element \(root))"
            }
        }
    }

    /// Parses `bytes`; throws when it is not well-formed XML or not a CII invoice.
    public static func parse(_ bytes: [UInt8]) throws -> CrossIndustryInvoice {
        let collector = ElementCollector()
        let parser = XMLParser(data: Data(bytes))
        parser.shouldProcessNamespaces = false
        parser.delegate = collector
        guard parser.parse() else {
            let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "unknown error"
            throw ParseError.malformed("line \(parser.lineNumber): \(reason)")
        }
        // libxml2 under XMLParser accepts a document that stops inside an element.
        if let open = collector.openElement {
            throw ParseError.malformed("the document ends inside <\(open)>")
        }
        guard let root = collector.root, localName(root) == "CrossIndustryInvoice" else {
            throw ParseError.notCrossIndustryInvoice(root: collector.root ?? "none")
        }
        var invoice = CrossIndustryInvoice()
        invoice.seller = collector.first(endingWith: ["SellerTradeParty", "Name"])
        invoice.currency = collector.first(endingWith: ["InvoiceCurrencyCode"])?.uppercased()
        invoice.typeCode = collector.first(endingWith: ["ExchangedDocument", "TypeCode"])
        for element in ["GrandTotalAmount", "DuePayableAmount"] {
            if let text = collector.first(endingWith: [element]), let value = Money.parseDecimal(text) {
                invoice.total = value
                invoice.totalElement = "ram:" + element
                break
            }
        }
        if invoice.typeCode == "381", let total = invoice.total, total > 0 { invoice.total = -total }
        if let text = collector.first(endingWith: ["IssueDateTime", "DateTimeString"]), text.count == 8,
            let year = Int(text.prefix(4)), let month = Int(text.dropFirst(4).prefix(2)), let day = Int(text.suffix(2))
        {
            invoice.issueDate = CalendarDate(year: year, month: month, day: day)
        }
        return invoice
    }

    static func localName(_ name: String) -> String {
        name.split(separator: ":").last.map(String.init) ?? name
    }
}

/// Collects the text of every element with the local names of its path.
private final class ElementCollector: NSObject, XMLParserDelegate {
    var root: String?
    private var path: [String] = []
    /// The innermost element not closed when the parser stopped.
    var openElement: String? { path.last }
    private var text = ""
    private(set) var elements: [(path: [String], text: String)] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if root == nil { root = elementName }
        path.append(CrossIndustryInvoice.localName(elementName))
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if !value.isEmpty { elements.append((path, value)) }
        text = ""
        path.removeLast()
    }

    /// The text of the first element whose path ends with `suffix` (local names).
    func first(endingWith suffix: [String]) -> String? {
        elements.first { $0.path.count >= suffix.count && Array($0.path.suffix(suffix.count)) == suffix }?.text
    }
}
