import Foundation

/// Finds the merchant near the top of the first page: lines that are addresses, phone
/// numbers, tax ids, web addresses, dates, slogans or document titles are skipped; of the
/// rest, a line with a legal form (`SDN BHD`, `GmbH`, `Ltd` ...) or large print wins, and
/// earlier lines win ties. A name printed over two large lines is joined.
struct MerchantFinder {
    let lines: [ReceiptLine]
    /// The towns of the receipt's own address (`AddressTowns`): no line of them alone is a name.
    let towns: Set<String>

    init(lines: [ReceiptLine]) {
        self.lines = lines
        self.towns = AddressTowns.words(on: lines)
    }

    /// How many lines from the top are considered.
    static let window = 12

    /// The first `window` lines of the first page.
    var topWindow: ArraySlice<ReceiptLine> {
        guard let firstPage = lines.first?.page else { return [] }
        return lines.prefix { $0.page == firstPage }.prefix(Self.window)
    }

    /// The merchant, and the brand of the name-suggestion-index it is (see `withBrand`).
    func find() -> (merchant: DraftField<String>?, brand: Brand?) {
        var found = findAtTop()
        // No convincing name at the top (a logo OCR cannot read): a company line with a legal
        // form further down (`Aldi GmbH & Co. KG` in the footer) names the merchant.
        // So does it for a name at the top whose letters read too faintly to trust and that
        // nothing else vouches for (no legal form, no word for a shop): logo noise (`Ayla By ok`).
        if (found?.score ?? 0) < 0.5 || found.map(Self.isFaintBareName) == true, let company = companyLine() {
            found = company
        }
        if found == nil { found = brandWithPlace() }
        if found == nil { found = nameAboveAddress() }
        return withBrand(found.map(echoed))
    }

    /// A name's letters read below this confidence are as likely a logo's noise as its name.
    static let faintLetters = 0.4

    /// A name found at the top with neither a legal form nor a word for a shop, whose letters
    /// read faintly (`faintLetters`).
    private static func isFaintBareName(_ field: DraftField<String>) -> Bool {
        !field.signals.has(.legalForm) && !field.signals.has(.registeredName) && !field.signals.has(.shopWord)
            && (field.signals[.wordConfidence] ?? 1) < faintLetters
    }

    /// No name was found: the first line of the top, above the first line of the address proper
    /// (a street word or a number of four digits or more), that would be a name but for the
    /// name of a place in it. Never sure: a town's name alone reads the same way.
    private func brandWithPlace() -> DraftField<String>? {
        for (position, line) in topWindow.map(\.leadingCell.withoutGreeting).enumerated() {
            if KeywordMatcher.containsAny(Self.streetWords, in: line.words) || line.text.filter(\.isNumber).count >= 4 {
                return nil
            }
            guard KeywordMatcher.containsAny(Self.placeWords, in: line.words),
                isNameLike(line, skipping: Self.skipTableBesidesPlaces)
            else { continue }
            return lastResort(line, position: position, signal: .placeName, rule: .brandWithPlace)
        }
        return nil
    }

    /// No name anywhere else: the line above an address of a street with its house number and
    /// a postcode with its town (`Saturn Paderborn` / `Kamp 30-32` / `33098 Paderborn`), as
    /// a card slip further down prints the shop again, or the header where the logo above the
    /// address could not be read. Never sure.
    private func nameAboveAddress() -> DraftField<String>? {
        guard let firstPage = lines.first?.page else { return nil }
        let page = Array(lines.prefix(while: { $0.page == firstPage }))
        for index in page.indices.dropLast(2)
        where Self.isStreetLine(page[index + 1]) && Self.isPostcodeLine(page[index + 2]) {
            let line = page[index].leadingCell.withoutGreeting
            guard line.confidence >= 0.5, isNameLike(line), !Self.isStreetLine(line) else { continue }
            return lastResort(line, position: index, signal: .aboveAddress, rule: .aboveAddress)
        }
        return nil
    }

    /// A name taken for want of any other (`brandWithPlace`, `aboveAddress`): unsure, marked
    /// by `signal` so that its confidence says why.
    private func lastResort(_ line: ReceiptLine, position: Int, signal: FieldSignal, rule: NameRule)
        -> DraftField<String>
    {
        var signals = Self.lineSignals(line)
        signals[.position] = Double(position)
        signals[signal] = 1
        return DraftField(
            value: clean(line.text), score: 0.4, evidence: [line.evidence], signals: signals,
            rule: .merchant(rule))
    }

