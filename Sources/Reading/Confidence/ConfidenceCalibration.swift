import Foundation

/// Sets each field's confidence from its signals, in one place, so that a confidence means the
/// same thing whichever rule found the value. The levels are measured: of the fields at or
/// above `sure`, at least 97% were right on the development sets (`Benchmarks/README.md`,
/// calibration table); the levels below order fields by how often they were right.
///
/// Each level comes with its reason in plain words (`Assessment`): what made the field sure,
/// or the first doubt that keeps it unsure. `vault expense show` prints it under the field.
///
/// The finders' own scores (`DraftField.score`) rank candidates within one document; they are
/// kept as the `finderScore` signal and are not probabilities. A field with no signals (the
/// time, the subtotal and the tax, which nothing measured) is as sure as its finder's score,
/// never sure.
public enum ConfidenceCalibration {
    /// The confidence from which a field counts as sure: `vault review` marks it settled and
    /// `vault expense confirm --all-sure` confirms drafts whose every field reaches it.
    public static let sure = 0.9

    /// The highest level a rule that has not been measured on real documents may give: below
    /// `sure`, so the owner looks at the field. A rule earns `sure` only when it was right at
    /// least 97% of the time on the dev sets (Benchmarks/README.md names each such rule).
    public static let unmeasuredCeiling = 0.85

    /// A field's confidence and, in plain words, the evidence that set it.
    package struct Assessment: Sendable, Hashable {
        package var level: Double
        package var reason: String

        init(_ level: Double, _ reason: String) {
            self.level = level
            self.reason = reason
        }
    }

    /// `draft` with every field's confidence, and its reason, set from its signals.
    public static func calibrated(_ draft: ReceiptDraft) -> ReceiptDraft {
        var result = draft
        result.total = calibrate(draft.total) {
            checkedByOtherEngine(assessTotal(rule: $0.rule?.totalRule, signals: $0.signals), $0.signals, what: "amount")
        }
        result.date = calibrate(draft.date) { checkedByOtherEngine(assessDate($0.signals), $0.signals, what: "date") }
        result.merchant = calibrate(draft.merchant) {
            checkedByOtherEngine(assessMerchant($0.signals), $0.signals, what: "name")
        }
        result.currency = calibrate(draft.currency) { assessCurrency($0.signals) }
        result.time = calibrate(draft.time) { unmeasured($0) }
        result.subtotal = calibrate(draft.subtotal) { unmeasured($0) }
        result.tax = calibrate(draft.tax) { unmeasured($0) }
        return result
    }

    private static func calibrate<Value>(
        _ field: DraftField<Value>?, by assess: (DraftField<Value>) -> Assessment
    ) -> DraftField<Value>? {
        guard var field else { return nil }
        let assessment: Assessment
        if field.signals.isEmpty {
            assessment = unmeasured(field)
        } else {
            field.signals[.finderScore] = field.signals[.finderScore] ?? field.score
            assessment = assess(field)
        }
        field.confidence = assessment.level
        field.reason = field.signals.isEmpty ? nil : assessment.reason
        return field
    }

    /// A field no measured rule covers: its finder's score, below `sure`.
    private static func unmeasured<Value>(_ field: DraftField<Value>) -> Assessment {
        Assessment(min(field.score, unmeasuredCeiling), "no measured rule covers this field")
    }

    /// A sure field of a page that two OCR engines read (`EngineAgreement`) stays sure unless the
    /// other engine's rules were sure of another value; a date, unless the other engine read the
    /// same date, its digits read all but certainly, or its month is a word read clearly. On the
    /// photo sets, numeric dates the deep-learning engine alone read clearly were wrong about
    /// one time in eight (a digit misread: `2018` for `2016`, `29.02.20` for `25.02.2020`, read
    /// at 0.92-0.97); those it alone read at >= 0.98, none of 69 on the four receipt folders;
    /// those with the month in words at >= 0.9, none of 61 (Benchmarks/README.md, "Two
    /// engines", "Sure of more, on photos" and "Dates both engines read, and months in words").
    static func checkedByOtherEngine(_ assessment: Assessment, _ signals: FieldSignals, what: String) -> Assessment {
        guard assessment.level >= sure else { return assessment }
        if signals[.otherEngineSure] != nil {
            return Assessment(0.8, "the other OCR engine read another \(what), and was sure of it")
        }
        // A month printed as a word leaves only the day's and the year's digits to misread;
        // read clearly by one engine, such dates were right 22 of 22 times on the receipt
        // folders (Benchmarks/README.md, "Dates both engines read, and months in words").
        let namedMonthReadClearly = signals.has(.namedMonth) && (signals[.wordConfidence] ?? 0) >= 0.9
        if what == "date", signals[.enginesAgree] == 0, !signals.has(.inDocumentNumber),
            (signals[.wordConfidence] ?? 0) < datePlainlyRead, !namedMonthReadClearly
        {
            return Assessment(0.85, "read by one OCR engine; the other read another date or none")
        }
        return assessment
    }

