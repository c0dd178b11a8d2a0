/// PP-OCR's text detector (DB, "differentiable binarization"): the model gives each pixel the
/// probability that it is text; text regions are the connected areas above a threshold, each
/// boxed by its smallest rotated rectangle and grown back to the whole word (the model marks
/// a shrunken core), as PaddleOCR's own post-processing does.
struct TextDetector {
    let session: InferenceSession

    /// The shorter side the picture is scaled to for the model (PP-OCR's default, 736 px);
    /// larger pictures are scaled down only as far as needed to keep the longer side within
    /// `longestSide` (but never below 736 on the shorter side). 1280 px read every dev folder
    /// as well as 1600 (all three fields right on wild-dev 63.0% against 62.2, sroie-dev 75.9
    /// against 75.1, srd-dev and de-dev the same, every sure field as often right) with 36% fewer
    /// pixels, so less time and memory on large photos and scans; 1024 px lost a zero-touch
    /// receipt on wild-dev.
    var shortestSide = 736.0
    var longestSide = 1280.0
    /// Pixels at least this likely to be text are text.
    var threshold: Float = 0.3
    /// A region whose mean probability is below this is dropped.
    var boxThreshold = 0.5
    /// How far a region's core is grown: its area times this over its perimeter.
    var unclipRatio = 1.6
    var maxCandidates = 1000

    /// The text regions of `pixels`, in its coordinates.
    func detect(_ pixels: ColorPixels) throws(DeepTextError) -> [TextQuad] {
        let (input, width, height) = modelInput(pixels)
        let found = try session.run(input, shape: [1, 3, height, width], releasingMemory: true) {
            output throws(DeepTextError) in
            guard output.shape.count == 4, output.shape[2] == height, output.shape[3] == width else {
                throw .inferenceFailed(model: session.name, reason: "unexpected output shape \(output.shape)")
            }
            return regions(probability: output.values, width: width, height: height)
        }
        let scaleX = Double(pixels.width) / Double(width)
        let scaleY = Double(pixels.height) / Double(height)
        return found.compactMap { quad in scaledToPicture(quad, scaleX: scaleX, scaleY: scaleY, pixels: pixels) }
    }

    /// The picture scaled to multiples of 32 px, normalised as PP-OCR was trained (ImageNet
    /// mean and deviation), channels first.
    private func modelInput(_ pixels: ColorPixels) -> ([Float], width: Int, height: Int) {
        let shorter = Double(Swift.min(pixels.width, pixels.height))
        let longer = Double(Swift.max(pixels.width, pixels.height))
        var ratio = shortestSide / shorter
        if ratio < 1 { ratio = Swift.max(ratio, Swift.min(1, longestSide / longer)) }
        let width = Swift.max(32, Int((Double(pixels.width) * ratio / 32).rounded()) * 32)
        let height = Swift.max(32, Int((Double(pixels.height) * ratio / 32).rounded()) * 32)
        let mean: [Float] = [0.485, 0.456, 0.406]
        let deviation: [Float] = [0.229, 0.224, 0.225]
        var input = [Float](repeating: 0, count: 3 * width * height)
        let stepX = Double(pixels.width) / Double(width)
        let stepY = Double(pixels.height) / Double(height)
        let plane = width * height
        input.withUnsafeMutableBufferPointer { values in
            var sample: (Float, Float, Float) = (0, 0, 0)
            for y in 0..<height {
                let sourceY = (Double(y) + 0.5) * stepY - 0.5
                for x in 0..<width {
                    pixels.sample(x: (Double(x) + 0.5) * stepX - 0.5, y: sourceY, into: &sample)
                    let index = y * width + x
                    values[index] = (sample.0 / 255 - mean[0]) / deviation[0]
                    values[plane + index] = (sample.1 / 255 - mean[1]) / deviation[1]
                    values[2 * plane + index] = (sample.2 / 255 - mean[2]) / deviation[2]
                }
            }
        }
        return (input, width, height)
    }

