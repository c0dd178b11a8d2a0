import OCR

/// A page picture with the evidence boxes of a draft's fields drawn over it, as SVG in the
/// coordinate space the boxes were measured in (so the picture may be any resolution).
enum ReceiptCanvas {
    struct Box {
        var field: String
        var label: String
        var box: BoundingBox
        var unsure: Bool
    }

    static func svg(imageURL: String, canvas: PageImages.Canvas, boxes: [Box]) -> String {
        let (width, height) = (canvas.width, canvas.height)
        let pad = max(4, width / 150)
        let fontSize = max(12, width / 28)
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(width) \(height)" role="img" \
            aria-label="Page \(canvas.page) with the lines each field was read from outlined">\
            <image href="\(HTMLText.escape(imageURL))" x="0" y="0" width="\(width)" height="\(height)" \
            preserveAspectRatio="none"/>
            """
        for (index, box) in boxes.enumerated() {
            let classes = "\(box.field)\(box.unsure ? " unsure" : "")"
            // Fields read from the same line (a total and its currency) get nested outlines,
            // and their labels sit at opposite ends, so each stays visible.
            let margin = pad * (2 + 2 * (boxes[..<index].filter { $0.box == box.box }.count)) / 2
            let x = max(0, box.box.x - margin)
            let y = max(0, box.box.y - margin)
            let (boxWidth, boxHeight) = (box.box.width + 2 * margin, box.box.height + 2 * margin)
            let rightSide = Self.rightSide(box.field)
            // Labels on the same side of one line (a currency and a date printed together)
            // are stacked, one above the other, instead of drawn over each other.
            let stacked = boxes[..<index].filter { $0.box == box.box && Self.rightSide($0.field) == rightSide }.count
            let step = (fontSize + 2) * stacked
            let labelY =
                y > fontSize + 2 + step ? y - 4 - step : min(height, y + boxHeight + fontSize + step)
            let anchor = rightSide ? "x=\"\(x + boxWidth)\" text-anchor=\"end\"" : "x=\"\(x)\""
            svg += """
                <rect class="box \(classes)" data-field="\(box.field)" x="\(x)" y="\(y)" \
                width="\(boxWidth)" height="\(boxHeight)" rx="\(pad)">\
                <title>\(HTMLText.escape(box.label))</title></rect>\
                <text class="tag \(classes)" \(anchor) y="\(labelY)" font-size="\(fontSize)">\
                \(HTMLText.escape(box.label))</text>
                """
        }
        return svg + "</svg>"
    }

    /// Labels of these fields sit at the right end of their box, the others at the left.
    static func rightSide(_ field: String) -> Bool { ["currency", "date"].contains(field) }
}
