import OCR

extension RecognizedPage {
    /// The median height (px) of the page's lines: the height of its ordinary print, 0 for a
    /// page without lines.
    var typicalLineHeight: Int {
        let heights = lines.map(\.box.height).sorted()
        return heights.isEmpty ? 0 : heights[heights.count / 2]
    }
}
