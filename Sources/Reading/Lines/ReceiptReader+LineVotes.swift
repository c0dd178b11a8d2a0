import OCR

/// Fields settled by reading their line again at several sizes (`DateVote.heights`) and
/// parsing the receipt with each reading in the line's place: digit slips depend on the size
/// the print is read at, so the readings rarely repeat them.
extension ReceiptReader {
    /// Reads the date's line again at several sizes when its digits read poorly (faint print
    /// also with its strokes made bolder), and takes the date the readings agree on (evidence:
    /// a reading that shows that date); a date printed twice alike keeps its value, and the
    /// readings only say how sure it is.
    func settleUnsureDate(of draft: inout ReceiptDraft, in document: ReadDocument, pictures: PagePictures) {
        guard let date = draft.date, let evidence = date.evidence.first,
            let (pageIndex, original) = document.line(of: evidence),
            original.text == evidence.text, DateVote.isUnsure(date),
            let picture = pictures.picture(of: document.pages[pageIndex])
        else { return }
        // Faint print also votes with its strokes made bolder; dark print does not (bolder
        // strokes close the gaps that tell `3` from `8` there).
        let faint = (picture.inkDarkness(in: original.box) ?? 0) >= DateVote.faintInk
        func read(thickeningInk: Bool) -> [(line: RecognizedLine, draft: ReceiptDraft)] {
            readings(
                ofLine: evidence.line, onPage: pageIndex, in: document, picture: picture, pictures: pictures,
                thickeningInk: thickeningInk)
        }
        let all = read(thickeningInk: false) + (faint ? read(thickeningInk: true) : [])
        func voter(_ field: DraftField<CalendarDate>) -> DateVote.Reading {
            DateVote.Reading(date: field.value, againstOrder: field.signals.has(.againstOrder))
        }
        let dated: [(line: RecognizedLine, date: CalendarDate, voter: DateVote.Reading)] = all.compactMap { reading in
            guard let field = reading.draft.date, field.evidence.first?.line == evidence.line else { return nil }
            return (reading.line, field.value, voter(field))
        }
        guard !dated.isEmpty else { return }
        let settled =
            DateVote.settled(
                first: voter(date), printedTwice: date.signals.has(.repeated), others: dated.map(\.voter))
            ?? date.value
        var field = date
        field.signals[.voteShare] = Double(dated.filter { $0.date == settled }.count) / Double(dated.count)
        if settled != date.value {
            field.value = settled
            field.signals[.outvoted] = settled.year != date.value.year ? 2 : 1
            if let agreeing = dated.first(where: { $0.date == settled }) { field.evidence[0].text = agreeing.line.text }
        }
        draft.date = field
    }

    /// Reads the total's line again at several sizes when the receipt's arithmetic does not
    /// confirm the total read from it, and lets the readings settle it (see `TotalVote`).
    func settleUnconfirmedTotal(
        of draft: inout ReceiptDraft, in document: ReadDocument, pictures: PagePictures
    ) {
        guard let total = draft.total, total.signals.has(.totalLine), !total.signals.has(.arithmetic),
            let evidence = total.evidence.first, let (pageIndex, original) = document.line(of: evidence),
            original.text == evidence.text, let picture = pictures.picture(of: document.pages[pageIndex])
        else { return }
        let others = readings(
            ofLine: evidence.line, onPage: pageIndex, in: document, picture: picture, pictures: pictures)
        draft = TotalVote.settled(
            draft, readings: others.map { TotalVote.Reading(draft: $0.draft, line: $0.line.text) })
    }

    /// Reads the lines that look like they hold the date (a date label, or numbers in a
    /// date's shape) again when no date was read, and takes a date that at least two readings
    /// of one line give (most readings first). When no line's readings give one, the lines are
    /// read again with their strokes made bolder: faded thermal print (`Date : ngma/e018`)
    /// often reads whole only so. Bolder strokes also close the gaps that tell `3` from `8`
    /// in dark print, so here they only look for a date that is missing; they vote on a date
    /// read only where its line is faint (`settleUnsureDate`).
    func findMissingDate(of draft: inout ReceiptDraft, in document: ReadDocument, pictures: PagePictures) {
        guard draft.date == nil else { return }
        guard
            var found = joinedCutYear(in: document)
                ?? missingDate(in: document, pictures: pictures, thickeningInk: false)
                ?? missingDate(in: document, pictures: pictures, thickeningInk: true)
                ?? missingDateInStrip(of: document, pictures: pictures)
        else { return }
        found.signals[.reread] = 1
        draft.date = found
    }

