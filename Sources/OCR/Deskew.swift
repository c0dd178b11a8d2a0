import CLeptonica
import Foundation

/// A page photographed or scanned at a slant, turned level before it is read.
///
/// Tesseract follows a slanted line only so far: from two degrees or so, a receipt's long lines
/// drift into the line below, and a line's letters are read against a baseline that does not
/// fit them (a shop's name in large print suffers most). Leptonica measures the slant of the
/// text lines (`pixFindSkewSweepAndSearch`); when it is sure and the slant is large enough to
/// matter, the picture is turned level on a canvas large enough to keep every pixel.
///
/// `Deskew` also maps boxes between the picture as given (the source) and the levelled one, so
/// that what is read on the level picture points at the right place in the user's file.
public struct Deskew: Sendable, Equatable {
    /// Clockwise degrees the source is turned by to be level.
    public var degrees: Double
    /// Size of the picture before and after turning (the canvas grows to keep every pixel).
    var sourceWidth: Int
    var sourceHeight: Int
    var width: Int
    var height: Int

    /// Slants below this many degrees are left alone. Tesseract follows a slight slant well,
    /// and turning a picture resamples it, each letter a little softer: on the scanned receipts
    /// of the accuracy set, levelling slants under 1.5 degrees lost more fields than it won and
    /// slants of 1.5-2 degrees won as many as they lost, while at 2.5-3.5 degrees it is the
    /// difference between reading a receipt and not (Benchmarks/README.md, "Slanted pages").
    static let smallestAngle = 2.0
    /// Leptonica's confidence in the slant it found (its best score over its worst) below
    /// which the slant is not trusted: pages with little text, or text in all directions.
    /// Receipts' short lines score lower than a page of prose (2-10 for slants measured right
    /// to within a tenth of a degree), so Leptonica's own 3 would leave many slanted.
    static let minimumConfidence = 2.0
    /// Slants past this are not searched for (a receipt at a steeper angle is rare, and
    /// Leptonica's sweep is no longer reliable).
    static let largestAngle = 7.0

    /// The turn that levels a picture of `width` x `height` slanted by `degrees`.
    init(degrees: Double, sourceWidth: Int, sourceHeight: Int) {
        self.degrees = degrees
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
        let (cosine, sine) = (abs(cos(degrees * .pi / 180)), abs(sin(degrees * .pi / 180)))
        let grownWidth = Double(sourceWidth) * cosine + Double(sourceHeight) * sine
        let grownHeight = Double(sourceWidth) * sine + Double(sourceHeight) * cosine
        // Grown by the same amount on both sides, so the centre stays the centre.
        self.width = sourceWidth + 2 * Int(max(0, (grownWidth - Double(sourceWidth)) / 2).rounded(.up))
        self.height = sourceHeight + 2 * Int(max(0, (grownHeight - Double(sourceHeight)) / 2).rounded(.up))
    }

    private var radians: Double { degrees * .pi / 180 }

    /// `box` (on the levelled picture) on the source: the box around the turned rectangle.
    func toSource(_ box: BoundingBox) -> BoundingBox {
        turned(box, by: -radians, from: (width, height), to: (sourceWidth, sourceHeight))
    }

    /// `box` (on the source) on the levelled picture, for a box drawn around lines as they slant
    /// in the file: a line, or a strip of lines to read again. It becomes the rectangle the lines
    /// fill when level, not a box around a box: a line keeps its height, so that it can be read
    /// again alone, and a strip does not take in the lines above and below it. (Turning a strip's
    /// box whole instead lost fields on receipts turned by 2.5-3.5 degrees.) A box thinner than
    /// the slant's rise across it holds no whole line and becomes a sliver.
    func fromSource(_ box: BoundingBox) -> BoundingBox {
        let (cosine, sine) = (abs(cos(radians)), abs(sin(radians)))
        let determinant = cosine * cosine - sine * sine
        var inner = box
        if determinant > 0.5 {
            // Undo the growth of a box around a turned w x h rectangle:
            // W = w cos + h sin, H = w sin + h cos.
            let (w, h) = (Double(box.width), Double(box.height))
            inner.width = Int(max(1, (w * cosine - h * sine) / determinant).rounded())
            inner.height = Int(max(1, (h * cosine - w * sine) / determinant).rounded())
        }
        // Only the centre moves: the size is the rectangle's own.
        let centre = turned(
            (Double(box.x) + Double(box.width) / 2, Double(box.y) + Double(box.height) / 2), by: radians,
            from: (sourceWidth, sourceHeight), to: (width, height))
        return BoundingBox(
            x: Int((centre.x - Double(inner.width) / 2).rounded()),
            y: Int((centre.y - Double(inner.height) / 2).rounded()),
            width: inner.width, height: inner.height)
    }