    /// How clearly one engine alone must read a date's digits for it to be sure (see
    /// `checkedByOtherEngine`).
    static let datePlainlyRead = 0.98

    /// The total's confidence (`assessTotal`).
    package static func total(rule: TotalRule?, signals: FieldSignals) -> Double {
        assessTotal(rule: rule, signals: signals).level
    }

    /// The date's confidence (`assessDate`).
    package static func date(_ signals: FieldSignals) -> Double { assessDate(signals).level }

    /// The merchant's confidence (`assessMerchant`).
    package static func merchant(_ signals: FieldSignals) -> Double { assessMerchant(signals).level }

    /// The currency's confidence (`assessCurrency`).
    static func currency(_ signals: FieldSignals) -> Double { assessCurrency(signals).level }

    /// A total is sure when the receipt's own arithmetic confirms it and no other amount came
    /// close: when other amounts add up to it, however faintly its digits read; when only the
    /// payment confirms it, with its digits read clearly and its cents printed (a cash line may
    /// share the total's misread). Without arithmetic, a total line is sure when every reading of it at other
    /// sizes gives the amount, its digits read clearly, or when a second total line prints it;
    /// otherwise a keyword line is right only two times in three, whatever its wording. Cash
    /// minus change without a total line is right more often, and sure when a line above the
    /// payment prints it. A final total line below printing an amount under zero (goods
    /// returned) makes any other total unsure.
    package static func assessTotal(rule: TotalRule?, signals: FieldSignals) -> Assessment {
        let digits = signals[.wordConfidence] ?? 0
        let margin = signals[.margin] ?? 0
        // The final total line says the amount is below zero: what was taken is a part of it.
        if signals.has(.negativeTotalBelow) {
            return Assessment(0.5, "a total line below prints an amount under zero: this may be only a part")
        }
        // No total line read; the amount before tax and the tax agree with the only rate printed.
        if rule == .netPlusTax && signals.has(.arithmetic) {
            return Assessment(0.92, "the amount before tax and the tax at its printed rate add up to it")
        }
        if signals.has(.arithmetic) && !signals.has(.secondLook) {
            // A rounded total: what the arithmetic confirms is the amount before the rounding.
            let subject = rule == .rounded ? "the amount before its rounding" : "it"
            let confirmed =
                signals[.arithmetic] == 2
                ? "other amounts on the receipt add up to \(subject)" : "the payment confirms \(subject)"
            // A whole number confirmed by the payment alone is most often cents lost on both
            // lines (`RMZ0 03` read as 3); a payment with a letter read as a digit (`CASH RM
            // S.18` under `Total 2,18`, both printed `...10`) may share the total's slip.
            let byPayment = signals[.arithmetic] != 2
            let clear =
                !byPayment || digits >= 0.5 && !signals.has(.wholeNumber) && !signals.has(.paymentLettersAsDigits)
            let largerBelow = signals.has(.largerTotalBelow)
            if clear && margin >= 0.5 && !largerBelow { return Assessment(0.97, confirmed) }
            let doubt =
                largerBelow
                ? "a total line below prints a larger amount"
                : margin < 0.5
                    ? "another amount came close"
                    : signals.has(.wholeNumber)
                        ? "printed without cents"
                        : digits < 0.5 ? "its digits read faintly" : "a digit of the payment was read from a letter"
            return Assessment(0.8, confirmed + ", but " + doubt)
        }
        if signals.has(.secondLook) { return Assessment(0.55, "found only on a second look at the receipt") }
        if rule == .cashMinusChange { return Assessment(0.55, "the total line and the payment disagree") }
        if rule == .mendedByItems { return Assessment(0.55, "the total line and the items disagree") }
        if signals.has(.totalLine) {
            // Every reading of the line at other sizes gives the same amount, its digits read
            // clearly with their cents (or, without, on a clearly read line), before any payment
            // line (where a tax summary's `Total` row stands): a slip would not repeat at every
            // size. The rest of the line (`= bBetrag S`) may read as poorly as it likes.
            let line = signals[.lineConfidence] ?? 0
            let clearLine = line >= 0.8 || !signals.has(.wholeNumber)
            if (signals[.voteShare] ?? 0) >= 1, digits >= 0.85, clearLine, !signals.has(.afterPayment),
                !signals.has(.repaired), signals[.totalLine] == 2 || digits >= 0.9
            {
                return Assessment(0.92, "every reading of its total line gives it, its digits read clearly")
            }
            // Two independent OCR engines read the same amount on the total line, its cents
            // printed, nothing mended, before any payment line, no other amount close: two
            // readings a slip would not make agree (35 of 35 right on the receipt folders;
            // Benchmarks/README.md, "Sure of more, on photos").
            if signals[.enginesAgree] == 1, digits >= 0.85, margin >= 0.5, !signals.has(.wholeNumber),
                !signals.has(.repaired), !signals.has(.afterPayment)
            {
                return Assessment(0.92, "on a total line both OCR engines read alike, its digits clearly")
            }
            // Two total lines print the amount (`Total 10.00` over `FinalTotal 10.0`, `Total
            // Payable` over the rounded total): two printings a slip would not make agree. On
            // the receipt sets 78 of 79 such totals were right; the other had a negative total
            // line below, which comes first above.
            if signals.has(.repeated) && margin >= 0.5 {
                return Assessment(0.92, "two total lines print it")
            }
            var confidence = signals[.totalLine] == 2 ? 0.65 : 0.6
            if digits >= 0.9 { confidence += 0.15 }
            if signals.has(.readingsAgree) { confidence += 0.05 }
            if margin < 0.5 { confidence -= 0.1 }
            let doubts: [(Bool, String)] = [
                (margin < 0.5, "another amount came close"),
                (signals.has(.repaired), "a misread digit was mended"),
                ((signals[.voteShare] ?? 1) < 1, "readings of its line at other sizes differ"),
                (signals.has(.afterPayment), "printed after the payment"),
                (signals.has(.wholeNumber), "printed without cents"),
                (digits < 0.85, "its digits read faintly"),
            ]
            let doubt = doubts.filter(\.0).map(\.1).prefix(2).joined(separator: ", ")
            return Assessment(
                confidence, "on a total line; " + (doubt.isEmpty ? "nothing else on the receipt confirms it" : doubt))
        }
        // Cash minus change with no total line read was right 9 of 9 times on the receipt
        // sets, more often than a total line nothing confirms: too few to call sure, unless a
        // line above the payment prints the same amount (a subtotal, a total line whose
        // keyword was misread): two independent printings of one sum.
        if rule == .amountPaid {
            if signals.has(.repeated) {
                return Assessment(0.92, "cash minus change is the amount printed above the payment")
            }
            return Assessment(0.75, "no total line confirms it")
        }
        if [.netPlusTax, .chargesAdded, .itemsSum, .cardPaid].contains(rule) {
            return Assessment(0.5, "no total line confirms it")
        }
        // The largest amount (or the subtotal) is what the payment below prints, no change
        // given: a total line whose keyword was misread (`lTetal`, `wi zablen`), printed twice.
        if [.largestAmount, .subtotalOnly].contains(rule) && signals.has(.repeated) {
            return Assessment(0.92, "the payment below prints the same amount")
        }
        return Assessment(0.3, "nothing on the receipt confirms it")
    }

