import Foundation
import OCR
import Testing

@testable import Reading

@Suite struct EInvoiceTests {
    private func ubl(_ kind: String, total: String = "121.00") -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <\(kind) xmlns="urn:oasis:names:specification:ubl:schema:xsd:\(kind)-2"
              xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
              xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
              <cbc:ID>GC-7</cbc:ID>
              <cbc:IssueDate>2025-04-09</cbc:IssueDate>
              <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
              <cac:AccountingSupplierParty><cac:Party>
                <cac:PartyName><cbc:Name>Grachten</cbc:Name></cac:PartyName>
                <cac:PartyLegalEntity><cbc:RegistrationName>Grachten Consultancy B.V.</cbc:RegistrationName>
                </cac:PartyLegalEntity></cac:Party></cac:AccountingSupplierParty>
              <cac:AccountingCustomerParty><cac:Party>
                <cac:PartyName><cbc:Name>Muster AG</cbc:Name></cac:PartyName></cac:Party></cac:AccountingCustomerParty>
              <cac:PaymentMeans><cbc:PaymentDueDate>2025-04-23</cbc:PaymentDueDate></cac:PaymentMeans>
              <cac:TaxTotal><cbc:TaxAmount currencyID="EUR">21.00</cbc:TaxAmount></cac:TaxTotal>
              <cac:LegalMonetaryTotal>
                <cbc:TaxExclusiveAmount currencyID="EUR">100.00</cbc:TaxExclusiveAmount>
                <cbc:TaxInclusiveAmount currencyID="EUR">\(total)</cbc:TaxInclusiveAmount>
                <cbc:PayableAmount currencyID="EUR">\(total)</cbc:PayableAmount>
              </cac:LegalMonetaryTotal>
            </\(kind)>
            """.utf8)
    }

    @Test func readsAUBLInvoiceAndACreditNoteWhoseAmountsAreReturned() throws {
        let invoice = try EInvoice.parse(ubl("Invoice"))
        #expect(invoice.syntax == .ublInvoice)
        #expect(invoice.seller?.value == "Grachten Consultancy B.V.")
        #expect(invoice.buyer?.value == "Muster AG")
        #expect(invoice.number?.value == "GC-7")
        #expect(invoice.total?.value == Decimal(string: "121.00"))
        #expect(invoice.total?.element == "cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount")
        #expect(invoice.net?.value == 100)
        #expect(invoice.tax?.value == 21)
        #expect(invoice.currency?.value == "EUR")
        #expect(invoice.issueDate?.value == CalendarDate(year: 2025, month: 4, day: 9))
        #expect(invoice.dueDate?.value == CalendarDate(year: 2025, month: 4, day: 23))
        let note = try EInvoice.parse(ubl("CreditNote"))
        #expect(note.syntax == .ublCreditNote)
        #expect(note.total?.value == Decimal(string: "-121.00"))
        #expect(note.net?.value == -100)
    }

    @Test func readsZUGFeRD1sCrossIndustryDocument() throws {
        let invoice = try EInvoice.parse(
            Array(
                """
                <rsm:CrossIndustryDocument xmlns:rsm="urn:ferd:CrossIndustryDocument:invoice:1p0"
                  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:12"
                  xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:15">
                  <rsm:HeaderExchangedDocument><ram:ID>RE-502</ram:ID><ram:TypeCode>380</ram:TypeCode>
                    <ram:IssueDateTime><udt:DateTimeString format="102">20140703</udt:DateTimeString></ram:IssueDateTime>
                  </rsm:HeaderExchangedDocument>
                  <rsm:SpecifiedSupplyChainTradeTransaction>
                    <ram:ApplicableSupplyChainTradeAgreement>
                      <ram:SellerTradeParty><ram:Name>Bei Spiel GmbH</ram:Name></ram:SellerTradeParty>
                    </ram:ApplicableSupplyChainTradeAgreement>
                    <ram:ApplicableSupplyChainTradeSettlement>
                      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
                      <ram:SpecifiedTradeSettlementMonetarySummation>
                        <ram:GrandTotalAmount currencyID="EUR">571.04</ram:GrandTotalAmount>
                      </ram:SpecifiedTradeSettlementMonetarySummation>
                    </ram:ApplicableSupplyChainTradeSettlement>
                  </rsm:SpecifiedSupplyChainTradeTransaction>
                </rsm:CrossIndustryDocument>
                """.utf8))
        #expect(invoice.syntax == .crossIndustryDocument)
        #expect(invoice.seller?.value == "Bei Spiel GmbH")
        #expect(invoice.number?.value == "RE-502")
        #expect(invoice.total?.value == Decimal(string: "571.04"))
        #expect(invoice.issueDate?.value == CalendarDate(year: 2014, month: 7, day: 3))
    }

    @Test func anExternalEntityOrAnEntityExpansionIsRefusedWithItsReason() throws {
        let outside = Array(
            """
            <?xml version="1.0"?>
            <!DOCTYPE Invoice [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
              xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
              <cbc:ID>&secret;</cbc:ID></Invoice>
            """.utf8)
        let laughs = Array(
            """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
            <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
            <rsm:CrossIndustryInvoice xmlns:rsm="urn:rsm"><a>&lol3;</a></rsm:CrossIndustryInvoice>
            """.utf8)
        for bytes in [outside, laughs] {
            do {
                _ = try EInvoice.parse(bytes)
                Issue.record("an XML with a document type was read")
            } catch {
                #expect(error.description.contains("document type"))
            }
        }
        // Read as an e-invoice: the printed text stays, and the note says why.
        let read = EInvoiceReader.read(
            EmbeddedFile(name: "xrechnung.xml", bytes: outside), over: ReceiptDraft(), hasPrintedText: true)
        #expect(read.merchant == nil)
        #expect(read.notes.first?.contains("document type") == true)
    }

    @Test func elementsNestedTooDeepOrAFileTooLargeAreRefused() {
        let deep = Array(
            ("<Invoice>" + String(repeating: "<a>", count: 200) + String(repeating: "</a>", count: 200)
                + "</Invoice>").utf8)
        #expect(throws: EInvoice.ParseError.self) { try EInvoice.parse(deep) }
        let large = [UInt8](repeating: 0x20, count: SafeXML.maxBytes + 1)
        #expect(throws: EInvoice.ParseError.refused(SafeXML.Refusal.tooLarge(bytes: large.count).description)) {
            try EInvoice.parse(large)
        }
    }

    @Test func brokenXMLAndOtherXMLAreTypedErrors() {
        #expect(throws: EInvoice.ParseError.self) {
            try EInvoice.parse(Array("<rsm:CrossIndustryInvoice><unclosed>".utf8))
        }
        #expect(throws: EInvoice.ParseError.notAnInvoice(root: "svg")) { try EInvoice.parse(Array("<svg></svg>".utf8)) }
        // An element name with bytes that are not UTF-8 (found by FuzzReader): Foundation's
        // XMLParser trapped on it; it is refused before parsing.
        let open = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<rsm:CrossIndustryInvoice><ram:Applic".utf8)
        let name = open + [0xFF, 0xFF] + Array("er>x</ram:Applic".utf8) + [0xFF, 0xFF]
        let broken = name + Array("er></rsm:CrossIndustryInvoice>".utf8)
        do {
            _ = try EInvoice.parse(broken)
            Issue.record("an XML whose bytes are not UTF-8 was read")
        } catch {
            #expect(error.description.contains("not UTF-8"), "\(error.description)")
        }
        // A document that declares another encoding is left to libxml2, which converts it.
        #expect(SafeXML.declaresOtherEncoding(Array("<?xml version='1.0' encoding='ISO-8859-1'?><a/>".utf8)))
        #expect(!SafeXML.declaresOtherEncoding(Array("<?xml version=\"1.0\" encoding=\"utf-8\"?><a/>".utf8)))
        #expect(!SafeXML.declaresOtherEncoding(Array("<a encoding=\"latin1\"/>".utf8)))
        // A broken declaration, or one naming no encoding libxml2 converts, is no other
        // encoding (found by FuzzReader: `encoding=<?xml ...` let bytes that are not UTF-8 through
        // to the trap above).
        let garbled = Array("<?xml version=\"1.0\" encoding=<?xml version=\"1.0 \"necoding=\"UTF-8\"?>\n".utf8)
        #expect(!SafeXML.declaresOtherEncoding(garbled))
        #expect(!SafeXML.declaresOtherEncoding(Array("<?xml version='1.0' encoding='EBCDIC-ish'?><a/>".utf8)))
        #expect(!SafeXML.declaresOtherEncoding(Array("<?xml version='1.0' encoding='ISO-8859-1?><a/>".utf8)))
        do {
            _ = try EInvoice.parse(
                garbled + Array("<rsm:CrossIndustryInvoice><ram:Applic".utf8) + [0xFF] + Array("/>".utf8))
            Issue.record("an XML whose bytes are not UTF-8 was read under a broken declaration")
        } catch {
            #expect(error.description.contains("not UTF-8"), "\(error.description)")
        }
    }

    @Test func readsACrossIndustryInvoicesSellerTotalCurrencyAndIssueDate() throws {
        let invoice = try EInvoice.parse(
            Array(
                """
                <?xml version="1.0"?>
                <rsm:CrossIndustryInvoice xmlns:rsm="urn:rsm" xmlns:ram="urn:ram" xmlns:udt="urn:udt">
                <rsm:ExchangedDocument><ram:TypeCode>381</ram:TypeCode>
                <ram:IssueDateTime><udt:DateTimeString format="102">20250307</udt:DateTimeString></ram:IssueDateTime>
                </rsm:ExchangedDocument>
                <ram:SellerTradeParty><ram:Name>Nordlicht GmbH</ram:Name></ram:SellerTradeParty>
                <ram:BuyerTradeParty><ram:Name>Kunde AG</ram:Name></ram:BuyerTradeParty>
                <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
                <ram:GrandTotalAmount>45.60</ram:GrandTotalAmount>
                </rsm:CrossIndustryInvoice>
                """.utf8))
        #expect(invoice.syntax == .crossIndustryInvoice)
        #expect(invoice.seller?.value == "Nordlicht GmbH")
        #expect(invoice.buyer?.value == "Kunde AG")
        #expect(invoice.total?.value == Decimal(string: "-45.60"))
        #expect(invoice.total?.element == "ram:GrandTotalAmount")
        #expect(invoice.currency?.value == "EUR")
        #expect(invoice.issueDate?.value == CalendarDate(year: 2025, month: 3, day: 7))
    }

    @Test func anXMLThatDoesNotParseIsSaidInTheNotesAndThePrintIsKept() {
        let printed = ReceiptDraft(total: DraftField(value: 10, confidence: 0.9, evidence: []))
        let read = EInvoiceReader.read(
            EmbeddedFile(name: "factur-x.xml", bytes: Array("<rsm:CrossIndustryInvoice>".utf8)), over: printed,
            hasPrintedText: true)
        #expect(read.total?.value == 10)
        #expect(read.notes.first?.contains("factur-x.xml was not used") == true)
    }
}
