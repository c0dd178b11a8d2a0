import CLeptonica

extension RasterImage {
    /// The box of the paper when a receipt lies on a darker background (a page scanned on
    /// cardboard, a photo on a table), or `nil` when the paper fills most of the image.
    ///
    /// Works on a copy ~200 px wide: a column or row belongs to the paper when enough of its
    /// pixels are nearly as bright as the brightest tenth of the image. Reading only the
    /// paper keeps Tesseract from spending seconds on textured background. Throws when
    /// Leptonica cannot make the small copy (an allocation that failed).
    public func paperBox() throws -> BoundingBox? {
        guard width >= 1200 || height >= 1600 else { return nil }
        let scale = 200 / Double(width)
        let gray = try bitsPerPixel == 8 ? self : grayscale()
        let small = try gray.scaled(by: scale)
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
        guard var top = rows.firstIndex(of: true), var bottom = rows.lastIndex(of: true) else { return nil }
        // A shadow over part of the receipt (its foot, curled away from the light) leaves that
        // part below `threshold`, but still much brighter than the background beside it in the
        // same rows. Such rows are paper too where that keeps a twentieth of the image or more
        // from being cut off.
        if let shaded = Self.rowsBrighterThanBeside(run, values, width: w) {
            if top - shaded.lowerBound > h / 20 { top = shaded.lowerBound }
            if shaded.upperBound - bottom > h / 20 { bottom = shaded.upperBound }
        }
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

    /// How much brighter (in gray levels) the middle of a row of the paper's columns must be
    /// than the middle of the same row beside them, for the row to be shaded paper.
    static let shadedPaperContrast = 60

    /// The rows, first to last, where the paper's columns (`paper`) are much brighter than the
    /// columns beside them (`shadedPaperContrast`); nil when those are fewer than a tenth of
    /// the columns or no row is.
    private static func rowsBrighterThanBeside(_ paper: Range<Int>, _ values: [UInt8], width: Int)
        -> ClosedRange<Int>?
    {
        guard (width - paper.count) * 10 >= width else { return nil }
        func median(_ row: ArraySlice<UInt8>) -> Int { Int(row.sorted()[row.count / 2]) }
        var first: Int?
        var last: Int?
        for y in 0..<(values.count / width) {
            let row = values[(y * width)..<((y + 1) * width)]
            let inside = row[(y * width + paper.lowerBound)..<(y * width + paper.upperBound)]
            let beside = Array(row.prefix(paper.lowerBound)) + Array(row.suffix(width - paper.upperBound))
            guard median(inside) - median(beside[...]) >= shadedPaperContrast else { continue }
            if first == nil { first = y }
            last = y
        }
        guard let first, let last else { return nil }
        return first...last
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
