/// A point or a direction on a page, in pixels (x to the right, y down).
typealias PagePoint = SIMD2<Double>

/// A rotated rectangle around a piece of text: its top-left corner, the unit direction the text
/// runs in (`along`, pointing right), the unit direction down the text (`down`), and its size
/// measured along those directions.
struct TextQuad: Equatable {
    var origin: PagePoint
    var along: PagePoint
    var down: PagePoint
    var width: Double
    var height: Double

    var topRight: PagePoint { origin + along * width }
    var bottomLeft: PagePoint { origin + down * height }
    var bottomRight: PagePoint { origin + along * width + down * height }
    var center: PagePoint { origin + along * (width / 2) + down * (height / 2) }
    /// The point at `offset` along the text, halfway down.
    func midline(at offset: Double) -> PagePoint { origin + along * offset + down * (height / 2) }

    /// The axis-aligned box around the part of the quad from `start` to `end` along the text.
    func boundingBox(from start: Double = 0, to end: Double? = nil) -> BoundingBox {
        let end = end ?? width
        let corners = [
            origin + along * start, origin + along * end,
            origin + along * start + down * height, origin + along * end + down * height,
        ]
        let minX = corners.map(\.x).min() ?? 0
        let maxX = corners.map(\.x).max() ?? 0
        let minY = corners.map(\.y).min() ?? 0
        let maxY = corners.map(\.y).max() ?? 0
        let x = Int(minX.rounded(.down))
        let y = Int(minY.rounded(.down))
        return BoundingBox(
            x: x, y: y, width: Int(maxX.rounded(.up)) - x, height: Int(maxY.rounded(.up)) - y)
    }

    /// The rectangle of `center`, two perpendicular unit `axes` and the half-extents along
    /// them, turned so that it reads left to right: the axis nearer horizontal runs along the text
    /// (pointing right), unless the rectangle is at least 1.5 times taller than wide along it,
    /// when it holds a vertical line read from top to bottom (as PP-OCR turns such crops).
    init(center: PagePoint, axis first: PagePoint, halfExtents: (Double, Double)) {
        var along = first
        var down = PagePoint(-first.y, first.x)
        var extents = halfExtents
        if abs(along.x) < abs(along.y) {
            swap(&along, &down)
            extents = (extents.1, extents.0)
        }
        if along.x < 0 { along = -along }
        if down.y < 0 { down = -down }
        if extents.1 >= 1.5 * extents.0 {
            // Vertical text: read down the page; "down" the text then points to the left.
            let newAlong = down
            down = -along
            along = newAlong
            extents = (extents.1, extents.0)
        }
        self.along = along
        self.down = down
        width = 2 * extents.0
        height = 2 * extents.1
        origin = center - along * extents.0 - down * extents.1
    }

    init(origin: PagePoint, along: PagePoint, down: PagePoint, width: Double, height: Double) {
        self.origin = origin
        self.along = along
        self.down = down
        self.width = width
        self.height = height
    }

    /// The same quad grown by `distance` on every side.
    func grown(by distance: Double) -> TextQuad {
        TextQuad(
            origin: origin - along * distance - down * distance, along: along, down: down,
            width: width + 2 * distance, height: height + 2 * distance)
    }

    /// Whether `point` lies inside.
    func contains(_ point: PagePoint) -> Bool {
        let offset = point - origin
        let s = (offset * along).sum()
        let t = (offset * down).sum()
        return s >= 0 && s <= width && t >= 0 && t <= height
    }
}

/// The smallest-area rectangle around a set of points (OpenCV's `minAreaRect`): the convex hull,
/// then each hull edge's direction tried as a side of the rectangle.
enum MinimumAreaRectangle {
    /// Nil for fewer than three points or points all on one line.
    static func around(_ points: [PagePoint]) -> (center: PagePoint, axis: PagePoint, halfExtents: (Double, Double))? {
        let hull = convexHull(points)
        guard hull.count >= 3 else { return nil }
        var best: (area: Double, center: PagePoint, axis: PagePoint, half: (Double, Double))?
        for index in hull.indices {
            let edge = hull[(index + 1) % hull.count] - hull[index]
            let length = (edge * edge).sum().squareRoot()
            guard length > 0 else { continue }
            let axis = edge / length
            let normal = PagePoint(-axis.y, axis.x)
            var minS = Double.infinity
            var maxS = -Double.infinity
            var minT = Double.infinity
            var maxT = -Double.infinity
            for point in hull {
                let s = (point * axis).sum()
                let t = (point * normal).sum()
                minS = Swift.min(minS, s)
                maxS = Swift.max(maxS, s)
                minT = Swift.min(minT, t)
                maxT = Swift.max(maxT, t)
            }
            let area = (maxS - minS) * (maxT - minT)
            if area < (best?.area ?? .infinity) {
                let center = axis * ((minS + maxS) / 2) + normal * ((minT + maxT) / 2)
                best = (area, center, axis, ((maxS - minS) / 2, (maxT - minT) / 2))
            }
        }
        guard let best else { return nil }
        return (best.center, best.axis, best.half)
    }

    /// Andrew's monotone chain, counter-clockwise, without collinear points.
    static func convexHull(_ points: [PagePoint]) -> [PagePoint] {
        let sorted = points.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
        guard sorted.count >= 3 else { return sorted }
        func cross(_ o: PagePoint, _ a: PagePoint, _ b: PagePoint) -> Double {
            (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
        }
        var lower: [PagePoint] = []
        for point in sorted {
            while lower.count >= 2, cross(lower[lower.count - 2], lower[lower.count - 1], point) <= 0 {
                lower.removeLast()
            }
            lower.append(point)
        }
        var upper: [PagePoint] = []
        for point in sorted.reversed() {
            while upper.count >= 2, cross(upper[upper.count - 2], upper[upper.count - 1], point) <= 0 {
                upper.removeLast()
            }
            upper.append(point)
        }
        return Array(lower.dropLast() + upper.dropLast())
    }
}