    /// The first date-like line's date that its readings (bolder when `thickeningInk`) agree on.
    private func missingDate(
        in document: ReadDocument, pictures: PagePictures, thickeningInk: Bool
    ) -> DraftField<CalendarDate>? {
        for (pageIndex, page) in document.pages.enumerated() {
            guard let picture = pictures.picture(of: page) else { continue }
            for index in MissingDate.candidateLines(of: page) {
                let dates: [DraftField<CalendarDate>] = readings(
                    ofLine: index, onPage: pageIndex, in: document, picture: picture, pictures: pictures,
                    thickeningInk: thickeningInk
                ).compactMap { reading in
                    guard var date = reading.draft.date, date.evidence.first?.line == index else { return nil }
                    date.evidence[0].text = reading.line.text
                    if thickeningInk { date.signals[.inkThickened] = 1 }
                    return date
                }
                if let found = MissingDate.agreed(dates, readings: DateVote.heights.count) { return found }
            }
        }
        return nil
    }

    /// The date in a strip of the page around a date-like line, the strip read again as a
    /// block of its own at the sizes of `MissingDate.stripLineHeights`. Where the paper curls or
    /// the print slants, the page's reading runs two printed lines into one (`TAX INVOICE ae 3
    /// 12/2017` for `TAX INVOICE` above `Date: 22/12/2017`), and no reading of that line alone
    /// can give the date; a strip from a typical line's height above it to as far below, read
    /// by itself, finds the lines apart. The date is taken when the readings that give one agree.
    private func missingDateInStrip(of document: ReadDocument, pictures: PagePictures) -> DraftField<CalendarDate>? {
        for (pageIndex, page) in document.pages.enumerated() {
            for index in MissingDate.candidateLines(of: page) {
                if let found = stripDate(aroundLine: index, onPage: pageIndex, of: document, pictures: pictures) {
                    return found
                }
            }
        }
        return nil
    }

    /// The date the readings of the strip around line `index` of page `pageIndex` agree on
    /// (see `missingDateInStrip`); nil on a page not upright or when they do not agree.
    func stripDate(
        aroundLine index: Int, onPage pageIndex: Int, of document: ReadDocument, pictures: PagePictures
    ) -> DraftField<CalendarDate>? {
        let page = document.pages[pageIndex]
        let typical = page.typicalLineHeight
        guard page.rotation % 4 == 0, typical > 0, let picture = pictures.picture(of: page) else { return nil }
        let strip = MissingDate.strip(
            around: page.lines[index].box, lineHeight: typical, pageWidth: page.width, pageHeight: page.height)
        let dates = MissingDate.stripLineHeights.compactMap { height in
            dateRead(
                in: strip, of: page, pageIndex: pageIndex, document: document, picture: picture,
                pictures: pictures, scale: height / Double(typical))
        }
        return MissingDate.agreed(dates, readings: MissingDate.stripLineHeights.count)
    }

    /// The date the receipt gives with `strip` of page `pageIndex` read again at `scale` in
    /// place of the lines first read there, when it comes from the strip.
    private func dateRead(
        in strip: BoundingBox, of page: RecognizedPage, pageIndex: Int, document: ReadDocument, picture: PagePicture,
        pictures: PagePictures, scale: Double
    ) -> DraftField<CalendarDate>? {
        guard let lines = pictures.attempt({ try primary.rereadRegion(strip, of: picture, scale: scale) }),
            !lines.isEmpty
        else {
            return nil
        }
        let (replaced, inserted) = MissingDate.replacing(linesIn: strip, of: page, with: lines)
        var pages = document.pages
        pages[pageIndex].lines = replaced
        guard var date = ReceiptParser.parse(pages).date, let evidence = date.evidence.first,
            evidence.page == pageIndex + 1, inserted.contains(evidence.line)
        else { return nil }
        // The evidence names the line of the stored reading nearest the one read here.
        date.evidence[0].line = MissingDate.nearestLine(to: evidence.box, in: page) ?? evidence.line
        date.evidence[0].text = replaced[evidence.line].text
        return date
    }

    /// The line `index` of page `pageIndex` read again at each of `DateVote.heights` (its
    /// strokes made bolder when `thickeningInk`), each reading with the receipt parsed with it
    /// in the line's place (in the page's context, so a date's day and month order stays the
    /// same).
    private func readings(
        ofLine index: Int, onPage pageIndex: Int, in document: ReadDocument, picture: PagePicture,
        pictures: PagePictures, thickeningInk: Bool = false
    ) -> [(line: RecognizedLine, draft: ReceiptDraft)] {
        let box = document.pages[pageIndex].lines[index].box
        return DateVote.heights.compactMap { height in
            guard
                let reading = pictures.attempt({
                    try primary.rereadLine(in: box, of: picture, height: height, thickeningInk: thickeningInk)
                })
            else { return nil }
            var pages = document.pages
            pages[pageIndex].lines[index] = reading
            return (reading, ReceiptParser.parse(pages))
        }
    }
}
