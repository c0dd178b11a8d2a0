import CLeptonica
import Foundation
import Testing

@testable import OCR

/// Levelling slanted pages: Leptonica's slant on real text, and boxes mapped both ways.
@Suite struct DeskewTests {
    /// A receipt turned by a degree or more is found to slant by as much, the other way, and
    /// is levelled from two degrees on; the same receipt level needs no turn.
    @Test(arguments: [-3.0, -1.5, 1.0, 2.5, 5.0])
    func findsHowFarTextSlants(degrees: Double) throws {
        let level = try RasterImage.load(contentsOf: Fixtures.path("receipt-en-usd-diner.png")).grayscale()
        #expect(try level.levellingTurn() == nil)
        let slanted = try level.levelled(
            by: Deskew(degrees: degrees, sourceWidth: level.width, sourceHeight: level.height))
        let slant = try #require(try slanted.measuredSlant())
        #expect(abs(slant + degrees) < 0.25, "found \(slant) for a slant of \(-degrees)")
        #expect((try slanted.levellingTurn() != nil) == (abs(degrees) >= Deskew.smallestAngle))
    }

    /// The canvas grows so that no corner is cut off, and a mark's centre lands where the mapping says.
    @Test(arguments: [-4.0, 2.0, 6.5])
    func aMarkLandsWhereTheMappingSays(degrees: Double) throws {
        let (width, height) = (400, 300)
        var pixels = [UInt8](repeating: 255, count: width * height)
        let mark = BoundingBox(x: 330, y: 40, width: 30, height: 12)
        for y in mark.y..<mark.maxY {
            for x in mark.x..<mark.maxX { pixels[y * width + x] = 0 }
        }
        let image = try pixels.withUnsafeBytes {
            try RasterImage.fromGray($0.baseAddress!, width: width, height: height, bytesPerRow: width)
        }
        let turn = Deskew(degrees: degrees, sourceWidth: width, sourceHeight: height)
        let levelled = try image.levelled(by: turn)
        #expect(levelled.width == turn.width && levelled.height == turn.height)
        #expect(levelled.width > width && levelled.height > height)

        let found = try #require(darkBox(in: levelled))
        let expected = turn.fromSource(mark)
        let (foundX, foundY) = (found.x + found.width / 2, found.y + found.height / 2)
        let (expectedX, expectedY) = (expected.x + expected.width / 2, expected.y + expected.height / 2)
        #expect(abs(foundX - expectedX) <= 2 && abs(foundY - expectedY) <= 2, "\(found) vs \(expected)")
        // Back on the source, the box around the turned mark holds the mark.
        let back = turn.toSource(found)
        #expect(back.overlapArea(mark) == mark.area || back.overlapArea(mark) * 10 >= mark.area * 9, "\(back)")
    }

    /// A line's box taken to the source (around the slanting line) and back is the line again,
    /// not a box grown twice: rereading it alone must not take in the lines above and below.
    @Test(arguments: [-2.5, -0.5, 1.2, 4.0])
    func aLineKeepsItsHeightThereAndBack(degrees: Double) {
        let turn = Deskew(degrees: degrees, sourceWidth: 1200, sourceHeight: 2600)
        // Lines well inside the page: text on a levelled page came from the source's pixels.
        for line in [
            BoundingBox(x: 200, y: 300, width: 800, height: 36), BoundingBox(x: 500, y: 2000, width: 240, height: 30),
        ] {
            let onSource = turn.toSource(line)
            let rise = Int((Double(line.width) * abs(sin(degrees * .pi / 180))).rounded(.down))
            #expect(onSource.height >= line.height + rise, "a slanting line's box is taller: \(onSource)")
            let back = turn.fromSource(onSource)
            #expect(abs(back.x - line.x) <= 2 && abs(back.y - line.y) <= 2, "\(back) vs \(line)")
            #expect(abs(back.width - line.width) <= 3 && abs(back.height - line.height) <= 3, "\(back) vs \(line)")
        }
    }

    /// The slanted fixture is read levelled, and its lines point at the slanting lines of the file.
    @Test func aSlantedScanIsReadLevel() throws {
        let fixture = "receipt-en-usd-diner-slanted.jpg"
        let document = try DocumentReader().read(path: Fixtures.path(fixture))
        let page = try #require(document.pages.first)
        let skew = try #require(page.skew)
        #expect(abs(skew - 2.5) < 0.3, "turned by \(skew)")
        // The date as printed: read on the slant, the build before read `12/03/2025`.
        #expect(Looseness.contains(page.text, "03/12/2025"), "\(page.text)")
        let name = try Fixtures.expected(for: fixture).merchant
        let merchant = try #require(page.lines.first { Looseness.contains($0.text, name) })
        // Turned counter-clockwise in the file, the name's line rises to the right, so its box
        // there is taller than the line is high.
        let words = merchant.words.map(\.box)
        let (first, last) = (try #require(words.first), try #require(words.last))
        #expect(last.y < first.y, "the last word sits higher: \(first) then \(last)")
    }

    /// The bounding box of the pixels darker than mid-gray.
    private func darkBox(in image: RasterImage) -> BoundingBox? {
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        for y in 0..<image.height {
            for x in 0..<image.width {
                var value: UInt32 = 0
                pixGetPixel(image.pix, Int32(x), Int32(y), &value)
                if value < 128 {
                    (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
                }
            }
        }
        return maxX < 0 ? nil : BoundingBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
