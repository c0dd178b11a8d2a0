import CLeptonica

extension RasterImage {
    /// The box of the paper when a receipt lies on a darker background (a page scanned on
    /// cardboard, a photo on a table), or `nil` when the paper fills most of the image.
    ///
    /// Works on a copy ~200 px wide: a column or row belongs to the paper when enough of its
    /// pixels are nearly as bright as the brightest tenth of the image. Reading only the
    /// paper keeps Tesseract from spending seconds on textured background.
    public func paperBox() -> BoundingBox? {
        guard width >= 1200 || height >= 1600 else { return nil }
        let scale = 200 / Double(width)
        guard let gray = try? (bitsPerPixel == 8 ? self : grayscale()), let small = try? gray.scaled(by: scale) else {
            return nil
        }
        let w = small.width
        let h = small.height
        guard w > 20, h > 20 else { return nil }
        var values = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                var value: UInt32 = 0
                pixGetPixel(small.pix, Int32(x), Int32(y), &value)
                values[y * w + x] = UInt8(min(value, 255))
            }
        }
        let sorted = values.sorted()
        let bright = Int(sorted[sorted.count * 9 / 10])
        // Paper must stand out from the background; on a uniform image there is nothing to crop.
        let median = Int(sorted[sorted.count / 2])
        guard bright - median > 25 else { return nil }
        let threshold = UInt8(max(bright - 30, (bright + median) / 2))
        func isPaper(_ count: Int, of total: Int) -> Bool { count * 4 > total }
        var columns = [Bool](repeating: false, count: w)
        for x in 0..<w {
            var count = 0
            for y in 0..<h where values[y * w + x] >= threshold { count += 1 }
            columns[x] = isPaper(count, of: h)
        }
        guard let run = Self.longestRun(columns), run.count * 10 >= w else { return nil }
        var rows = [Bool](repeating: false, count: h)
        for y in 0..<h {
            var count = 0
            for x in run where values[y * w + x] >= threshold { count += 1 }
            rows[y] = isPaper(count, of: run.count)
        }
        guard let top = rows.firstIndex(of: true), let bottom = rows.lastIndex(of: true) else { return nil }
        let box = BoundingBox(
            x: Int(Double(run.lowerBound) / scale), y: Int(Double(top) / scale),
            width: Int(Double(run.count) / scale), height: Int(Double(bottom - top + 1) / scale)
        ).expanded(by: Int(4 / scale))
        let clipped = BoundingBox(
            x: max(box.x, 0), y: max(box.y, 0),
            width: min(box.maxX, width) - max(box.x, 0), height: min(box.maxY, height) - max(box.y, 0))
        // Not worth a crop when the paper fills most of the image.
        guard clipped.width * clipped.height * 4 < width * height * 3 else { return nil }
        return clipped
    }

    private static func longestRun(_ flags: [Bool]) -> Range<Int>? {
        var best: Range<Int>?
        var start: Int?
        for index in 0...flags.count {
            let flag = index < flags.count && flags[index]
            if flag, start == nil { start = index }
            if !flag, let begin = start {
                if (best?.count ?? 0) < index - begin { best = begin..<index }
                start = nil
            }
        }
        return best
    }
}