    /// The grown rectangles of the connected text areas, in the model's coordinates.
    func regions(probability: UnsafeBufferPointer<Float>, width: Int, height: Int) -> [TextQuad] {
        // Text mask, dilated by a 2 x 2 square (as PP-OCR's post-processing does).
        var mask = [Bool](repeating: false, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var on = false
                for dy in 0...1 where !on {
                    for dx in 0...1 where !on {
                        let sx = x - dx
                        let sy = y - dy
                        if sx >= 0, sy >= 0, probability[sy * width + sx] > threshold { on = true }
                    }
                }
                mask[y * width + x] = on
            }
        }
        var quads: [TextQuad] = []
        for component in ConnectedAreas.find(in: mask, width: width, height: height).prefix(maxCandidates) {
            guard let rectangle = MinimumAreaRectangle.around(component) else { continue }
            let core = TextQuad(center: rectangle.center, axis: rectangle.axis, halfExtents: rectangle.halfExtents)
            guard Swift.min(core.width, core.height) >= 3 else { continue }
            guard meanProbability(probability, width: width, height: height, inside: core) >= boxThreshold else {
                continue
            }
            let area = core.width * core.height
            let perimeter = 2 * (core.width + core.height)
            let grown = core.grown(by: area * unclipRatio / perimeter)
            guard Swift.min(grown.width, grown.height) >= 5 else { continue }
            quads.append(grown)
        }
        return quads
    }

    private func meanProbability(
        _ probability: UnsafeBufferPointer<Float>, width: Int, height: Int, inside quad: TextQuad
    ) -> Double {
        let box = quad.boundingBox()
        var sum = 0.0
        var count = 0
        for y in Swift.max(0, box.y)...Swift.min(height - 1, box.maxY) {
            for x in Swift.max(0, box.x)...Swift.min(width - 1, box.maxX)
            where quad.contains(PagePoint(Double(x), Double(y))) {
                sum += Double(probability[y * width + x])
                count += 1
            }
        }
        return count > 0 ? sum / Double(count) : 0
    }

    /// The quad in the picture's pixels, its corners kept inside the picture; nil when under
    /// 4 px either way.
    private func scaledToPicture(_ quad: TextQuad, scaleX: Double, scaleY: Double, pixels: ColorPixels) -> TextQuad? {
        let scale = PagePoint(scaleX, scaleY)
        let limit = PagePoint(Double(pixels.width - 1), Double(pixels.height - 1))
        func clamp(_ point: PagePoint) -> PagePoint {
            PagePoint(Swift.min(Swift.max(point.x, 0), limit.x), Swift.min(Swift.max(point.y, 0), limit.y))
        }
        let topLeft = clamp(quad.origin * scale)
        let topRight = clamp(quad.topRight * scale)
        let bottomLeft = clamp(quad.bottomLeft * scale)
        let bottomRight = clamp(quad.bottomRight * scale)
        let alongVector = (topRight - topLeft + bottomRight - bottomLeft) / 2
        let width = Swift.max(distance(topLeft, topRight), distance(bottomLeft, bottomRight))
        let height = Swift.max(distance(topLeft, bottomLeft), distance(topRight, bottomRight))
        let alongLength = (alongVector * alongVector).sum().squareRoot()
        guard width > 3, height > 3, alongLength > 0 else { return nil }
        let along = alongVector / alongLength
        var down = PagePoint(-along.y, along.x)
        if ((bottomLeft - topLeft) * down).sum() < 0 { down = -down }
        return TextQuad(origin: topLeft, along: along, down: down, width: width, height: height)
    }

    private func distance(_ a: PagePoint, _ b: PagePoint) -> Double {
        let d = a - b
        return (d * d).sum().squareRoot()
    }
}

/// The 8-connected areas of a mask, each as the points that matter for its outline: the first
/// and last pixel of each of its rows.
enum ConnectedAreas {
    static func find(in mask: [Bool], width: Int, height: Int) -> [[PagePoint]] {
        var label = [Int32](repeating: -1, count: width * height)
        var areas: [[PagePoint]] = []
        var stack: [Int] = []
        for start in 0..<(width * height) where mask[start] && label[start] < 0 {
            let id = Int32(areas.count)
            var rowExtent: [Int: (Int, Int)] = [:]
            label[start] = id
            stack.append(start)
            while let index = stack.popLast() {
                let x = index % width
                let y = index / width
                let extent = rowExtent[y] ?? (x, x)
                rowExtent[y] = (Swift.min(extent.0, x), Swift.max(extent.1, x))
                for dy in -1...1 {
                    let ny = y + dy
                    guard ny >= 0, ny < height else { continue }
                    for dx in -1...1 {
                        let nx = x + dx
                        guard nx >= 0, nx < width else { continue }
                        let neighbour = ny * width + nx
                        if mask[neighbour] && label[neighbour] < 0 {
                            label[neighbour] = id
                            stack.append(neighbour)
                        }
                    }
                }
            }
            var points: [PagePoint] = []
            points.reserveCapacity(rowExtent.count * 2)
            for (y, extent) in rowExtent {
                points.append(PagePoint(Double(extent.0), Double(y)))
                points.append(PagePoint(Double(extent.1), Double(y)))
            }
            areas.append(points)
        }
        return areas
    }
}
