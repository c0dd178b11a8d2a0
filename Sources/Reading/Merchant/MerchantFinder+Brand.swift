import Foundation

extension MerchantFinder {
    /// The merchant and the brand it is, where the receipt names a brand of the
    /// name-suggestion-index: on a line near the top (the first such line) or, failing that,
    /// in a web or e-mail address.
    ///
    /// - A registered company name (`SDN BHD`, `GmbH`) found at the top stays the merchant: it
    ///   is the seller's legal identity. The brand only gives its kind, when the name is its.
    /// - A name found on the brand's own line (or one that holds the brand's name) stays, and
    ///   is known to be the brand; read with a slip (`Marktkaut`), it is respelled as the brand.
    /// - Otherwise the brand's line wins over the line taken for the name: a slogan printed
    ///   large (`Es gibt immer was zu tun`), an address, a staff line.
    func withBrand(_ found: DraftField<String>?) -> (merchant: DraftField<String>?, brand: Brand?) {
        let finder = BrandFinder()
        // A line that only begins with a brand's name must read as a name too: not a phone,
        // an address or a payment line (`Mobile /Whatsapps : +6012-918 7937` is no `Mobil`);
        // a store number after the name (`Taco Bell 017314`) leaves it a name. Nor a town whose
        // name begins with a brand's, before its state (`Castro Valley,CA      Ramelle`).
        let onTop = topWindow.lazy.map(\.withoutGreeting).compactMap { line in
            finder.onLine(line).flatMap {
                $0.how == .lineStart
                    && (!isNameLike(Self.withoutStoreNumber(line))
                        || AddressTowns.endsInUSState(line.leadingCell.text))
                    ? nil : $0
            }
        }.first
        guard let sighting = onTop ?? finder.inWebAddress(lines) else { return (found, nil) }
        let foundLetters = found.map { BrandIndex.words(of: $0.value).joined() } ?? ""
        // A slip's letters are the line's, not the brand's: only a name read right holds the brand's.
        let namesBrand = sighting.how != .misread && !foundLetters.isEmpty && foundLetters.contains(sighting.letters)
        if var found, found.signals.has(.registeredName) || found.signals.has(.legalForm) {
            // A brand printed near the top beside a company that does not hold its name: people
            // may call the shop by the brand (`McDonald's` under `Golden Arches Restaurants`).
            let onFoundLine = found.evidence.contains {
                $0.page == sighting.line.page && $0.line == sighting.line.index
            }
            if !namesBrand, sighting.how != .webAddress, !onFoundLine { found.signals[.brandInHeader] = 1 }
            return (found, namesBrand ? sighting.brand : nil)
        }
        // `AIK HUAT HARDWARE` over `ENTERPRISE (SETIA`: a name that says what kind of shop it is,
        // printed above the line a brand's name was seen on, is the shop's own; that line is the
        // rest of its legal name (`Enterprise` is also a car rental's), or a neighbour's brand.
        if var found, found.signals.has(.shopWord), !namesBrand, sighting.how != .webAddress,
            let first = found.evidence.first, first.page == sighting.line.page, first.line < sighting.line.index
        {
            found.signals[.brandInHeader] = 1
            return (found, nil)
        }
        let onItsLine = found?.evidence.contains { $0.page == sighting.line.page && $0.line == sighting.line.index }
        if var found, namesBrand || onItsLine == true && sighting.how != .webAddress {
            found.signals[.knownBrand] = 1
            if sighting.how == .misread && !namesBrand {
                found.value = sighting.brand.name
                found.signals[.respelled] = 1
            }
            return (found, sighting.brand)
        }
        var signals = Self.lineSignals(sighting.line)
        signals[.knownBrand] = sighting.how == .webAddress ? 3 : 2
        if sighting.how == .misread { signals[.respelled] = 1 }
        if let position = topWindow.firstIndex(where: { $0.index == sighting.line.index }) {
            signals[.position] = Double(position - topWindow.startIndex)
        }
        let field = DraftField(
            value: sighting.brand.name, score: 0.6, evidence: [sighting.line.evidence], signals: signals,
            rule: .merchant(.brand))
        return (field, sighting.brand)
    }
}
