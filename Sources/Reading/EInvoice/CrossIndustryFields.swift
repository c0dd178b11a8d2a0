import Foundation

/// Reads the UN/CEFACT Cross Industry Invoice (`rsm:CrossIndustryInvoice`: ZUGFeRD 2,
/// Factur-X, XRechnung CII) and ZUGFeRD 1.0's Cross Industry Document
/// (`rsm:CrossIndustryDocument`, `urn:ferd:CrossIndustryDocument:invoice:1p0`), which name
/// the same fields alike below their header (`rsm:ExchangedDocument` or
/// `rsm:HeaderExchangedDocument`).
enum CrossIndustryFields {
    static func read(_ xml: SafeXML, syntax: EInvoice.Syntax) -> EInvoice {
        var invoice = EInvoice(syntax: syntax)
        func text(_ suffix: [String]) -> EInvoice.Read<String>? {
            xml.first(endingWith: suffix).map { EInvoice.Read(value: $0, element: element(suffix)) }
        }
        func amount(_ suffix: [String]) -> EInvoice.Read<Decimal>? {
            // A summation's amount may be given twice, in the invoice's and the tax currency.
            guard let found = xml.first(endingWith: suffix), let value = Money.parseDecimal(found) else { return nil }
            return EInvoice.Read(value: value, element: element(suffix))
        }
        let header = syntax == .crossIndustryDocument ? "HeaderExchangedDocument" : "ExchangedDocument"
        invoice.seller = text(["SellerTradeParty", "Name"])
        invoice.buyer = text(["BuyerTradeParty", "Name"])
        invoice.number = text([header, "ID"])
        invoice.typeCode = xml.first(endingWith: [header, "TypeCode"])
        invoice.currency = text(["InvoiceCurrencyCode"]).map {
            .init(value: $0.value.uppercased(), element: $0.element)
        }
        let issue = [header, "IssueDateTime", "DateTimeString"]
        if let found = xml.first(endingWith: issue), let date = EInvoice.date(found) {
            invoice.issueDate = EInvoice.Read(value: date, element: element(issue))
        }
        let due = ["SpecifiedTradePaymentTerms", "DueDateDateTime", "DateTimeString"]
        if let found = xml.first(endingWith: due), let date = EInvoice.date(found) {
            invoice.dueDate = EInvoice.Read(value: date, element: element(due))
        }
        invoice.net = amount(["TaxBasisTotalAmount"])
        invoice.tax = amount(["TaxTotalAmount"])
        invoice.total = amount(["GrandTotalAmount"]) ?? amount(["DuePayableAmount"])
        return invoice
    }

    /// `ram:SellerTradeParty/ram:Name`, for evidence.
    private static func element(_ suffix: [String]) -> String {
        suffix.map { name in
            switch name {
            case "ExchangedDocument", "HeaderExchangedDocument": "rsm:" + name
            case "DateTimeString": "udt:" + name
            default: "ram:" + name
            }
        }.joined(separator: "/")
    }
}
