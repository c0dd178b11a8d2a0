import Foundation

/// Groups read text regions into lines along the text's slope, not by vertical overlap alone:
/// on a photo taken at an angle a line's right end can sit lower than the next line's left end.
///
/// Regions are taken from left to right. Each joins the line whose last region, extended along
/// the line's direction, passes closest to its middle (within `tolerance` of the line height)
/// and which it does not overlap; otherwise it starts a line. A line's direction is the
/// width-weighted mean of its regions' own directions, steadied by the page's median direction
/// (worth `pageWeight` line heights of width), since short regions' own slants are rough.
/// Lines are ordered top to bottom across the page's direction, regions in a line left to right.
struct SlopedLineGrouping {
    var tolerance = 0.6
    var pageWeight = 3.0
    /// How far a region may reach back over the line's last one, in line heights.
    var overlap = 0.5

    func lines(_ regions: [ReadRegion]) -> [[ReadRegion]] {
        guard !regions.isEmpty else { return [] }
        let page = pageDirection(regions)
        let sorted = regions.sorted { $0.quad.midline(at: 0).x < $1.quad.midline(at: 0).x }
        var lines: [Line] = []
        for region in sorted {
            var best: (index: Int, distance: Double)?
            for (index, line) in lines.enumerated() {
                guard let distance = line.distance(to: region, page: page, pageWeight: pageWeight, overlap: overlap)
                else { continue }
                let height = Swift.max(line.height, region.quad.height)
                if distance <= tolerance * height, distance < (best?.distance ?? .infinity) {
                    best = (index, distance)
                }
            }
            if let best {
                lines[best.index].regions.append(region)
            } else {
                lines.append(Line(regions: [region]))
            }
        }
        let normal = PagePoint(-page.y, page.x)
        return lines.map(\.regions).sorted { first, second in
            let a = first.map { ($0.quad.center * normal).sum() }.reduce(0, +) / Double(first.count)
            let b = second.map { ($0.quad.center * normal).sum() }.reduce(0, +) / Double(second.count)
            return a < b
        }
    }

    /// The median direction of the regions at least twice as wide as high (of all when none are).
    func pageDirection(_ regions: [ReadRegion]) -> PagePoint {
        let wide = regions.filter { $0.quad.width >= 2 * $0.quad.height }
        let angles = (wide.isEmpty ? regions : wide).map { atan2($0.quad.along.y, $0.quad.along.x) }.sorted()
        let angle = angles.isEmpty ? 0 : angles[angles.count / 2]
        return PagePoint(cos(angle), sin(angle))
    }

    private struct Line {
        var regions: [ReadRegion]

        var height: Double { regions.map(\.quad.height).reduce(0, +) / Double(regions.count) }

        /// How far the middle of `region`'s left end is from the line extended past its last
        /// region; nil when the region reaches back over that one.
        func distance(to region: ReadRegion, page: PagePoint, pageWeight: Double, overlap: Double) -> Double? {
            guard let last = regions.last else { return nil }
            var sum = page * (pageWeight * height)
            for member in regions { sum += member.quad.along * member.quad.width }
            let length = (sum * sum).sum().squareRoot()
            guard length > 0 else { return nil }
            let direction = sum / length
            let end = last.quad.midline(at: last.quad.width)
            let start = region.quad.midline(at: 0)
            let offset = start - end
            let ahead = (offset * direction).sum()
            guard ahead >= -overlap * height else { return nil }
            return abs(offset.x * direction.y - offset.y * direction.x)
        }
    }
}
