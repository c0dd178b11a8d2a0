import CLeptonica

extension RasterImage {
    /// Bounding boxes of connected blobs of ink (dark pixels after background normalisation),
    /// in this image's coordinates. Characters are blobs; so are specks, rules and logos.
    /// Throws when Leptonica cannot make the copies it looks in (an allocation that failed).
    func inkBlobs() throws -> [BoundingBox] {
        let gray = try bitsPerPixel == 8 ? self : grayscale()
        let normalized = try gray.normalizingBackground()
        let binary = try RasterImage.wrap(pixThresholdToBinary(normalized.pix, 160), function: "pixThresholdToBinary")
        var boxesOrNil = pixConnCompBB(binary.pix, 8)
        defer { boxaDestroy(&boxesOrNil) }
        guard let boxes = boxesOrNil else { return [] }
        var blobs: [BoundingBox] = []
        let count = boxaGetCount(boxes)
        blobs.reserveCapacity(Int(count))
        for index in 0..<count {
            var x: Int32 = 0
            var y: Int32 = 0
            var w: Int32 = 0
            var h: Int32 = 0
            guard boxaGetBoxGeometry(boxes, index, &x, &y, &w, &h) == 0 else { continue }
            blobs.append(BoundingBox(x: Int(x), y: Int(y), width: Int(w), height: Int(h)))
        }
        return blobs
    }

    /// The part of the image inside `box` (clipped to the image).
    func cropped(to box: BoundingBox) throws -> RasterImage {
        guard let clip = boxCreate(Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height)) else {
            throw OCRError.imageOperationFailed(function: "boxCreate", detail: "invalid box \(box)")
        }
        var clipOrNil: UnsafeMutablePointer<BOX>? = clip
        defer { boxDestroy(&clipOrNil) }
        return try Self.wrap(pixClipRectangle(pix, clip, nil), function: "pixClipRectangle")
    }
}

extension BoundingBox {
    /// Whether the two boxes share any area.
    public func intersects(_ other: BoundingBox) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// The box grown by `margin` on every side.
    func expanded(by margin: Int) -> BoundingBox {
        BoundingBox(x: x - margin, y: y - margin, width: width + 2 * margin, height: height + 2 * margin)
    }
}
