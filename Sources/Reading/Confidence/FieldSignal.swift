import Foundation

/// A named fact about how a field was read. Finders record them with each field; the field's
/// confidence is then set in one place (`ConfidenceCalibration`) from these facts, so that a
/// field called sure is one whose evidence was measured to be right, and `vault scan --json`
/// can show why.
///
/// Flags hold 1; measures hold their value (a margin, an OCR confidence, a share).
public enum FieldSignal: String, Sendable, Hashable, Codable, CaseIterable {
    // Where the value came from (a total's rule is its `FieldRule`).
    /// The amount is on (or under) a line with a total keyword: 2 for a strong phrase, 1 for `TOTAL`.
    case totalLine
    /// The total of a second reading of the money block in the receipt's own language.
    case ownLanguageReading
    /// A field missing from the first reading, taken from the second look.
    case secondLook

    // Agreement.
    /// The receipt's arithmetic confirms it: 2 when other amounts add up to it (subtotal plus
    /// tax, the items, the tax summary, an earlier total and its rounding), 1 when only the
    /// payment does (cash, cash minus change, a card payment).
    case arithmetic
    /// Another reading of the same lines gave the same value.
    case readingsAgree
    /// The page was read by two OCR engines: 1 when the other engine's reading gave the same
    /// value, 0 when it gave another value or none.
    case enginesAgree
    /// The other OCR engine read another value here and its own rules called it sure (its level).
    case otherEngineSure
    /// A field missing from the first engine's reading, taken from the other engine's.
    case otherEngine
    /// The same date is printed again elsewhere on the receipt; the same total on two total
    /// lines; cash minus change (no total line read) on a line above the payment; the largest
    /// amount (no total line read) by the payment below it.
    case repeated
    /// Share of the re-readings of the field's line (at other sizes) that gave the chosen
    /// value: the same date, the same total, the same letters of a name's line.
    case voteShare
    /// The re-readings changed the first reading's value (for a date: some digit of it; 2 when
    /// the year was among what changed).
    case outvoted
    /// A document number on another line opens with the same date (`Invoice No:
    /// 2018030610160930498`): a second printing of it in other digits (`NumberDate`).
    case inDocumentNumber
    /// The date was taken from a document number that opens with a date: 2 over a date line
    /// read unsure and a digit or two away from it, 1 where no date line was read.
    case fromDocumentNumber

    // Competition.
    /// How far the chosen candidate's score is ahead of the best candidate with another value
    /// (10 when there is none).
    case margin
    /// How many other values were candidates.
    case rivals
    /// A total line with a strong keyword below the chosen one prints an amount below zero
    /// (`Total Payable: -1.73` on a delivery note with goods returned), which the receipt rules
    /// do not take as the total.
    case negativeTotalBelow
    /// A total line below the total prints a larger amount (`Net Total` over the taxes and a
    /// `TOTAL` line read too poorly to win): the amount taken may be the one before tax.
    case largerTotalBelow

    // The line itself.
    /// Mean OCR confidence of the evidence line (1 for a PDF text layer).
    case lineConfidence
    /// Lowest OCR confidence of the words holding the value's digits or letters.
    case wordConfidence
    /// A total printed without cents (`jotal Gtu 3`): as often a count or a slip as a price.
    case wholeNumber
    /// The payment that confirms the total had a letter taken for a digit of its cash or
    /// change (`CASH RM S.18`): the damaged line may share the total's misread.
    case paymentLettersAsDigits
    /// The value needed an OCR slip undone (`1O.5O`, `65. 20`, `SDN 8HD`, a lost separator).
    case repaired
    /// The line is labelled as this field (`Date:`, `Invoice date`).
    case labelled
    /// A time is printed on the date's line.
    case withTime
    /// Day and month could be either way round.
    case ambiguous
    /// The month is printed as a word (`12 Mar 2025`): its order is not in doubt, and only
    /// the day's and the year's digits could be misread.
    case namedMonth
    /// The date's numbers give a date only in the order the receipt does not use (`01/14/2017`
    /// on a receipt dated day first): printed so, or a digit of its month misread.
    case againstOrder
    /// For an ambiguous date: how strongly the receipt says which way it prints dates
    /// (`DateOrderCues.Strength`: 1 weak, 2 strong, 3 decisive).
    case orderCue
    /// The line comes after the first payment line.
    case afterPayment