    /// `Kamp 30-32`, `Warburger Straße 130`, `Hauptstr. 8a`: up to three words of letters and
    /// a house number at the end (digits, a range or a letter after them), nothing else.
    static func isStreetLine(_ line: ReceiptLine) -> Bool {
        let tokens = printedWords(of: line)
        guard (2...4).contains(tokens.count), let number = tokens.last, let first = number.first, first.isNumber,
            number.count <= 7, number.filter(\.isNumber).count <= 5,
            tokens.dropLast().allSatisfy({ !$0.contains(where: \.isNumber) && $0.filter(\.isLetter).count >= 2 })
        else { return false }
        return !line.amounts.contains(where: \.hasCents)
    }

    /// `33098 Paderborn`, `D-33098 Paderborn`: a postcode of four or five digits and a town.
    static func isPostcodeLine(_ line: ReceiptLine) -> Bool {
        let tokens = printedWords(of: line)
        guard tokens.count >= 2 else { return false }
        return AddressTowns.isPostcode(tokens[0].split(separator: "-").last ?? tokens[0])
            && tokens[1].first?.isLetter == true
    }

    /// The line's words as printed, without marks that hold no letter or digit (`|`, `-`).
    private static func printedWords(of line: ReceiptLine) -> [Substring] {
        line.text.split(separator: " ").filter { $0.contains(where: { $0.isLetter || $0.isNumber }) }
    }

    /// `field` with its words mended from the receipt's other lines (see `NameEcho`).
    private func echoed(_ field: DraftField<String>) -> DraftField<String> {
        let mended = NameEcho.mended(field.value, elsewhere: NameEcho.elsewhere(lines, besides: field.evidence))
        guard mended != field.value else { return field }
        var result = field
        result.value = mended
        result.signals[.echoed] = 1
        return result
    }

    private func companyLine() -> DraftField<String>? {
        guard let firstPage = lines.first?.page else { return nil }
        let page = Array(lines.prefix(while: { $0.page == firstPage }))
        // `Öffnungszeiten Mo-Fr 8-18h, Sa 9-13h` (the `Sa` of Saturday read as a legal form)
        // and OCR noise with a stray `ab` at its end are no company lines.
        for (position, line) in page.enumerated().dropFirst(Self.window)
        where Self.hasLegalFormInLetters(line) && isNameLike(line) && line.confidence >= 0.5
            && !KeywordMatcher.containsAny(Self.nonAddressSkipWords, in: line.words, exact: true)
        {
            // `OWNED BY` / `DOMMAL FOOD SERVICES SDN BHD`: the company behind the shop, not its name.
            if Self.isOwnerCompany(at: position, in: page) { continue }
            var text = clean(line.text)
            // `Aldi GmbH & Co. KG, Schloss Holte`: the company ends at the first comma.
            if let comma = text.firstIndex(of: ",") { text = String(text[..<comma]) }
            var signals = Self.lineSignals(line)
            signals[.footerCompany] = 1
            if LegalForms.isRegisteredName(line.words) { signals[.registeredName] = 1 }
            return DraftField(
                value: LegalForms.repaired(text), score: 0.45, evidence: [line.evidence], signals: signals,
                rule: .merchant(.footerCompany))
        }
        return nil
    }

    /// Whether the line names a legal form in words printed without digits: `GUT BIO JOGHURT
    /// PUR (a5` is an item whose price was misread, not a company whose form is `AS`.
    private static func hasLegalFormInLetters(_ line: ReceiptLine) -> Bool {
        guard LegalForms.contains(line.words) else { return false }
        let letters = line.text.split(separator: " ").filter { !$0.contains(where: \.isNumber) }
        return LegalForms.contains(KeywordMatcher.words(of: letters.joined(separator: " ")))
    }

    /// A name-like line near the top that ranks best (`NameAdjustment`), with the line below
    /// or above it where the name runs on (`NameRule`), its slips mended.
    private func findAtTop() -> DraftField<String>? {
        let whole = Array(topWindow)
        let top = whole.map(\.leadingCell.withoutGreeting)
        // `Bio Orangen      2,49 A`: an item whose price stands in a column further right.
        let priced = whole.map { $0.amounts.contains(where: \.hasCents) || Self.endsInPriceWithoutPoint($0.text) }
        // A priced line that is no phone, address or id line: an item bought.
        let items = whole.indices.map { priced[$0] && !Self.skipTable.occurs(in: whole[$0].words) }
        let heights = top.map(\.textHeight).sorted()
        let typical = Double(heights.isEmpty ? 1 : heights[heights.count / 2])
        // Whether each line is a name-like line that is not priced, asked once: ranking the
        // lines and looking for a rival name both ask it of every such line.
        var nameLike = top.indices.map { !priced[$0] && isNameLike(top[$0]) }
        var named: (line: NameLine, chosen: [ReceiptLine], rule: NameRule)?
        while named == nil, let line = bestNameLine(in: top, nameLike: nameLike, items: items, typical: typical) {
            let (chosen, rule) = nameLines(around: line, in: top, typical: typical)
            // `SAS`, `SDN BHD` with no name above it: a legal form names no one by itself.
            if chosen.count == 1, Self.isOnlyLegalForm(chosen[0]) {
                nameLike[line.index] = false
            } else {
                named = (line, chosen, rule)
            }
        }
        guard let (line, chosen, rule) = named else { return nil }
        var best = line
        if chosen.count > 1, best.signals.has(.inWebAddress), !webAddressesSpell(chosen) {
            best.signals[.inWebAddress] = nil
        }
        return name(from: chosen, best: best, rule: rule, in: top, nameLike: nameLike)
    }

