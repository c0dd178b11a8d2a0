extension DeepTextReader {
    /// Reads `image` turned clockwise by `quarterTurns` (the turn Tesseract's orientation check
    /// found for the page: the detector reads upright text only) with every box mapped back onto
    /// `image`, so evidence points at the same place whichever engine read it.
    public func recognize(_ image: RasterImage, pageNumber: Int, quarterTurns: Int) throws -> RecognizedPage {
        let turns = ((quarterTurns % 4) + 4) % 4
        guard turns != 0 else { return try recognize(image, pageNumber: pageNumber) }
        let turned = try image.rotated(quarterTurns: turns)
        var geometry = PageGeometry(sourceWidth: image.width, sourceHeight: image.height)
        geometry.scaledWidth = image.width
        geometry.scaledHeight = image.height
        geometry.quarterTurns = turns
        var page = geometry.toSource(try recognize(turned, pageNumber: pageNumber))
        page.rotation = turns
        return page
    }
}
