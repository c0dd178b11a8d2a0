import Foundation

/// Reads UBL 2.1 `Invoice` and `CreditNote` (XRechnung UBL, Peppol BIS Billing 3.0): the
/// supplier and customer parties, `cbc:IssueDate`, `cbc:DueDate` (a credit note's in its
/// payment means), `cbc:DocumentCurrencyCode` and `cac:LegalMonetaryTotal`.
enum UBLFields {
    static let invoiceNamespace = "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
    static let creditNoteNamespace = "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"

    static func read(_ xml: SafeXML, syntax: EInvoice.Syntax) -> EInvoice {
        var invoice = EInvoice(syntax: syntax)
        func text(_ path: [String]) -> EInvoice.Read<String>? {
            xml.first(at: path).map { EInvoice.Read(value: $0, element: element(path)) }
        }
        func date(_ path: [String]) -> EInvoice.Read<CalendarDate>? {
            xml.first(at: path).flatMap(EInvoice.date).map { EInvoice.Read(value: $0, element: element(path)) }
        }
        func amount(_ path: [String]) -> EInvoice.Read<Decimal>? {
            xml.first(at: path).flatMap(Money.parseDecimal).map { EInvoice.Read(value: $0, element: element(path)) }
        }
        func party(_ role: String) -> EInvoice.Read<String>? {
            text([role, "Party", "PartyLegalEntity", "RegistrationName"]) ?? text([role, "Party", "PartyName", "Name"])
        }
        invoice.seller = party("AccountingSupplierParty")
        invoice.buyer = party("AccountingCustomerParty")
        invoice.number = text(["ID"])
        invoice.typeCode = xml.first(at: [syntax == .ublCreditNote ? "CreditNoteTypeCode" : "InvoiceTypeCode"])
        invoice.currency = text(["DocumentCurrencyCode"]).map {
            .init(value: $0.value.uppercased(), element: $0.element)
        }
        invoice.issueDate = date(["IssueDate"])
        invoice.dueDate = date(["DueDate"]) ?? date(["PaymentMeans", "PaymentDueDate"])
        invoice.net = amount(["LegalMonetaryTotal", "TaxExclusiveAmount"])
        invoice.tax = amount(["TaxTotal", "TaxAmount"])
        invoice.total =
            amount(["LegalMonetaryTotal", "TaxInclusiveAmount"]) ?? amount(["LegalMonetaryTotal", "PayableAmount"])
        return invoice
    }

    /// `cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount`, for evidence: aggregates (`cac:`) hold
    /// other elements, basic components (`cbc:`) hold values.
    private static func element(_ path: [String]) -> String {
        path.enumerated().map { index, name in (index == path.count - 1 ? "cbc:" : "cac:") + name }
            .joined(separator: "/")
    }
}