    /// A date is sure when independent readings of its line agree on it (all of them, when
    /// they overrule the first reading), or when its digits read clearly; a repaired separator
    /// or a second look make it unsure, and so do other dates on the receipt unless the date
    /// is marked as the receipt's (a clock time, a label) and clearly ahead of them.
    static func assessDate(_ signals: FieldSignals) -> Assessment {
        let reading = assessDateReading(signals)
        // `06/08/2017` on a receipt that says nothing about its order but in dollars: the
        // reading may be right, the day and month still either way round.
        if signals.has(.ambiguous), (signals[.orderCue] ?? 1) < 2, reading.level > 0.75 {
            return Assessment(0.75, "day and month could be either way round; nothing on the receipt says which")
        }
        if signals.has(.photoDay) {
            return Assessment(reading.level, reading.reason + "; day and month told apart by the day of its photo")
        }
        if signals.has(.journeyDays) {
            return Assessment(reading.level, reading.reason + "; day and month told apart by the journey's dates")
        }
        return reading
    }

    /// The date's assessment as read, whatever the order of its day and month.
    static func assessDateReading(_ signals: FieldSignals) -> Assessment {
        let digits = signals[.wordConfidence] ?? 0
        let rivals = signals[.rivals] ?? 0
        if let taken = signals[.fromDocumentNumber] {
            let line = taken == 2 ? "the date line reads a digit or two otherwise" : "no date line was read"
            return Assessment(0.75, "taken from the date the document number opens with; " + line)
        }
        if signals.has(.inDocumentNumber) { return Assessment(0.95, "the document number opens with the same date") }
        if signals.has(.secondLook) { return Assessment(0.6, "found only on a second look at the receipt") }
        if signals.has(.repaired) { return Assessment(0.6, "a misread separator or digit was mended") }
        if let cut = signals[.cutYear] {
            if cut == 2 { return Assessment(0.7, "its year was cut in two by the reading and joined again") }
            if signals.has(.reread) {
                return Assessment(0.7, "its year looked cut in two; read again from the lines around it")
            }
            return Assessment(0.6, "digits stand just past its year on another line: the year may be cut in two")
        }
        if signals.has(.reread) {
            let share = signals[.voteShare] ?? 0
            return Assessment(share >= 0.75 ? 0.85 : share >= 0.5 ? 0.7 : 0.5, "read only when its line was read again")
        }
        if rivals > 0 {
            // Another date is printed too (a voucher's expiry, a delivery date). The one printed
            // with a clock time or under a date label, well ahead of the other in the ranking,
            // its digits read clearly and repeated by every reading of its line, is the
            // receipt's: neither the choice nor the reading is in doubt.
            // Two OCR engines reading the same date are as good as every reading agreeing.
            let marked = signals.has(.withTime) || signals.has(.labelled)
            let bothEngines = signals[.enginesAgree] == 1 && digits >= 0.8
            let readAlike = signals[.voteShare].map { $0 >= 1 } ?? (digits >= 0.9 || bothEngines)
            if marked && readAlike && (digits >= 0.85 || bothEngines) && (signals[.margin] ?? 0) >= 0.5 {
                let mark = signals.has(.withTime) ? "a clock time" : "a date label"
                return Assessment(0.92, "printed with \(mark) and read alike every time; other dates rank well below")
            }
            return Assessment(signals.has(.repeated) ? 0.8 : 0.65, "the receipt prints other dates too")
        }
        if let share = signals[.voteShare] {
            // Re-readings that overrule the first one must agree to a reading: with the first
            // and one more reading against them, a slip that repeats at most sizes (`06` read
            // `08`) stays possible.
            if signals.has(.outvoted) && share < 1 {
                let level = share >= 0.75 ? 0.85 : share >= 0.5 ? 0.8 : 0.6
                return Assessment(level, "readings of its line at other sizes disagree on a digit")
            }
            // A year the readings overrule is a year read two ways (`2015` / `2018` for a label's
            // 2016): its digits slip alike at every size.
            if signals[.outvoted] == 2 { return Assessment(0.8, "its year was read two ways") }
            if share >= 0.75 { return Assessment(0.96, "readings of its line at other sizes give it") }
            return Assessment(share >= 0.5 ? 0.8 : 0.6, "readings of its line at other sizes disagree")
        }
        if digits >= 0.9 { return Assessment(0.94, "its digits read clearly") }
        // Two independent OCR engines read the same date, however faintly each rated its
        // digits: a slip would have to repeat in both.
        if signals[.enginesAgree] == 1 && digits >= 0.8 {
            return Assessment(0.92, "both OCR engines read the same date")
        }
        if signals.has(.repeated) && digits >= 0.5 { return Assessment(0.92, "printed twice on the receipt") }
        return Assessment(digits >= 0.8 ? 0.85 : 0.75, "its digits read faintly")
    }

