import CLeptonica
import Foundation
import Testing

@testable import OCR

/// Scaling gray images with the sharpening done in bands gives exactly Leptonica's `pixScale`.
@Suite struct BandedScalingTests {
    /// A gray picture of `width` x `height` with print-like detail: noise, edges, stripes.
    static func picture(width: Int, height: Int, seed: UInt32) throws -> RasterImage {
        let image = try RasterImage.wrap(pixCreate(Int32(width), Int32(height), 8), function: "pixCreate")
        var state = seed
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_664_525 &+ 1_013_904_223
                let ink = (x / 7 + y / 5) % 3 == 0 ? 40 : 230
                let value = UInt32(max(0, min(255, ink + Int(state >> 27) - 16)))
                pixSetPixel(image.pix, Int32(x), Int32(y), value)
            }
        }
        pixSetResolution(image.pix, 300, 300)
        return image
    }

    @Test(arguments: [0.7, 0.75, 0.8, 0.93, 1.0001, 1.1, 1.25, 1.3999, 1.4, 0.6999, 2.5] as [Float])
    func sameBytesAsPixScale(factor: Float) throws {
        for (width, height, seed) in [(173, 611, 1), (64, 140, 2), (301, 1030, 3), (40, 20, 4)] as [(Int, Int, UInt32)]
        {
            let image = try Self.picture(width: width, height: height, seed: seed)
            let expected = try RasterImage.wrap(pixScale(image.pix, factor, factor), function: "pixScale")
            let scaled = try image.scaled(by: Double(factor))
            var same: Int32 = 0
            #expect(pixEqual(expected.pix, scaled.pix, &same) == 0 && same == 1, "\(width)x\(height) by \(factor)")
            #expect(pixGetXRes(expected.pix) == pixGetXRes(scaled.pix))
            #expect(pixGetYRes(expected.pix) == pixGetYRes(scaled.pix))
        }
    }

    @Test func bandsAreUsedOnlyWhereTheyKeepTheBytes() throws {
        let image = try Self.picture(width: 50, height: 500, seed: 5)
        #expect(try BandedScaling.scaled(image, by: 1.2) != nil)
        #expect(try BandedScaling.scaled(image, by: 2) == nil)
        #expect(try BandedScaling.scaled(image, by: 0.5) == nil)
        #expect(try BandedScaling.scaled(try image.rotated(quarterTurns: 0), by: 1) == nil)
    }
}