    /// Where `point` of a picture of size `from` lands when the picture is turned clockwise by
    /// `angle` about its centre and placed on a canvas of size `to` with the same centre.
    private func turned(_ point: (x: Double, y: Double), by angle: Double, from: (Int, Int), to: (Int, Int))
        -> (x: Double, y: Double)
    {
        let (dx, dy) = (point.x - Double(from.0) / 2, point.y - Double(from.1) / 2)
        return (
            Double(to.0) / 2 + dx * cos(angle) - dy * sin(angle), Double(to.1) / 2 + dx * sin(angle) + dy * cos(angle)
        )
    }

    /// The box around `box` turned clockwise by `angle` about the centre of a picture of size
    /// `from`, placed on a canvas of size `to` with the same centre.
    private func turned(_ box: BoundingBox, by angle: Double, from: (Int, Int), to: (Int, Int)) -> BoundingBox {
        let corners = [(box.x, box.y), (box.maxX, box.y), (box.x, box.maxY), (box.maxX, box.maxY)].map { x, y in
            turned((Double(x), Double(y)), by: angle, from: from, to: to)
        }
        let xs = corners.map(\.0)
        let ys = corners.map(\.1)
        let minX = Int(xs.reduce(.infinity, min).rounded(.down))
        let maxX = Int(xs.reduce(-.infinity, max).rounded(.up))
        let minY = Int(ys.reduce(.infinity, min).rounded(.down))
        let maxY = Int(ys.reduce(-.infinity, max).rounded(.up))
        let x0 = min(max(minX, 0), to.0)
        let y0 = min(max(minY, 0), to.1)
        return BoundingBox(
            x: x0, y: y0, width: min(max(maxX, 0), to.0) - x0, height: min(max(maxY, 0), to.1) - y0)
    }
}

extension RasterImage {
    /// The turn that levels this picture's text lines, when Leptonica is sure of their slant
    /// and it is at least `Deskew.smallestAngle`; nil otherwise (level enough, too little text
    /// to tell, or no lines at all). Throws when Leptonica cannot make the copy it measures on.
    public func levellingTurn() throws -> Deskew? {
        guard let degrees = try measuredSlant(), abs(degrees) >= Deskew.smallestAngle else { return nil }
        return Deskew(degrees: degrees, sourceWidth: width, sourceHeight: height)
    }

    /// The clockwise degrees that would level this picture's text lines, when Leptonica is sure
    /// of them (`Deskew.minimumConfidence`) and they are under `Deskew.largestAngle`.
    func measuredSlant() throws -> Double? {
        guard let binary = pixConvertTo1(pix, 160) else {
            throw OCRError.imageOperationFailed(function: "pixConvertTo1", detail: "returned NULL")
        }
        var binaryPointer: UnsafeMutablePointer<PIX>? = binary
        defer { pixDestroy(&binaryPointer) }
        var angle: Float = 0
        var confidence: Float = 0
        // Sweep at a quarter of the size, search at half, as `pixFindSkew` does, over the
        // angles a receipt is held at.
        guard
            pixFindSkewSweepAndSearch(
                binary, &angle, &confidence, 4, 2, Float(Deskew.largestAngle), 1, 0.01) == 0,
            Double(confidence) >= Deskew.minimumConfidence, abs(Double(angle)) < Deskew.largestAngle
        else { return nil }
        return Double(angle)
    }

    /// The picture turned by `turn` (which must have been made for a picture of this size),
    /// white brought in at the corners, no pixel lost.
    public func levelled(by turn: Deskew) throws -> RasterImage {
        let horizontal = Int32((turn.width - width) / 2)
        let vertical = Int32((turn.height - height) / 2)
        let white: UInt32 = bitsPerPixel == 32 ? 0xFFFF_FF00 : (bitsPerPixel == 8 ? 255 : 0)
        let grown = try Self.wrap(
            pixAddBorderGeneral(pix, horizontal, horizontal, vertical, vertical, white),
            function: "pixAddBorderGeneral")
        return try Self.wrap(
            pixRotate(
                grown.pix, Float(turn.degrees * .pi / 180), Int32(L_ROTATE_AREA_MAP),
                Int32(L_BRING_IN_WHITE), 0, 0),
            function: "pixRotate")
    }
}