    /// A merchant is sure only as a name near the top with nothing mended or cut: a registered
    /// company name whose words read clearly and are known to the dictionary (or printed again
    /// elsewhere on the receipt) or read the same at two of three other sizes, or whose words
    /// are all so vouched for and whose letters two of three readings repeat however faintly
    /// they read; or any name that reads the same at all three sizes whose every word read
    /// clearly or is so vouched for. On a page both OCR engines read, a name at the top is sure
    /// when the other engine's page holds its letters, when the deep engine read it very clearly
    /// and the other engine read nothing a letter apart, or when the receipt's web
    /// address spells it. A learned correction or a known shop carries its own weight.
    package static func assessMerchant(_ signals: FieldSignals) -> Assessment {
        // On a photo Tesseract reads poorly and read alone, its readings of a line at other
        // sizes are no evidence for a name without a legal form: they agreed on an address, a
        // kind of business or a misread logo as often as on the name (Benchmarks/README.md,
        // "Tesseract alone, by setting"). A registered company name is its own evidence.
        var signals = signals
        if signals.has(.photoReadAlone), !signals.has(.registeredName) {
            signals[.voteShare] = nil
            signals[.nameInReadings] = nil
        }
        if let learned = signals[.learnedName], learned > 0 {
            // The owner's correction of exactly this reading; one read a letter or two apart
            // may be another shop's name.
            return learned >= 1
                ? Assessment(0.93, "renamed as you corrected this name before")
                : Assessment(0.8, "renamed as you corrected a name read almost alike")
        }
        let words = signals[.wordConfidence] ?? 0
        let position = signals[.position] ?? 99
        if signals.has(.footerCompany) {
            return Assessment(0.4, "a company named low on the page; no name was read at the top")
        }
        if signals.has(.placeName) { return Assessment(0.4, "a brand beside a place; no other name was read") }
        if signals.has(.aboveAddress) {
            return Assessment(0.4, "the line above an address further down; no name was read at the top")
        }
        if signals.has(.secondLook) { return Assessment(0.4, "found only on a second look at the receipt") }
        // A known brand's name near the top that both OCR engines read alike, letter for letter,
        // its words clearly: 21 of 21 right on the receipt folders (Benchmarks/README.md,
        // "Dates and names as US phone photos print them").
        if let brand = signals[.knownBrand], brand < 3, signals[.enginesAgree] == 1, words >= 0.9,
            ![.respelled, .caseSlip, .strayMark, .cutShort, .truncated].contains(where: signals.has)
        {
            return Assessment(0.92, "a known brand's name, read alike by both OCR engines")
        }
        if let brand = signals[.knownBrand], brand >= 2 {
            if brand >= 3 { return Assessment(0.6, "a known brand named only by the receipt's web or e-mail address") }
            if signals.has(.respelled) { return Assessment(0.6, "a known brand's name read with a slip near the top") }
            return Assessment(0.8, "a known brand's name near the top, over the line first taken for the name")
        }
        // Every word is one the dictionary knows, or printed again as read on another line.
        let wordsVouchedFor = (signals[.dictionaryShare] ?? 0) >= 1 || signals.has(.printedAgain)
        // No sign of a misread in the name (letter case, a stray mark, a line read again, a
        // legal form or a first word cut off, a word respelled), nor of a name read in part or
        // an address taken for one (a first word that ends names, a lone bracket, a comma, a
        // first word that begins as no word does), nor any of `others`.
        func noMisread(besides others: FieldSignal...) -> Bool {
            let misreads: [FieldSignal] = [.caseSlip, .strayMark, .truncated, .reread, .respelled, .cutShort]
            let partial: [FieldSignal] = [.headless, .unpairedBracket, .comma, .oddStart]
            return (misreads + partial + others).allSatisfy {
                !signals.has($0)
            }
        }
        // A registered company name: sure when read clearly, or repeated by other readings.
        func assessRegisteredName() -> Assessment {
            let clean = noMisread(besides: .repaired, .echoed)
            if clean && position <= 3 && words >= 0.85 && wordsVouchedFor {
                return Assessment(0.92, "a registered company name at the top, its words read clearly")
            }
            // Readings of its line at other sizes repeat its letters (the whole line, or the
            // name's own letters beside a number read otherwise): a slip would not repeat.
            let whole = noMisread(besides: .echoed)
            let repeated = (signals[.voteShare] ?? 0) >= 0.66 || (signals[.nameInReadings] ?? 0) >= 0.66
            let repeatedName = "a registered company name at the top, repeated by readings at other sizes"
            if whole && position <= 3 && words >= 0.85 && repeated { return Assessment(0.92, repeatedName) }
            // Lower in the header (under a logo, a branch name or a slogan), every reading must agree.
            if whole && !signals.has(.repaired) && position <= 6 && words >= 0.9 && (signals[.voteShare] ?? 0) >= 1 {
                return Assessment(0.92, "a registered company name in the header, read alike at every size")
            }
            // However faintly Tesseract rates its words: every word one the dictionary knows or
            // the receipt prints again, and the name's own letters repeated by two of three
            // readings at other sizes (the rest of its line, a registration number, may differ).
            if whole && !signals.has(.repaired) && position <= 3 && wordsVouchedFor
                && (signals[.nameInReadings] ?? 0) >= 0.66
            {
                return Assessment(0.92, repeatedName)
            }
            return Assessment(words >= 0.8 && position <= 3 ? 0.75 : 0.6, merchantDoubt(signals))
        }
        // The first or second line of the page, its words read at >= 0.8 by the deep engine, and
        // a line of the other engine's whole-page reading holding the same letters (whatever
        // line that engine's rules took for the name): two independent readings a slip would
        // not make agree, however the deep engine rates them. Nothing mended or cut, no other
        // name line or brand in the header, no word for a kind of shop read a letter otherwise
        // (`CONFECTIUNERY`, which both engines misread alike). Measured on the receipt folders
        // (Benchmarks/README.md, "Names both engines read", and "Names both engines read at
        // the top" for words from 0.8 to 0.9): at >= 0.9 wild-dev 10 of 10 made sure right,
        // srd-dev 7 of 7, sroie-dev 45 of 45, de-dev none; from 0.8 to 0.9 wild-dev 3 of 3,
        // srd-dev 5 of 5, sroie-dev 3 of 4 (the fourth right, but labelled `TED HENG` for the
        // `TEO HENG` the receipt prints), de-dev none.
        let nameOnly = noMisread(besides: .repaired, .brandAbove, .rivalName, .brandInHeader, .shopWordSlip, .digits)
        if signals.has(.otherEngineLine), position <= 1, words >= 0.8, !signals.has(.otherEngine), nameOnly {
            return Assessment(0.92, "the name at the top; the other OCR engine read the same letters")
        }
        // The first or second line of a page both engines read, its letters read at >= 0.97 by
        // the deep engine, and no line of the other engine's reading a letter or two from it
        // (where they disagree on a letter, either may be right): clearly read print at the head
        // of the page. The same marks against it as above. Measured on the receipt folders
        // (Benchmarks/README.md, "Names both engines read"): printed at least as large as the
        // receipt's body, made sure right wild-dev 9 of 9, srd-dev 8 of 8, sroie-dev 4 of 4,
        // de-dev none; in print of any size ("Clear names at the top in print of any size"),
        // another wild-dev 5 of 5, srd-dev 2 of 2, sroie-dev 1 of 1, de-dev none. (The print
        // size was asked for while `PIZZA HUT`, labelled `PIZZRHUT`, read at 0.97 and `SANYU
        // STATIONERYSHOP` lost a space; the first now reads at 0.95, the second is mended.)
        let twoEngines = signals[.enginesAgree] != nil && !signals.has(.otherEngine)
        if twoEngines, position <= 1, words >= 0.97, !signals.has(.otherEngineNearMiss), nameOnly {
            return Assessment(0.91, "at the top, read clearly by the deep OCR engine")
        }
        // The first line of the page, its letters read at >= 0.95 by the deep engine, which the
        // other engine read a letter or two otherwise among the first two lines of its own
        // reading (Tesseract often reads a line of noise from the photo's edge first): both
        // engines read it at the head of the page, where the disagreement is over a letter,
        // not over which line names the shop; on photos the deep engine's clear reading of
        // the letter was the right one. The same marks against it as above. Measured on the
        // receipt folders (Benchmarks/README.md, "Names both engines read at the top"):
        // wild-dev 4 of 4 made sure right, srd-dev 6 of 6, sroie-dev 8 of 9 (the other,
        // `RESTAURANT JIAWEI`, a name whose second line `JIAWEI HOUSE` is part of it), de-dev
        // none.
        if twoEngines, position == 0, words >= 0.95, signals.has(.otherEngineNearMiss), signals.has(.otherEngineHead),
            nameOnly
        {
            return Assessment(
                0.91, "the first line, read clearly; the other OCR engine read it at the top too, a letter otherwise")
        }
        // The receipt's web address spells the line's letters, and the other engine read them
        // too or the deep engine read them clearly: the name the shop goes by, though another
        // line of the header reads as a name too (`PAPPADEAUX` over `Seafood Kitchen`,
        // `pappadeaux.com` below). srd-dev 3 of 3 made sure right, none on the other folders.
        if twoEngines, position <= 3, signals.has(.inWebAddress), signals.has(.otherEngineLine) || words >= 0.95,
            noMisread(besides: .repaired, .brandAbove, .brandInHeader, .shopWordSlip, .digits)
        {
            return Assessment(0.92, "the name at the top, spelled out by the receipt's web address and read clearly")
        }
        if signals.has(.registeredName) {
            let assessment = assessRegisteredName()
            // A brand or branch line above the company: either, or both, may be the name wanted.
            guard signals.has(.brandAbove), assessment.level >= sure else { return assessment }
            return Assessment(0.75, merchantDoubt(signals))
        }
        // Any name near the top whose every reading at three other sizes repeats its letters
        // (its line's, or the name's own beside other text read otherwise), each word read at
        // >= 0.9 (>= 0.8 when all are dictionary words or printed again), nothing mended or
        // cut, and no other line of the header that reads as a name too (a brand over its
        // company: either may be the one wanted). A word mended to the spelling the receipt
        // prints twice elsewhere (`NameEcho`) is vouched for by those printings: every reading
        // of the large name line repeating one slip (`SANYO` for the `SANYU` of the owner's
        // line and the footer) does not make the mended name less sure.
        let untouched = noMisread(besides: .repaired, .rivalName)
        // The first or second line of the page, read letter for letter alike by two
        // independent OCR engines, its words clearly, nothing mended or cut, no other name line
        // in the header and no brand line above it: 93 of 94 right on the four receipt folders;
        // the other was the first of two name lines, `FACE TO FACE NOODLE HOUSE` over the `FTOF
        // NOODLE HOUSE` its label names (Benchmarks/README.md, "Sure of more, on photos").
        if signals[.enginesAgree] == 1, position <= 1, words >= 0.9, noMisread(besides: .brandAbove, .rivalName),
            !signals.has(.repaired), !signals.has(.otherEngine)
        {
            return Assessment(0.92, "the name at the top, read alike letter for letter by both OCR engines")
        }
        let everyReading = (signals[.voteShare] ?? 0) >= 1 || (signals[.nameInReadings] ?? 0) >= 1
        if untouched && position <= 3 && everyReading
            && (words >= 0.9 || words >= 0.8 && wordsVouchedFor)
        {
            return Assessment(0.92, "the name at the top, read alike at every size")
        }
        // However faintly Tesseract rates its words, as for a registered name: every word one
        // the dictionary knows or the receipt prints again, and every reading at other sizes
        // repeating the name (faded thermal print rates low at any size, yet reads alike).
        if untouched && position <= 3 && everyReading && wordsVouchedFor {
            return Assessment(0.92, "the name at the top, its words known and read alike at every size")
        }
        // The receipt's web or e-mail address spells the line's letters (`GOLDEN KEY MAKER`,
        // `goldenkeymaker@...`): a second printing, in another font, of the name as read; the
        // same when the only mend was a lost first word taken from that address (`& BEST
        // RESTAURANT` under a logo, `facebook.com/B-Best-Restaurant` below).
        let fromWeb = signals.has(.firstWordFromWeb)
        let untouchedButWeb = noMisread(besides: .rivalName)
        if (untouched || untouchedButWeb && fromWeb) && position <= 3 && signals.has(.inWebAddress) {
            let reason = fromWeb ? ", its lost first word taken from it" : ""
            return Assessment(0.92, "the name at the top, spelled out by the receipt's web address" + reason)
        }
        return Assessment(signals.has(.legalForm) || words >= 0.85 ? 0.55 : 0.45, merchantDoubt(signals))
    }

