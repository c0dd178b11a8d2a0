/// Finds text that a single-block reading skipped and reads it on its own.
///
/// Tesseract's single-block mode (psm 6) reads receipt columns well but drops lines printed
/// much larger than the rest, which on receipts is usually the shop's name. This pass looks
/// for bands of ink that no recognized word covers and recognizes each band separately.
struct MissedLineRecovery {
    /// Bands tried per page at most, largest text first.
    var maxBands = 6
    /// A recovered line must read at least this well to be kept.
    var minimumConfidence = 0.6

    /// `page` with the lines found in `image` that it lacks. Where the ink cannot be looked
    /// at (an allocation that failed), `page` as it is, and the step noted in `leftOut`.
    func recover(
        page: RecognizedPage, image: RasterImage, engine: TextRecognizer, path: String,
        deadline: ReadingDeadline? = nil, leftOut: inout [ReadingShortfall]
    ) throws -> RecognizedPage {
        let words = page.lines.flatMap(\.words).map { $0.box.expanded(by: 2) }
        let textHeight = medianHeight(of: words) ?? 20
        let blobs: [BoundingBox]
        do {
            blobs = try image.inkBlobs()
        } catch {
            leftOut.note(
                .stepLeftOut(step: "finding lines the page's reading skipped", reason: ReadingShortfall.reason(error)))
            return page
        }
        let uncovered = blobs.filter { blob in
            blob.height >= max(6, textHeight / 2) && blob.height <= image.height / 4
                && blob.width <= 8 * blob.height && !words.contains { $0.intersects(blob) }
        }
        let bands = Self.bands(of: uncovered)
            .filter { $0.blobCount >= 3 && $0.box.width >= 2 * $0.box.height }
            .sorted { $0.box.height > $1.box.height }
            .prefix(maxBands)
        guard !bands.isEmpty else { return page }

        var lines = page.lines
        for band in bands {
            let margin = max(4, band.box.height / 3)
            let area = band.box.expanded(by: margin).clipped(width: image.width, height: image.height)
            let crop = try image.cropped(to: area)
            let reading = try engine.recognize(crop, segmentation: .singleBlock, path: path, deadline: deadline)
            for line in reading.lines
            where line.confidence >= minimumConfidence
                && line.text.filter({ $0.isLetter || $0.isNumber }).count >= 2
            {
                let placed = line.offset(dx: area.x, dy: area.y)
                // Ink left over beside a line that was read (a dropped mark) reads that line
                // again: keep only lines mostly outside the lines already there.
                guard !page.lines.contains(where: { $0.box.overlapArea(placed.box) * 2 > placed.box.area }) else {
                    continue
                }
                lines.append(placed)
            }
        }
        lines.sort { ($0.box.y, $0.box.x) < ($1.box.y, $1.box.x) }
        var recovered = page
        recovered.lines = lines
        return recovered
    }

    private func medianHeight(of boxes: [BoundingBox]) -> Int? {
        guard !boxes.isEmpty else { return nil }
        let heights = boxes.map(\.height).sorted()
        return heights[heights.count / 2]
    }

    struct Band {
        var box: BoundingBox
        var blobCount: Int
    }

    /// Groups blobs into horizontal bands: a blob joins the band it overlaps vertically by
    /// at least half its height.
    static func bands(of blobs: [BoundingBox]) -> [Band] {
        var bands: [Band] = []
        for blob in blobs.sorted(by: { $0.y < $1.y }) {
            if let index = bands.lastIndex(where: { band in
                let overlap = min(band.box.maxY, blob.maxY) - max(band.box.y, blob.y)
                return overlap * 2 >= min(blob.height, band.box.height)
            }) {
                bands[index].box = bands[index].box.union(blob)
                bands[index].blobCount += 1
            } else {
                bands.append(Band(box: blob, blobCount: 1))
            }
        }
        return bands
    }
}

extension BoundingBox {
    func clipped(width: Int, height: Int) -> BoundingBox {
        let minX = max(0, x)
        let minY = max(0, y)
        return BoundingBox(
            x: minX, y: minY, width: min(width, maxX) - minX, height: min(height, maxY) - minY)
    }

    var area: Int { width * height }

    /// The area the two boxes share (0 when apart).
    func overlapArea(_ other: BoundingBox) -> Int {
        let w = min(maxX, other.maxX) - max(x, other.x)
        let h = min(maxY, other.maxY) - max(y, other.y)
        return w > 0 && h > 0 ? w * h : 0
    }

    func offset(dx: Int, dy: Int) -> BoundingBox {
        BoundingBox(x: x + dx, y: y + dy, width: width, height: height)
    }
}

extension RecognizedLine {
    func offset(dx: Int, dy: Int) -> RecognizedLine {
        var moved = self
        moved.box = box.offset(dx: dx, dy: dy)
        moved.words = words.map { word in
            var movedWord = word
            movedWord.box = word.box.offset(dx: dx, dy: dy)
            return movedWord
        }
        return moved
    }
}
