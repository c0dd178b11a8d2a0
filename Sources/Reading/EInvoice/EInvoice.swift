import Foundation

/// The fields vault reads from an e-invoice's XML, whichever syntax it is written in: the
/// UN/CEFACT Cross Industry Invoice (ZUGFeRD 2, Factur-X, XRechnung CII), ZUGFeRD 1.0's Cross
/// Industry Document, and UBL 2.1 `Invoice` and `CreditNote` (XRechnung UBL, Peppol BIS
/// Billing 3.0). Each field keeps the name of the element it was read from.
public struct EInvoice: Sendable, Hashable {
    /// The XML syntax of an e-invoice.
    public enum Syntax: String, Sendable, Hashable {
        case crossIndustryInvoice = "CII"
        case crossIndustryDocument = "ZUGFeRD 1.0 CII"
        case ublInvoice = "UBL Invoice"
        case ublCreditNote = "UBL CreditNote"
    }

    /// A value and the element it was read from (`ram:GrandTotalAmount`).
    public struct Read<Value: Sendable & Hashable>: Sendable, Hashable {
        public var value: Value
        public var element: String
    }

    public var syntax: Syntax
    public var seller: Read<String>?
    public var buyer: Read<String>?
    public var number: Read<String>?
    public var issueDate: Read<CalendarDate>?
    public var dueDate: Read<CalendarDate>?
    public var currency: Read<String>?
    /// The amount before tax, the tax, and the gross total (tax included); negative for a
    /// credit note.
    public var net: Read<Decimal>?
    public var tax: Read<Decimal>?
    public var total: Read<Decimal>?
    /// The document's type code (380 invoice, 381 credit note, 389 self-billed invoice).
    public var typeCode: String?

    /// Whether the document is a credit note: money returned, its amounts negative.
    public var isCreditNote: Bool { syntax == .ublCreditNote || typeCode == "381" }

    /// Why an XML file is not a readable e-invoice.
    public enum ParseError: Error, CustomStringConvertible, Equatable {
        /// The XML was refused or does not parse: too large, too deep, a document type, broken.
        case refused(String)
        /// Well-formed XML, but no e-invoice syntax vault reads.
        case notAnInvoice(root: String)

        public var description: String {
            switch self {
            case .refused(let reason): reason
            case .notAnInvoice(let root):
                "the XML is no e-invoice vault reads (root element \(root); CII, ZUGFeRD 1.0 and UBL Invoice or "
                    + "CreditNote are read)"
            }
        }
    }

    /// Parses `bytes` in whichever syntax its root element names.
    public static func parse(_ bytes: [UInt8]) throws(ParseError) -> EInvoice {
        let xml: SafeXML
        do {
            xml = try SafeXML.parse(bytes)
        } catch {
            throw .refused(error.description)
        }
        var invoice: EInvoice
        switch xml.root {
        case "CrossIndustryInvoice": invoice = CrossIndustryFields.read(xml, syntax: .crossIndustryInvoice)
        case "CrossIndustryDocument": invoice = CrossIndustryFields.read(xml, syntax: .crossIndustryDocument)
        case "Invoice" where xml.rootNamespace?.hasPrefix(UBLFields.invoiceNamespace) != false:
            invoice = UBLFields.read(xml, syntax: .ublInvoice)
        case "CreditNote" where xml.rootNamespace?.hasPrefix(UBLFields.creditNoteNamespace) != false:
            invoice = UBLFields.read(xml, syntax: .ublCreditNote)
        default:
            throw .notAnInvoice(root: xml.root)
        }
        if invoice.isCreditNote {
            for key in [\EInvoice.net, \EInvoice.tax, \EInvoice.total] {
                if let read = invoice[keyPath: key], read.value > 0 {
                    invoice[keyPath: key] = Read(value: -read.value, element: read.element)
                }
            }
        }
        return invoice
    }

    /// A date as the syntaxes write it: `20250307` (CII format 102) or `2025-03-07` (UBL).
    static func date(_ text: String) -> CalendarDate? {
        let digits = text.filter(\.isNumber)
        guard digits.count == 8, text.count <= 10, let year = Int(digits.prefix(4)),
            let month = Int(digits.dropFirst(4).prefix(2)), let day = Int(digits.suffix(2))
        else { return nil }
        return CalendarDate(year: year, month: month, day: day)
    }
}