    /// The first reason, in plain words, that keeps a name unsure. A rival name line counts
    /// against a name without a legal form only, a word mended to the receipt's own spelling
    /// against a registered name only (as in the rules above).
    private static func merchantDoubt(_ signals: FieldSignals) -> String {
        let registered = signals.has(.registeredName)
        let marks: [(Bool, String)] = [
            (!registered && signals.has(.rivalName), "another line of the header reads as a name too"),
            (signals.has(.brandAbove), "the line above it may be the name the shop goes by, or part of it"),
            (signals.has(.cutShort), "its first word may be lost"),
            (signals.has(.truncated), "it may be cut short"),
            (signals.has(.reread), "changed when its line was read again"),
            (signals.has(.respelled), "a misread word was mended into a dictionary word"),
            (registered && signals.has(.echoed), "a word was mended to the spelling printed elsewhere on the receipt"),
            (signals.has(.firstWordFromWeb), "its lost first word was taken from the web address"),
            (signals.has(.repaired), "a misread letter was mended"),
            (signals.has(.caseSlip), "a word's letter case suggests a misread"),
            (signals.has(.strayMark), "it holds a mark shop names do not print (`?`, `!`, `-K`): a misread letter"),
            (signals.has(.headless), "it begins with a word that ends names: its first words may be lost"),
            (signals.has(.unpairedBracket), "a bracket in it has no partner: part of it may be lost"),
            (signals.has(.comma), "it holds a comma, as addresses do"),
            (signals.has(.oddStart), "its first word begins as no word does: its first letter may be lost"),
            (signals.has(.shopWordSlip), "a word for a kind of shop in it is read a letter otherwise"),
            (signals.has(.otherEngineNearMiss), "the other OCR engine read a letter or two of it otherwise"),
            (
                registered && signals.has(.brandInHeader),
                "a brand printed beside the company may be the name it goes by"
            ),
        ]
        if let mark = marks.first(where: \.0) { return mark.1 }
        if (signals[.position] ?? 99) > 3 { return "printed below other lines of the header" }
        if !registered && signals.has(.photoReadAlone) {
            return "read from a photo by Tesseract alone, whose readings at other sizes do not vouch for a name"
        }
        if max(signals[.voteShare] ?? 0, signals[.nameInReadings] ?? 0) < (registered ? 0.66 : 1) {
            return "readings of its line at other sizes differ"
        }
        if (signals[.dictionaryShare] ?? 0) < 1 && !signals.has(.printedAgain) {
            return "a word the dictionary does not know, printed nowhere else on the receipt"
        }
        if (signals[.wordConfidence] ?? 0) < 0.9 { return "its words read faintly" }
        return "nothing else on the receipt confirms it"
    }

    /// A currency printed with the total is sure; one voted for by symbols and words elsewhere
    /// is as sure as its votes are many. A `$` taken for the US dollar where the receipt prints
    /// a goods and services tax is never sure: it is some other country's dollar.
    static func assessCurrency(_ signals: FieldSignals) -> Assessment {
        if signals.has(.notUSDollar) {
            return Assessment(0.5, "a dollar, but the receipt prints a goods and services tax, which the US has not")
        }
        if signals.has(.withTotal) { return Assessment(0.95, "printed with the total") }
        let votes = signals[.votes] ?? 0
        let margin = signals[.margin] ?? 0
        if votes >= 3 && margin >= 3 {
            if (signals[.placeVotes] ?? 0) >= 3 {
                return Assessment(
                    0.9,
                    "the country its address, phone or tax names (a state and its postal code, a calling code, a GSTIN)"
                )
            }
            return Assessment(0.9, "the receipt's symbols, codes and places agree on it")
        }
        return Assessment(votes >= 2 ? 0.7 : 0.55, "not printed with the total; few cues elsewhere")
    }
}