    /// A candidate name line: its place among the top lines, its ranking, whether it carries a
    /// legal form, and the signals gathered while ranking it.
    private typealias NameLine = (index: Int, score: Ranking<NameAdjustment>, legal: Bool, signals: FieldSignals)

    /// The best-ranked name-like line of `top` (each line's leading cell), skipping priced
    /// lines and, below the first item bought, lines without a legal form. `nameLike` tells
    /// which lines are name-like and not priced.
    private func bestNameLine(in top: [ReceiptLine], nameLike: [Bool], items: [Bool], typical: Double) -> NameLine? {
        var best: NameLine?
        // A registered name is the shop's legal identity; the web address only picks among others.
        let webAddresses = top.contains(where: Self.isRegisteredName) ? [] : webAddressLetters()
        var registeredAbove = false
        // Below the document's title (`TAX INVOICE`) under a name, a registered name is the customer's.
        var titleBelowName = false
        for (position, line) in top.enumerated() {
            if best != nil, KeywordMatcher.containsAny(Self.documentTitles, in: line.words) { titleBelowName = true }
            guard nameLike[position] else { continue }
            let legal = Self.hasLegalForm(line)
            // Below the first priced item the list of goods has begun: `Kiwi Gold` is bought,
            // not the shop. Only a name with a legal form (an owner company) may stand there.
            if !legal, items[..<position].contains(true) { continue }
            var score = Ranking(NameAdjustment.nameLike)
            var signals = Self.lineSignals(line)
            signals[.position] = Double(position)
            // The seller's registered name comes first; a second one further down names the
            // customer of a tax invoice or the owner company, whatever its print size.
            // `Owned By:` / `SANYU SUPPLY SDN BHD`: the company behind the shop named above.
            let owner = Self.isOwnerCompany(at: position, in: top)
            if legal, Self.isRegisteredName(line), !owner {
                score.add(registeredAbove || titleBelowName ? .laterRegisteredName : .registeredName)
                if !registeredAbove && !titleBelowName { signals[.registeredName] = 1 }
                registeredAbove = true
            } else if legal {
                score.add(.legalForm)
                signals[.legalForm] = 1
            }
            if !legal, ShopWords.namesShop(line.words) {
                score.add(.shopWord)
                signals[.shopWord] = 1
            }
            // `Marktkauf Lehr` under a slogan in large print, on a receipt that prints
            // `www.marktkauf-lehr.de`: the web address spells the shop's name.
            // Only a web address that spells every letter of the name vouches for all of it.
            switch Self.spelling(of: line, inWebAddresses: webAddresses) {
            case .whole:
                score.add(.inWebAddress)
                signals[.inWebAddress] = 1
            case .word: score.add(.inWebAddress)
            case nil: break
            }
            // `Wangsa Link, Wangsa Maju,`: an address line runs on with a comma.
            if line.text.trimmingCharacters(in: .whitespaces).hasSuffix(",") { score.add(.endsWithComma) }
            let ratio = Double(line.textHeight) / max(typical, 1)
            signals[.printRatio] = ratio
            score.add(.largePrint, points: min(max(ratio - 1, 0), 1.5) * 2.5)
            score.add(.lowerDown, points: -0.12 * Double(position))
            score.add(.clearlyRead, points: 0.3 * (line.confidence - 0.5))
            if best == nil || score.total > best?.score.total ?? 0 { best = (position, score, legal, signals) }
        }
        return best
    }

