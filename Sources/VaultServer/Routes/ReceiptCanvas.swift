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
        for box in boxes {
            let classes = "\(box.field)\(box.unsure ? " unsure" : "")"
            let x = max(0, box.box.x - pad)
            let y = max(0, box.box.y - pad)
            let labelY = y > fontSize + 2 ? y - 4 : min(height, y + box.box.height + 2 * pad + fontSize)
            svg += """
                <rect class="box \(classes)" data-field="\(box.field)" x="\(x)" y="\(y)" \
                width="\(box.box.width + 2 * pad)" height="\(box.box.height + 2 * pad)" rx="\(pad)">\
                <title>\(HTMLText.escape(box.label))</title></rect>\
                <text class="tag \(classes)" x="\(x)" y="\(labelY)" font-size="\(fontSize)">\
                \(HTMLText.escape(box.label))</text>
                """
        }
        return svg + "</svg>"
    }
}
