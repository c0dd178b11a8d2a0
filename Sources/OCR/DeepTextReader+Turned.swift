extension DeepTextReader {
    /// Reads `image` turned clockwise by `quarterTurns` (the turn Tesseract's orientation check
    /// found for the page: the detector reads upright text only) with every box mapped back onto
    /// `image`, so evidence points at the same place whichever engine read it.
    public func recognize(_ image: RasterImage, pageNumber: Int, quarterTurns: Int) throws -> RecognizedPage {
        try recognize(loading: { image }, pageNumber: pageNumber, quarterTurns: quarterTurns)
    }

    /// Reads the picture `load` gives, as ``recognize(_:pageNumber:quarterTurns:)``, letting the
    /// picture go once its pixels are copied into the models' channel order: a 12-megapixel
    /// photo's decoded picture (48 MB) is not held while the detector's tensors are. `help`
    /// lends the recognizer a thread that waits for this reading (``RecognizerHelp``).
    public func recognize(
        loading load: () throws -> RasterImage, pageNumber: Int, quarterTurns: Int, help: RecognizerHelp? = nil
    ) throws -> RecognizedPage {
        let turns = ((quarterTurns % 4) + 4) % 4
        // The picture lives only inside this closure.
        let (pixels, width, height) = try { () throws -> (ColorPixels, Int, Int) in
            let image = try load()
            return (try ColorPixels(turns == 0 ? image : image.rotated(quarterTurns: turns)), image.width, image.height)
        }()
        let read = try recognize(pixels, pageNumber: pageNumber, help: help)
        guard turns != 0 else { return read }
        var geometry = PageGeometry(sourceWidth: width, sourceHeight: height)
        geometry.quarterTurns = turns
        var page = geometry.toSource(read)
        page.rotation = turns
        return page
    }
}