    /// The lines the name stands on: the best line, with the line below when the name runs
    /// over two large lines or its legal form stands below it, or the lines above when a
    /// registered name begins there; and the rule that says which.
    private func nameLines(around best: NameLine, in lines: [ReceiptLine], typical: Double) -> ([ReceiptLine], NameRule)
    {
        var chosen = [lines[best.index]]
        var rule = NameRule.nameLine
        // `BRASSERIE` / `LE COMPTOIR`: a name over two large lines; `SENG HENG` / `SDN BHD`.
        if best.index + 1 < lines.count, !best.legal, isNameLike(lines[best.index + 1]),
            isContinuation(lines[best.index + 1], of: lines[best.index], typicalHeight: typical)
        {
            chosen.append(lines[best.index + 1])
            rule = .nameOverTwoLines
        } else if best.index + 1 < lines.count, !best.legal, isBareLegalForm(lines[best.index + 1]) {
            // `i3SH POWER HARDWARE` / `TRADING`: the name's legal form on a line of its own.
            chosen.append(lines[best.index + 1])
            rule = .legalFormBelow
        } else if best.legal {
            // `SENG HENG` / `SDN BHD`; `AIK HUAT HARDWARE` / `ENTERPRISE (SETIA` / `ALAM) SDN BHD`:
            // a line that starts in the middle of a name continues the one above it.
            var first = best.index
            while first > 0, best.index - first < 2, startsMidName(lines[first]), isNameAbove(lines[first - 1]) {
                first -= 1
                chosen.insert(lines[first], at: 0)
                rule = .begunAbove
            }
        }
        return (chosen, rule)
    }

    /// The merchant read from `chosen`: the lines joined and cleaned, legal forms and slips
    /// mended, and the signals that say how far to trust it.
    private func name(
        from chosen: [ReceiptLine], best: NameLine, rule: NameRule, in lines: [ReceiptLine], nameLike: [Bool]
    ) -> DraftField<String> {
        var signals = best.signals
        let text = NameRepair.bracketsSpaced(chosen.map { clean($0.text) }.joined(separator: " "))
            .split(separator: " ").joined(separator: " ")
        // The legal form first, so that `SDN bt.` is not taken for lower-case noise.
        var name = LegalForms.repaired(NameRepair.repaired(LegalForms.repaired(text)))
        var score = 0.4 + 0.12 * best.score.total
        if name != text {
            score -= 0.1
            signals[.repaired] = 1
        }
        if chosen.count > 1 { signals[.joinedLines] = 1 }
        if Self.hasCaseSlip(name) { signals[.caseSlip] = 1 }
        if Self.hasStrayMark(name) { signals[.strayMark] = 1 }
        if let first = KeywordMatcher.words(of: name).first, Self.nameEndings.contains(first) {
            signals[.headless] = 1
        }
        if name.filter({ $0 == "(" }).count != name.filter({ $0 == ")" }).count { signals[.unpairedBracket] = 1 }
        if name.contains(",") { signals[.comma] = 1 }
        if ShopWords.hasSlip(KeywordMatcher.words(of: name)) { signals[.shopWordSlip] = 1 }
        if name.contains(where: \.isNumber) { signals[.digits] = 1 }
        if let first = name.split(separator: " ").first, WordOnsets.beginsAsNoWordDoes(String(first)) {
            signals[.oddStart] = 1
        }
        // `... RESTAURANT SDN 11.` whose `BHD` was misread and cut: `Sendirian` never stands
        // without `Berhad`, so the form is completed, and the name is not called sure.
        if let last = name.split(separator: " ").last, KeywordMatcher.words(of: String(last)) == ["sdn"] {
            name += last.contains(where: \.isLowercase) ? " Bhd" : " BHD"
            signals[.truncated] = 1
        }
        // `& BEST RESTAURANT` under a logo, `facebook.com/B-Best-Restaurant` below: the web
        // address gives the first word the name lost.
        if name.hasPrefix("&"), let lost = lostFirstWord(of: name) {
            name = (name == name.uppercased() ? lost.uppercased() : lost) + " " + name
            if !signals.has(.repaired) { signals[.firstWordFromWeb] = 1 }
            signals[.repaired] = 1
        }
        if let first = name.first, !first.isLetter, !first.isNumber, first != "(" { signals[.cutShort] = 1 }
        if !best.legal, hasRivalName(besides: chosen, in: lines, nameLike: nameLike) { signals[.rivalName] = 1 }
        if best.legal, let first = chosen.first, isBrandLine(above: first, in: lines, name: name) {
            signals[.brandAbove] = 1
        }
        signals[.wordConfidence] = chosen.map(\.letterConfidence).min() ?? 0
        return DraftField(
            value: name, score: min(score, 0.95), evidence: chosen.map(\.evidence), signals: signals,
            rule: .merchant(rule))
    }

    /// Whether a line of the header other than `chosen` reads as a shop's name too: not priced,
    /// name-like, with a legal form or a word for a kind of shop, and not the owner company.
    private func hasRivalName(besides chosen: [ReceiptLine], in top: [ReceiptLine], nameLike: [Bool]) -> Bool {
        let chosenLines = Set(chosen.map(\.index))
        return top.indices.contains { index in
            let line = top[index]
            // `Owned By :` / `SANYU SUPPLY SDN BHD`: the receipt itself says whose company that
            // is; it does not name the shop.
            return !chosenLines.contains(line.index) && nameLike[index] && !Self.isOwnerCompany(at: index, in: top)
                && (Self.hasLegalForm(line) || ShopWords.namesShop(line.words))
        }
    }