    // Merchant.
    /// A registered company name (`SDN BHD`, `S/B`, `BERHAD`).
    case registeredName
    /// Another legal form (`GmbH`, `Ltd`, `SARL`).
    case legalForm
    /// A word that names a kind of business (`RESTORAN`, `STATIONERY`, `Apotheke`).
    case shopWord
    /// Print height relative to the receipt's typical line.
    case printRatio
    /// Position of the line among the top lines (0 = first).
    case position
    /// A company line from further down the page (a footer), for want of a name at the top.
    case footerCompany
    /// A line that names a place besides the brand, for want of any other name (`NameRule.brandWithPlace`).
    case placeName
    /// The line above a street and a postcode, for want of any other name (`NameRule.aboveAddress`).
    case aboveAddress
    /// Another line of the header reads as a shop's name too: it names a company by its legal
    /// form (`Nando's` in large print over `Nando's Chickenland Malaysia` / `Sdn Bhd`) or a kind
    /// of shop (`FACE TO FACE NOODLE HOUSE` over `FTOF NOODLE HOUSE`). Either may be the one wanted.
    case rivalName
    /// A company name by its legal form under a line of words that is no part of it (`KIKU
    /// JAPANESE RESTAURANT` over `TK DIVISION KITCHEN SDN BHD`, `Ampang 210` over `First City
    /// Parking Sdn Bhd`): a brand or a branch, which may be the name the shop goes by, or part
    /// of it.
    case brandAbove
    /// The name spans two lines.
    case joinedLines
    /// Share of the re-readings of the name's line that hold the name's letters before its
    /// registered form, whatever else of the line they read otherwise.
    case nameInReadings
    /// The value was changed, or found, by reading its line again on its own.
    case reread
    /// Read by Tesseract alone from a photo it reads poorly, one the deep-learning engine
    /// reads too where it is installed and wanted (`ReceiptReader.readsPoorly`): its readings
    /// of a line at other sizes agree on a misread, an address or a slogan as often as on the
    /// name, so they vouch for no name there.
    case photoReadAlone
    /// Which way round the date's day and month are printed was told by the day its photo was
    /// taken (`PhotoDayOrder`).
    case photoDay
    /// Which way round the date's day and month are printed was told by the dates of the
    /// journey it was filed into (`KnownDaysOrder`).
    case journeyDays
    /// Found only when its line was read again with its strokes made bolder (faded print).
    case inkThickened
    /// The date's year has one or two digits at the very end of its line, and digits stand just
    /// past it on a line beside: a year the page's reading may have cut in two (`CutYear`); 2
    /// when those digits were joined to it to make the year whole.
    case cutYear
    /// Share of the name's words (of three letters or more) that the OCR dictionary knows.
    case dictionaryShare
    /// Every word of the name the dictionary does not know is printed again, exactly as read,
    /// on another line of the receipt; for a total, its amount is printed on another line too
    /// (the single item, `Betrag EUR`), read apart from the total line's ink.
    case printedAgain
    /// A word starts in lower case among capitalised ones (`laste Of Ihe World`).
    case caseSlip
    /// The name holds a mark that shop names do not print but OCR puts for a faint or broken
    /// letter (`JIAWE! HOUSE`, `ALAM? SDN BHD`, `TA -K`).
    case strayMark
    /// The name begins with a word that ends names (`ENTERPRISE (SETIA ALAM) SDN BHD`): the
    /// line above that held its first words was not read as part of it.
    case headless
    /// A bracket in the name is opened or closed without its partner (`ENTERPRISE (SETIA`,
    /// `COSWAY iM) SDN BHD`): part of the name, or a letter of it, was lost.
    case unpairedBracket
    /// The name's first word begins with two letters that open no word (`HREE STOOGES`): its
    /// first letter was lost or misread (`WordOnsets`).
    case oddStart
    /// The name holds a comma, as addresses do (`Wangsa Link, Wangsa Maju`) and names seldom.
    case comma
    /// The name ends in the first half of a two-word legal form (`SDN` without `BHD`).
    case truncated
    /// A correction the user made earlier for this name was applied: 1 when the name read is
    /// the one corrected, less when it was read a letter or two apart.
    case learnedName
    /// The receipt's header matches a shop the owner confirmed an expense from: the chance
    /// such a match is right (0-1), from the marks that matched.
    case knownShop
    /// A misread word of the name was spelt as in a name the owner confirmed.
    case ownerSpelling
    /// A misread word of the name was mended into a dictionary word (`CONFECTIUNERY`).
    case respelled
    /// A word of the name was mended to the spelling the receipt prints twice elsewhere (`NameEcho`).
    case echoed
    /// The name starts with a joining mark (`& BEST RESTAURANT`): its first word was lost.
    case cutShort
    /// The name's letters are those of the web or e-mail address printed on the receipt.
    case inWebAddress
    /// The name's first word, lost in reading (`& BEST RESTAURANT`), was taken from the web
    /// address that spells the whole name (`facebook.com/B-Best-Restaurant`), and nothing else
    /// of it was mended (the name is `repaired` too).
    case firstWordFromWeb
    /// The name is a brand of the name-suggestion-index: 1 the name found at the top is the
    /// brand's; 2 the brand's line near the top was taken over another line; 3 only a web or
    /// e-mail address names the brand.
    case knownBrand
    /// A registered company name at the top, while another line near the top names a brand of
    /// the name-suggestion-index that the company's name does not hold (`Golden Arches
    /// Restaurants Sdn Bhd` over `McDonald's Nong Chik`): the shop may go by the brand.
    case brandInHeader
    /// A word of the name is one that names a kind of shop, read a letter otherwise
    /// (`CONFECTIUNERY`): a slip, though every reading may repeat it.
    case shopWordSlip
    /// The other OCR engine read a line of the page that holds the name's letters and digits
    /// (whatever its spaces, marks and case), whichever line its own rules took for the name.
    case otherEngineLine
    /// The other OCR engine read no line holding the name's letters, but one a letter or two
    /// from them (`SANYO STATIONERY SHOP` beside `SANYU STATIONERYSHOP`): the engines disagree
    /// on a letter of the name.
    case otherEngineNearMiss
    /// The other engine's line holding the name, or a letter or two from it
    /// (`otherEngineLine`, `otherEngineNearMiss`), is among the first two lines of its page:
    /// both engines read the name at the top.
    case otherEngineHead
    /// The name holds a digit (`LANE6`, `Panda Express#2614`): a lane, a till or a store number
    /// is printed in the header as often as the shop's name.
    case digits

