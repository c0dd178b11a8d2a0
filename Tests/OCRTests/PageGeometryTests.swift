import Testing

@testable import OCR

@Suite struct PageGeometryTests {
    @Test func undoesScaleAndCrop() {
        var geometry = PageGeometry(sourceWidth: 1000, sourceHeight: 2000)
        geometry.cropX = 100
        geometry.cropY = 50
        geometry.scale = 2
        geometry.scaledWidth = 1600
        geometry.scaledHeight = 3800
        #expect(
            geometry.toSource(BoundingBox(x: 200, y: 400, width: 100, height: 40))
                == BoundingBox(x: 200, y: 250, width: 50, height: 20))
    }

    @Test(arguments: [
        // A box in the top-left of an 800x600 image, seen after each turn.
        (0, BoundingBox(x: 10, y: 20, width: 100, height: 30)),
        (1, BoundingBox(x: 550, y: 10, width: 30, height: 100)),
        (2, BoundingBox(x: 690, y: 550, width: 100, height: 30)),
        (3, BoundingBox(x: 20, y: 690, width: 30, height: 100)),
    ])
    func undoesEachQuarterTurn(turns: Int, seen: BoundingBox) {
        var geometry = PageGeometry(sourceWidth: 800, sourceHeight: 600)
        geometry.quarterTurns = turns
        #expect(geometry.toSource(seen) == BoundingBox(x: 10, y: 20, width: 100, height: 30))
    }
}