    /// Whether the line just above `first` (the company name's first line) reads as a brand or
    /// a branch: name-like (a branch's number after it, `Ampang 210`, aside), read clearly,
    /// with a capital letter (a lower-case scrawl is a note on the paper), and not the name's
    /// own words again (a logo spelling `PREMIO` over `PREMIO STATIONERY SDN BHD`).
    private func isBrandLine(above first: ReceiptLine, in top: [ReceiptLine], name: String) -> Bool {
        guard let position = top.firstIndex(where: { $0.index == first.index }), position > 0 else { return false }
        var line = top[position - 1]
        guard line.confidence >= 0.8, line.text.contains(where: \.isUppercase) else { return false }
        let tokens = line.text.split(separator: " ")
        if tokens.count >= 2, let last = tokens.last, last.count <= 4, last.allSatisfy(\.isNumber) {
            line.text = tokens.dropLast().joined(separator: " ")
            line.words = ReceiptLine.foldedWords(of: line.text)
        }
        let nameWords = Set(KeywordMatcher.words(of: name))
        return isNameLike(line) && !line.words.allSatisfy(nameWords.contains)
    }

    /// How much of a name line a web address of the receipt spells.
    private enum WebSpelling {
        /// All its letters: `marktkauflehr` in `wwwmarktkauflehrde`.
        case whole
        /// A word of five letters or more that names no kind of shop, with at most one letter
        /// read otherwise on either line: `Marktkauf` in `www.harktkauf.de`.
        case word
    }

    /// How much of `line` a web address of the receipt spells; nil when none spells any of it.
    private static func spelling(of line: ReceiptLine, inWebAddresses webAddresses: [String]) -> WebSpelling? {
        guard !webAddresses.isEmpty else { return nil }
        let letters = String(line.text.lowercased().filter { $0.isLetter && $0.isASCII })
        if letters.count >= 5, webAddresses.contains(where: { $0.contains(letters) }) { return .whole }
        let words = line.text.lowercased().split(whereSeparator: { !($0.isLetter && $0.isASCII) })
            .filter { $0.count >= 5 && !ShopWords.isShopWord(String($0)) }.map(Array.init)
        let spelled = words.contains { word in
            webAddresses.contains { address in
                let web = Array(address)
                guard web.count >= word.count else { return false }
                return (0...(web.count - word.count)).contains { start in
                    zip(word, web[start..<(start + word.count)]).filter { $0 != $1 }.count <= 1
                }
            }
        }
        return spelled ? .word : nil
    }

    /// Whether a web address of the receipt spells every letter of the name's lines but the
    /// words naming a kind of shop: `BERGDORF` over `GODNAN` under `www.bergdorfgoodman.com`
    /// has its first line spelled, not the second, which the address does not vouch for
    /// (`DELPHIN` over `APOTHEKE` under `www.delphin-apo.de` is spelled).
    private func webAddressesSpell(_ nameLines: [ReceiptLine]) -> Bool {
        let words = nameLines.flatMap { $0.text.lowercased().split(whereSeparator: { !($0.isLetter && $0.isASCII) }) }
        let letters = words.filter { !ShopWords.isShopWord(String($0)) }.joined()
        return webAddressLetters().contains { $0.contains(letters) }
    }

    /// The letters of every line that holds a web or e-mail address (`www. marktkauf-lehr.de`
    /// gives `wwwmarktkauflehrde`), lower case.
    private func webAddressLetters() -> [String] {
        lines.filter(Self.isWebAddressLine).map { String($0.text.lowercased().filter { $0.isLetter && $0.isASCII }) }
    }

    /// A line with a web or e-mail address.
    private static func isWebAddressLine(_ line: ReceiptLine) -> Bool {
        holdsWebAddress(line.text)
    }

    /// Whether `text` holds a web or e-mail address (`www`, `@`, `://`, in any letter case).
    private static func holdsWebAddress(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.containsPlain("www") || lower.containsPlain("@") || lower.containsPlain("://")
    }

    /// The word that a web or e-mail address printed on the receipt gives right before the
    /// words of `name` (`B` of `B-Best-Restaurant` for `& BEST RESTAURANT`); nil when none does.
    private func lostFirstWord(of name: String) -> String? {
        let nameWords = name.split(whereSeparator: { !$0.isLetter }).map { $0.lowercased() }
        guard !nameWords.isEmpty else { return nil }
        for line in lines where Self.isWebAddressLine(line) {
            let web = line.text.split(whereSeparator: { !($0.isLetter && $0.isASCII) }).map(String.init)
            let lower = web.map { $0.lowercased() }
            guard lower.count > nameWords.count else { continue }
            for start in 1...(lower.count - nameWords.count)
            where Array(lower[start..<(start + nameWords.count)]) == nameWords {
                let word = web[start - 1]
                if word.count <= 12, !Self.webWords.contains(word.lowercased()) { return word }
            }
        }
        return nil
    }

