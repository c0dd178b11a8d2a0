import Foundation
import OCR
import XCTest

@testable import VaultServer

/// Labels of fields read from one line stay readable.
final class ReceiptCanvasTests: XCTestCase {
    /// `12.03.2025 EUR` on one line: the Currency and Date labels are stacked, not drawn over
    /// each other.
    func testLabelsOfTwoFieldsOnOneLineDoNotOverlap() {
        let line = BoundingBox(x: 100, y: 400, width: 300, height: 30)
        let svg = ReceiptCanvas.svg(
            imageURL: "/documents/1/pages/1", canvas: PageImages.Canvas(page: 1, width: 600, height: 900),
            boxes: [
                ReceiptCanvas.Box(field: "currency", label: "Currency", box: line, unsure: false),
                ReceiptCanvas.Box(field: "date", label: "Date", box: line, unsure: false),
            ])
        let tags = svg.components(separatedBy: "<text class=\"tag ").dropFirst()
        let ys = tags.compactMap { tag -> String? in
            guard let start = tag.range(of: " y=\"") else { return nil }
            return String(tag[start.upperBound...].prefix { $0 != "\"" })
        }
        let rows = ys.compactMap { Int($0) }
        XCTAssertEqual(rows.count, 2, svg)
        // At least a line of text apart (the font is 600 / 28 = 21 units high here).
        XCTAssertGreaterThanOrEqual(abs((rows.first ?? 0) - (rows.last ?? 0)), 21, svg)
    }
}
