import Testing

@testable import OCR

/// A step of preparing a page that Leptonica cannot take (it returns NULL: an allocation that
/// failed) is left out and said, in one sentence per step, however many pages it failed on; a
/// page that merely shows nothing to measure is no shortfall. Real Leptonica and Tesseract.
@Suite struct LeftOutStepTests {
    /// A white picture of `width` x `height`.
    private func blank(width: Int, height: Int) throws -> RasterImage {
        let pixels = [UInt8](repeating: 255, count: width * height)
        return try pixels.withUnsafeBytes { buffer in
            let base = try #require(buffer.baseAddress)
            return try RasterImage.fromGray(base, width: width, height: height, bytesPerRow: width)
        }
    }

    @Test func aStepLeftOutIsSaidOnce() {
        var leftOut: [ReadingShortfall] = []
        let step = ReadingShortfall.stepLeftOut(step: "levelling the lines", reason: "out of memory")
        leftOut.note(step)
        leftOut.note(step)
        leftOut.note(.stepLeftOut(step: "cropping to the paper", reason: "out of memory"))
        #expect(
            leftOut.map(\.description) == [
                "levelling the lines was left out: out of memory", "cropping to the paper was left out: out of memory",
            ])
        #expect(leftOut.allSatisfy { $0.isOutOfMemory })
    }

    /// Pictures with nothing to measure (too small for a background tile, blank, a line high)
    /// read as before: Leptonica copes, and nothing is said.
    @Test func picturesWithNothingToMeasureSayNothing() throws {
        for (width, height) in [(8, 8), (200, 200), (300, 1)] {
            let image = try blank(width: width, height: height)
            #expect(try image.inkBlobs().isEmpty)
            #expect(try image.estimatedTextHeight() == nil)
            #expect(try image.levellingTurn() == nil)
            let document = try DocumentReader().read(bytes: try image.pngData(), path: "blank.png", deadline: nil)
            #expect(document.shortfalls.isEmpty, "\(width) x \(height): \(document.shortfalls)")
        }
    }
}
