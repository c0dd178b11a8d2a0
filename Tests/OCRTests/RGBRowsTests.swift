import CLeptonica
import Foundation
import Testing

@testable import OCR

/// `withRGBRows` gives every pixel as Leptonica holds it, as `0x00RRGGBB`, for colour photos,
/// gray images and two-colour scans alike.
@Suite struct RGBRowsTests {
    private func rows(of image: RasterImage) throws -> [[UInt32]] {
        var rows: [[UInt32]] = []
        try image.withRGBRows { row, pixels in
            #expect(row == rows.count)
            rows.append(Array(pixels))
        }
        return rows
    }

    /// The colour of (`x`, `y`) as Leptonica reads it from a 32-bit copy of `image`.
    private func expected(_ image: RasterImage, _ x: Int, _ y: Int) throws -> UInt32 {
        let rgb = try RasterImage.wrap(pixConvertTo32(image.pix), function: "pixConvertTo32")
        var (red, green, blue): (Int32, Int32, Int32) = (0, 0, 0)
        #expect(pixGetRGBPixel(rgb.pix, Int32(x), Int32(y), &red, &green, &blue) == 0)
        return UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }

    @Test func everyDepthGivesTheColoursLeptonicaHolds() throws {
        let photo = try RasterImage.load(contentsOf: Fixtures.path("receipt-photo-day.jpg"))
        let gray = try photo.grayscale()
        let twoColour = try RasterImage.wrap(pixConvertTo1(gray.pix, 128), function: "pixConvertTo1")
        for image in [photo, gray, twoColour] {
            let rows = try rows(of: image)
            #expect(rows.count == image.height)
            #expect(rows.allSatisfy { $0.count == image.width })
            let points = [(0, 0), (image.width / 2, image.height / 3), (image.width - 1, image.height - 1)]
            for (x, y) in points {
                #expect(rows[y][x] == (try expected(image, x, y)), "\(image.bitsPerPixel) bpp at \(x),\(y)")
            }
        }
        // The dark print and the white paper both occur: the words are not all one colour.
        #expect(Set(try rows(of: twoColour).joined()) == [0x000000, 0xFFFFFF])
    }
}
