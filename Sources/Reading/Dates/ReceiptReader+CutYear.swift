import OCR

/// A date whose year the page's reading cut in two where the paper curls (`CutYear`), made
/// whole again; see `README.md`'s design notes.
extension ReceiptReader {
    /// A date whose year looks cut in two (`CutYear`: `DATE: 22/12/20` with `17` on a line
    /// beside it, where the paper curls) is made whole with the digits beside it when they
    /// make a year of four (`22/12/2017`); otherwise it is read again from the strip around its
    /// line, and a date the strip's readings agree on takes its place. Either way it stays unsure.
    func mendCutYear(of draft: inout ReceiptDraft, in document: ReadDocument, pictures: PagePictures) {
        // A missing date already found by joining its year (`joinedCutYear`) is not joined again.
        guard let date = draft.date, !date.signals.has(.cutYear), let evidence = date.evidence.first,
            let (pageIndex, _) = document.line(of: evidence),
            CutYear.cutOffDigits(line: evidence.line, of: document.pages[pageIndex]) != nil
        else { return }
        if var whole = wholeDate(line: evidence.line, onPage: pageIndex, of: document) {
            whole.signals[.cutYear] = 2
            draft.date = whole
            return
        }
        var field = date
        if let strip = stripDate(aroundLine: evidence.line, onPage: pageIndex, of: document, pictures: pictures),
            strip.value != date.value
        {
            field = strip
            field.signals[.reread] = 1
        }
        field.signals[.cutYear] = 1
        draft.date = field
    }

    /// The first date of the document made whole by joining a cut-off year (`CutYear`) to it.
    func joinedCutYear(in document: ReadDocument) -> DraftField<CalendarDate>? {
        for (pageIndex, page) in document.pages.enumerated() {
            for index in page.lines.indices {
                if var whole = wholeDate(line: index, onPage: pageIndex, of: document) {
                    whole.signals[.cutYear] = 2
                    return whole
                }
            }
        }
        return nil
    }

    /// The date of line `index` with its cut-off year digits joined to it (`CutYear.joined`),
    /// the receipt parsed with that line in place.
    private func wholeDate(line index: Int, onPage pageIndex: Int, of document: ReadDocument)
        -> DraftField<CalendarDate>?
    {
        guard let lines = CutYear.joined(line: index, of: document.pages[pageIndex]) else { return nil }
        var pages = document.pages
        pages[pageIndex].lines = lines
        guard let date = ReceiptParser.parse(pages).date, date.evidence.first?.line == index,
            date.evidence.first?.page == pageIndex + 1
        else { return nil }
        return date
    }
}
