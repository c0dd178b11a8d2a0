import OCR
import Testing

@Suite struct PaperCropTests {
    /// A gray page of `width`x`height` with a white strip (the receipt) at `paper`, its rows
    /// from `shadedFrom` on in a shadow of gray `shade`.
    private func page(
        width: Int, height: Int, background: UInt8, paper: BoundingBox, shadedFrom: Int? = nil, shade: UInt8 = 245
    ) throws -> RasterImage {
        var pixels = [UInt8](repeating: background, count: width * height)
        for y in paper.y..<paper.maxY {
            for x in paper.x..<paper.maxX { pixels[y * width + x] = y >= (shadedFrom ?? .max) ? shade : 245 }
        }
        return try pixels.withUnsafeBytes {
            try RasterImage.fromGray($0.baseAddress!, width: width, height: height, bytesPerRow: width)
        }
    }

    @Test func findsAReceiptOnCardboard() throws {
        let paper = BoundingBox(x: 1600, y: 0, width: 800, height: 2800)
        let image = try page(width: 2500, height: 3500, background: 170, paper: paper)
        let box = try #require(try image.paperBox())
        #expect(abs(box.x - paper.x) < 80)
        #expect(abs(box.maxX - paper.maxX) < 80)
        #expect(abs(box.maxY - paper.maxY) < 80)
    }

    @Test func keepsTheShadedFootOfAReceiptOnADarkTable() throws {
        // The last third of the receipt lies in a shadow: darker than the lit paper, far
        // brighter than the table beside it.
        let paper = BoundingBox(x: 200, y: 60, width: 560, height: 1900)
        let image = try page(width: 828, height: 2022, background: 10, paper: paper, shadedFrom: 1400, shade: 150)
        let box = try #require(try image.paperBox())
        #expect(abs(box.maxY - paper.maxY) < 80, "the shaded foot is read: \(box)")
        // Gray cardboard below a receipt, as gray as the cardboard beside it, is still cut off.
        let onCardboard = BoundingBox(x: 1600, y: 0, width: 800, height: 1800)
        let cardboard = try #require(
            try page(width: 2500, height: 3500, background: 170, paper: onCardboard).paperBox())
        #expect(abs(cardboard.maxY - onCardboard.maxY) < 80)
    }

    @Test func leavesAPageThatIsAllPaperAlone() throws {
        let image = try page(
            width: 2500, height: 3500, background: 240, paper: BoundingBox(x: 0, y: 0, width: 10, height: 10))
        #expect(try image.paperBox() == nil)
    }

    @Test func leavesSmallImagesAlone() throws {
        let image = try page(
            width: 600, height: 900, background: 170, paper: BoundingBox(x: 300, y: 0, width: 200, height: 800))
        #expect(try image.paperBox() == nil)
    }
}
