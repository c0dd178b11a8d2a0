extension RecognizedPage {
    /// Whether this reading of a page as it lies shows the page upright: most of its text in
    /// lines wider than tall, read clearly, with prices in it. A page turned a quarter reads in
    /// lines taller than wide; one upside down reads little, poorly and without prices.
    ///
    /// Measured on the deep engine's readings: of the 148 dev photos and scans that Tesseract
    /// reads below ``DocumentReader/confidentReading`` (those whose orientation it checks),
    /// 146 show upright (two have too few prices); of 186 copies of 62 dev pictures turned by
    /// 90, 180 and 270 degrees, none does (at most 5% of a quarter-turned page's text lies
    /// across, and a page upside down reads at most 126 characters). Benchmarks/README.md, "The
    /// other engine's reading shows a page upright".
    public var showsUpright: Bool {
        var characters = 0
        var across = 0
        var weightedConfidence = 0.0
        var prices = 0
        for line in lines {
            let printed = line.text.unicodeScalars.count { !$0.properties.isWhitespace }
            // Specks and stray marks say nothing of the page's direction.
            guard printed >= Self.shortestTellingLine else { continue }
            characters += printed
            if line.box.width > line.box.height { across += printed }
            weightedConfidence += Double(printed) * line.confidence
            prices += Self.prices(in: line.text)
        }
        guard characters >= Self.fewestCharacters, prices >= Self.fewestPrices else { return false }
        let total = Double(characters)
        return Double(across) >= Self.acrossShare * total && weightedConfidence >= Self.clearReading * total
    }

    /// Lines of fewer printed characters are left out.
    static let shortestTellingLine = 3
    /// Upright photos read 164 characters or more, pages upside down 126 at most.
    static let fewestCharacters = 150
    /// Upright pages read 98% of their characters or more in lines wider than tall.
    static let acrossShare = 0.9
    /// The mean confidence over the characters: 0.848 at the least on upright photos.
    static let clearReading = 0.84
    /// Prices printed with their cents (`12.50`, `3,99`).
    static let fewestPrices = 2

    /// How many amounts with two decimals stand in `text`: a digit, a point or comma, and
    /// exactly two digits.
    static func prices(in text: String) -> Int {
        let bytes = Array(text.utf8)
        func isDigit(_ index: Int) -> Bool { index < bytes.count && (0x30...0x39).contains(bytes[index]) }
        var count = 0
        var index = 1
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ","), isDigit(index - 1),
                isDigit(index + 1), isDigit(index + 2), !isDigit(index + 3)
            {
                count += 1
                index += 3
            } else {
                index += 1
            }
        }
        return count
    }
}
