extension RasterImage {
    /// Estimates the typical height of printed characters in pixels: the median height of
    /// character-sized blobs of ink. `nil` when the image shows too few of them.
    ///
    /// Tesseract reads best when characters are about 30 px tall; this measure lets vault
    /// scale small scans up and huge ones down before recognition. Throws when Leptonica
    /// cannot make the copies it measures on (an allocation that failed).
    public func estimatedTextHeight() throws -> Double? {
        // Analyse a copy at most ~1600 px wide; blob heights scale back linearly.
        let analysisScale = width > 1600 ? 1600 / Double(width) : 1
        let small = try analysisScale < 1 ? scaled(by: analysisScale) : self
        let maxHeight = max(8, small.height / 6)
        var heights: [Int] = []
        for blob in try small.inkBlobs()
        where blob.height >= 5 && blob.height <= maxHeight && blob.width <= 4 * blob.height
            && blob.width * blob.height >= 12
        {
            heights.append(blob.height)
        }
        guard heights.count >= 12 else { return nil }
        heights.sort()
        return Double(heights[heights.count / 2]) / analysisScale
    }
}