    // Invoices (the invoice rules, `InvoiceReader`).
    /// The total's line is labelled as the invoice's: 3 as the gross total (`Bruttosumme`,
    /// `Total TTC`), 2 as the amount due (`Zahlbetrag`, `Amount due`), 1 as a plain `Total`.
    case invoiceTotalLabel
    /// The date is labelled as the invoice's: 2 by an issue-date label (`Rechnungsdatum`,
    /// `Invoice date`), 1 on the title line (`Rechnung Nr. 502 vom 03.07.2014`).
    case invoiceDateLabel
    /// Where the issuer's name was read: 4 under or after a seller label (`Verkäufer:`,
    /// `Invoice from`), 3 the letterhead, 2 the footer's company line, 1 a web or e-mail domain.
    case issuerSource
    /// The issuer is a marketplace sale's seller of record, named with the marketplace that
    /// heads the page (`Harbour Books Ltd via Shopwell`).
    case marketplace
    /// A credit note's total, printed positive, taken as money returned (negative).
    case creditNote
    /// Other dates on the page settle a date's day and month order (`11/17/2017` beside the
    /// ambiguous `11/03/2017`): 1 when they do, -1 when they contradict each other.
    case orderFromPage
    /// The page was read by OCR, not from a text layer.
    case scannedPage
    /// A date the receipt rules picked on an invoice that prints several (order, delivery,
    /// due), none labelled as the invoice's.
    case severalDates
    /// A field only the receipt rules read, on an invoice's text layer (where they were not
    /// measured).
    case receiptRulesOnly
    /// The value is stated in the e-invoice's XML (`EInvoiceReader`).
    case statedInXML

    // Bookings (`BookingReader`).
    /// The value follows a booking label (`Departure`, `Anreise`, `Restitution`).
    case bookingLabel
    /// A date and time printed without its time of day.
    case withoutTime
    /// The booking's price is the total the receipt rules read too.
    case agreesWithReceipt
    /// The brand: the largest print among the document's first lines.
    case headOfDocument
    /// A journey's date taken from its first booking's start, the document printing no date of its own.
    case fromBookingStart

    /// The finder's own ranking score of the value (0-1), before calibration.
    case finderScore

    // Currency.
    /// A symbol or code printed with the total.
    case withTotal
    /// Votes of symbols, codes and country cues elsewhere on the receipt.
    case votes
    /// Of `votes`, those of the country its address or a tax names (`CountryMarks`).
    case placeVotes
    /// A `$` taken for the US dollar on a receipt that prints a goods and services tax, which
    /// the US does not levy: another country's dollar.
    case notUSDollar
}

/// The signals of one field.
public typealias FieldSignals = [FieldSignal: Double]

extension Dictionary where Key == FieldSignal, Value == Double {
    /// Whether the flag `signal` is set.
    package func has(_ signal: FieldSignal) -> Bool { (self[signal] ?? 0) > 0 }

    /// The signals as plain names, for JSON.
    public var named: [String: Double] {
        [String: Double](uniqueKeysWithValues: map { ($0.key.rawValue, $0.value) })
    }
}