    /// A line that continues a name begun on the line above: it is only a legal form, starts
    /// with a word that ends names (`ENTERPRISE (SETIA`), or closes a bracket opened above
    /// (`ALAM) SDN BHD`).
    private func startsMidName(_ line: ReceiptLine) -> Bool {
        if isBareLegalForm(line) { return true }
        if let first = line.words.first, Self.nameEndings.contains(first) { return true }
        guard let close = line.text.firstIndex(of: ")") else { return false }
        return !line.text[..<close].contains("(")
    }

    /// A line that is only a legal form, perhaps with a branch in brackets: `SDN BHD`,
    /// `(SEMENYIH) SDN BHD`. The name it belongs to stands on the line above.
    private func isBareLegalForm(_ line: ReceiptLine) -> Bool {
        let outside = line.text.replacingOccurrences(of: #"\([^)]*\)"#, with: " ", options: .regularExpression)
        let words = KeywordMatcher.words(of: outside)
        return words.count <= 4 && LegalForms.isBare(words, described: false)
    }

    /// A line whose every word is a legal form's (`SAS`, `SDN BHD`, `A LIMITED PARTNERSHIP`);
    /// not one that names a branch in brackets (`ENTERPRISE (SETIA ALAM) SDN BHD`).
    private static func isOnlyLegalForm(_ line: ReceiptLine) -> Bool {
        LegalForms.isBare(line.words)
    }

    /// Whether the line above a bare legal form is the first part of the name: a name-like line
    /// without a legal form of its own, or a line of capitals without digits (`PASARAYA BORONG
    /// PINTAR`, whose `BORONG` the loose match of address words takes for `LORONG`).
    private func isNameAbove(_ line: ReceiptLine) -> Bool {
        guard !LegalForms.contains(line.words) else { return false }
        if isNameLike(line) { return true }
        let text = line.text
        return text.filter(\.isLetter).count >= 3 && !text.contains(where: \.isNumber)
            && text.split(separator: " ").allSatisfy { $0.first?.isLowercase != true }
            && line.confidence >= 0.5
            && !KeywordMatcher.containsAny(Self.nonAddressSkipWords, in: line.words, exact: true)
    }

    /// Whether `name` holds a mark shop names do not print but OCR gives for a faint or broken
    /// letter: `?`, `!`, `|`, `¢`, `§`, `~`, `^`, `<`, `>`, `{`, `}`, `\`, or a hyphen that opens a word.
    static func hasStrayMark(_ name: String) -> Bool {
        // `BOOK TA -K`: a hyphen joins words; one that opens a word is a speck read as one.
        name.contains { "?!|¢§~^<>{}\\".contains($0) }
            || name.split(separator: " ").contains {
                $0.count >= 2 && $0.first == "-" && $0.dropFirst().first?.isLetter == true
            }
    }

    /// A name printed in capitals or title case with a word that starts in lower case
    /// (`laste Of Ihe World`): OCR took a capital for a small letter. A legal form has its own
    /// case whatever the name's (`real GmbH`), so it does not count.
    static func hasCaseSlip(_ name: String) -> Bool {
        let words = name.split(separator: " ").filter {
            $0.filter(\.isLetter).count >= 4 && !LegalForms.isFormWord($0)
        }
        let capitalised = words.filter { $0.first?.isUppercase == true }.count
        let small = words.filter { $0.first?.isLowercase == true }.count
        return small > 0 && capitalised > 0
    }

    /// Whether line `index` of `lines` names the company behind the shop: it carries an owner
    /// label (`Dimiliki oleh T PLUS F&B SDN. BHD.`) or follows one (`Owned By :`).
    private static func isOwnerCompany(at index: Int, in lines: [ReceiptLine]) -> Bool {
        isOwnerLabel(lines[index]) || index > 0 && isOwnerLabel(lines[index - 1])
    }

    /// An owner label, also where OCR lost a letter of it: a short line that ends in `by`
    /// (`wned By :`, `Managed by:`) introduces the company on the next line.
    private static func isOwnerLabel(_ line: ReceiptLine) -> Bool {
        if line.words.count <= 3, line.words.last == "by" { return true }
        return KeywordMatcher.containsAny(ownerLabels, in: line.words)
    }

    /// A legal form, also where a registration number follows it (`KING'S CONFECTIONERY S/B
    /// 273500-U (KJ1)`): forms such as `S/B` count only at the end of a name.
    static func hasLegalForm(_ line: ReceiptLine) -> Bool {
        LegalForms.contains(namePart(of: line))
    }

    private static func isRegisteredName(_ line: ReceiptLine) -> Bool {
        LegalForms.isRegisteredName(line.words) || LegalForms.isRegisteredName(namePart(of: line))
    }

    /// The folded words before a registration number (a word with three digits or more), with
    /// slips of the legal form mended (`CO. (H) BHO` reads `CO. (M) BHD`).
    private static func namePart(of line: ReceiptLine) -> [String] {
        let text = LegalForms.restoringSlashForm(LegalForms.repaired(line.text))
        let tokens = text.split(separator: " ")
        guard let cut = tokens.indices.dropFirst().first(where: { tokens[$0].filter(\.isNumber).count >= 3 }) else {
            return text == line.text ? line.words : ReceiptLine.foldedWords(of: text)
        }
        return ReceiptLine.foldedWords(of: tokens[..<cut].joined(separator: " "))
    }

    /// `+ INTER      $13 00`: a line that ends in a price marked with its currency sign whose
    /// decimal point was read as a space: an item bought, as a price with its cents is.
    static func endsInPriceWithoutPoint(_ text: String) -> Bool {
        let isDigit = { (character: Character) in character.isASCII && character.isNumber }
        let tokens = text.split(separator: " ")
        guard tokens.count >= 3, let cents = tokens.last, let whole = tokens.dropLast().last,
            cents.count == 2, cents.allSatisfy(isDigit), let sign = whole.first,
            sign == "$" || CurrencySymbols.symbols[String(sign)] != nil, whole.count >= 2,
            whole.dropFirst().allSatisfy(isDigit)
        else { return false }
        return true
    }

    /// The OCR confidences of a candidate name's line.
    static func lineSignals(_ line: ReceiptLine) -> FieldSignals {
        [.lineConfidence: line.confidence, .wordConfidence: line.letterConfidence]
    }

    /// Whether the folded `words` say what kind of business (`restaurant`, `stores`) and
    /// otherwise only point at it (`our`, `the`) or give its legal form (`inc`), naming none.
    static func namesOnlyAKindOfBusiness(_ words: [String]) -> Bool {
        let pointing = words.contains(where: pointingWords.contains)
        let legal = words.contains { LegalForms.isFormWord(Substring($0)) }
        return (pointing || legal) && words.contains(where: ShopWords.isExactly)
            && words.allSatisfy {
                pointingWords.contains($0) || ShopWords.isExactly($0) || LegalForms.isFormWord(Substring($0))
            }
    }

    /// Letters dominate, and it is not an address, phone, id, URL, date, title or slogan.
    func isNameLike(_ line: ReceiptLine, skipping skipWords: KeywordTable = Self.skipTable) -> Bool {
        // `Subway#44969-0 Phone 626-585-9999`: the shop's phone printed after its name.
        if let name = Self.beforePhoneNumber(line.text) {
            return isNameLike(Self.cut(line, to: name), skipping: skipWords)
        }
        let text = line.text
        let letters = text.filter(\.isLetter).count
        // `Wendy's Restaurant #00003675`, `Panda Express#2614`: a chain's store number after the name.
        let digits = Self.withoutStoreNumber(text).filter(\.isNumber).count
        let legal = Self.hasLegalForm(line)
        guard letters >= 3, digits * 2 < letters || legal else { return false }
        // `( ROC : SA0416111-K )`: a registration number, whatever legal form its letters spell.
        guard digits <= letters else { return false }
        // OCR noise from logos: few real words, many stray symbols. Marks that frame a name
        // (`*** SUNSHINE MART ***`) are decoration, not noise.
        let realWords = line.words.filter { $0.count >= 3 }
        let framed = text.trimmingCharacters(in: CharacterSet(charactersIn: " *=~-_#+<>"))
        let symbols = framed.filter { !$0.isLetter && !$0.isNumber && $0 != " " && !".,&()'-/".contains($0) }.count
        // A line read faintly is noise, unless it names a company by its legal form or a kind of
        // shop, or only stray marks beside its words read faintly.
        guard !realWords.isEmpty, symbols * 4 <= letters,
            line.confidence >= 0.5 || legal || ShopWords.namesShop(line.words) || line.wordsReadClearly
        else { return false }
        if Self.holdsWebAddress(text) { return false }
        // `Follow us on Instagram & Facebook`: whatever its last word reads as (`as`, a legal form).
        if line.words.contains(where: Self.socialWords.contains) { return false }
        // `POSTED`, `PAID`, `DUPLICATE` alone on a line: a stamp on the paper, however large.
        if line.words.allSatisfy(Self.stampWords.contains) { return false }
        // `OUR STORE`, `THE RESTAURANT` under `WELCOME TO` or the name, `RESTAURANTS, INC.` over
        // it: a kind of business, no name.
        if Self.namesOnlyAKindOfBusiness(line.words) { return false }
        if !DateScanner.dates(in: text, order: .dayFirst).isEmpty { return false }
        // `FIVE STAR CASH & CARRY`: a kind of shop, not a payment line.
        // `DOMINO'S PIZZA`: a word that names a kind of shop is no slip of a street word (`piazza`).
        // `DOMINO'S PI2ZZA`: a digit OCR put into one is no street word either.
        let words = (line.words.contains("carry") ? line.words.filter { $0 != "cash" } : line.words)
            .filter { !ShopWords.exactly.contains($0.filter(\.isLetter)) }
        if skipWords.occurs(in: words) && !legal {
            return false
        }
        // `Shop 12, Level 2` is an address; `SANYO STATIONERY SHOP` a name, also where a slip
        // put a digit elsewhere on its line (`SANYO $1 ATIONERY SHOP`).
        if Self.numbersAUnit(text) { return false }
        // An item with its price, or a currency heading (`EUR`), is not a name.
        if line.amounts.contains(where: \.hasCents) { return false }
        if line.words.allSatisfy({ CurrencySymbols.codes[$0.uppercased()] != nil }) { return false }
        // `Pohlweg 110`, `Warburger Strasse 130`: a street name and a house number.
        if digits > 0, line.words.contains(where: { word in Self.streetSuffixes.contains { word.hasSuffix($0) } }) {
            return false
        }
        // `Pohlwea 110` (a street whose ending OCR misread): a word or two and a house number;
        // not a chain's store number (`Sports Authority # 484`).
        if line.words.count <= 2, !legal,
            let last = Self.withoutStoreNumber(text).split(separator: " ").last,
            last.first?.isNumber == true, last.filter(\.isNumber).count <= 4, last.count <= 5
        {
            return false
        }
        // A postcode or house number with a few words is an address line.
        if digits >= 4 && !legal { return false }
        if line.confidence < 0.35 { return false }
        // `WUNSCHLOS GLÜCKLICH?`: a slogan asks; a name does not.
        if text.trimmingCharacters(in: CharacterSet(charactersIn: " |")).hasSuffix("?") { return false }
        // `Drogerie/Haushalt/Tiernahrung/Tabak`: the departments of a till's list.
        if digits == 0, text.filter({ $0 == "/" }).count >= 2 { return false }
        // `- PADERBORN` under the shop's name: the town of its own address.
        if !legal, AddressTowns.isOnlyTown(line, towns: towns) { return false }
        // `FAIR OAKS,CA`, `ATHENS, Georgia`, `400 DERBY AVE WEST HAVEN CT.`: a US town and its state.
        if AddressTowns.endsInUSState(line.text) || AddressTowns.isUSAddressByState(line.text) { return false }
        // A line in lower case only is handwriting or a stamp, not the shop's printed name.
        // `dm-drogerie markt` names a kind of shop: a brand written in lower case.
        if !text.contains(where: \.isUppercase) && !legal && !ShopWords.namesShop(line.words) { return false }
        return true
    }

    /// `Shop 12`, `G-3 Shop`, `Shop No. 5`: the word shop beside a number, as addresses number
    /// their units.
    static func numbersAUnit(_ text: String) -> Bool {
        let tokens = text.split(separator: " ")
        func hasNumber(_ index: Int) -> Bool {
            tokens.indices.contains(index) && tokens[index].contains(where: \.isNumber)
        }
        return tokens.indices.contains { index in
            guard tokens[index].lowercased().filter(\.isLetter) == "shop" else { return false }
            let numberWordAfter = index + 1 < tokens.count && ["no", "no."].contains(tokens[index + 1].lowercased())
            return hasNumber(index - 1) || hasNumber(index + 1) || numberWordAfter && hasNumber(index + 2)
        }
    }

    /// A word of two or more capital letters and nothing else (`TWO`, not `Two` or `T.`).
    static func isCapitalsWord(_ word: String) -> Bool {
        word.count >= 2 && word.allSatisfy { $0.isUppercase }
    }

    /// A line right under the name, printed as large, short, and not a sentence.
    private func isContinuation(_ next: ReceiptLine, of line: ReceiptLine, typicalHeight: Double) -> Bool {
        let height = Double(next.textHeight)
        let own = Double(line.textHeight)
        return own > typicalHeight * 1.25 && height > typicalHeight * 1.25 && height > own * 0.75
            && next.words.count <= 3 && !next.text.contains(where: \.isNumber)
    }

}
