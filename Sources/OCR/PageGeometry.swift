/// How a prepared image relates to the image it came from: a crop, then a scale, then a turn
/// that levels slanted lines, then a clockwise quarter turn. Maps boxes found in the prepared
/// image back to the source image (the picture as a viewer shows it, EXIF orientation applied),
/// so evidence points at the right place in the user's own file.
struct PageGeometry: Equatable {
    /// Size of the source image.
    var sourceWidth: Int
    var sourceHeight: Int
    /// Top-left corner of the crop in the source image.
    var cropX = 0
    var cropY = 0
    /// Size of the image after cropping, scaling and levelling, before the quarter turn.
    var scaledWidth: Int
    var scaledHeight: Int
    var scale = 1.0
    /// The turn that levelled the scaled image's lines, if it needed one.
    var levelling: Deskew?
    /// Clockwise quarter turns applied after scaling and levelling.
    var quarterTurns = 0

    init(sourceWidth: Int, sourceHeight: Int) {
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
        self.scaledWidth = sourceWidth
        self.scaledHeight = sourceHeight
    }

    /// `box` (in the prepared, possibly turned, image) in source image coordinates.
    func toSource(_ box: BoundingBox) -> BoundingBox {
        // Undo the turn: corners back into the unturned, scaled image.
        let (w, h) = (scaledWidth, scaledHeight)
        let corners = [(box.x, box.y), (box.maxX, box.maxY)].map { x, y -> (Int, Int) in
            switch ((quarterTurns % 4) + 4) % 4 {
            case 1: return (y, h - x)
            case 2: return (w - x, h - y)
            case 3: return (w - y, x)
            default: return (x, y)
            }
        }
        var minX = min(corners[0].0, corners[1].0)
        var maxX = max(corners[0].0, corners[1].0)
        var minY = min(corners[0].1, corners[1].1)
        var maxY = max(corners[0].1, corners[1].1)
        // Undo the levelling: the box around the line as it slants in the scaled image.
        if let levelling {
            let slanted = levelling.toSource(BoundingBox(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
            (minX, maxX, minY, maxY) = (slanted.x, slanted.maxX, slanted.y, slanted.maxY)
        }
        // Undo the scale, then the crop; keep inside the source image.
        func source(_ value: Int, offset: Int, limit: Int) -> Int {
            min(max(Int((Double(value) / scale).rounded()) + offset, 0), limit)
        }
        let x0 = source(minX, offset: cropX, limit: sourceWidth)
        let x1 = source(maxX, offset: cropX, limit: sourceWidth)
        let y0 = source(minY, offset: cropY, limit: sourceHeight)
        let y1 = source(maxY, offset: cropY, limit: sourceHeight)
        return BoundingBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The page with every line and word box in source coordinates, sized as the source.
    func toSource(_ page: RecognizedPage) -> RecognizedPage {
        var mapped = page
        mapped.width = sourceWidth
        mapped.height = sourceHeight
        mapped.skew = levelling?.degrees
        mapped.lines = page.lines.map { $0.mappingBoxes(toSource) }
        return mapped
    }
}
