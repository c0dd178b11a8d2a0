/// An axis-aligned rectangle in page coordinates: pixels for images and rendered pages,
/// PDF points (1/72 inch) for text read from a PDF's text layer. The origin is the top left.
public struct BoundingBox: Sendable, Hashable, Codable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    /// The middle from top to bottom (rounded towards the top).
    public var midY: Int { y + height / 2 }

    /// The smallest box containing both boxes.
    public func union(_ other: BoundingBox) -> BoundingBox {
        let minX = Swift.min(x, other.x)
        let minY = Swift.min(y, other.y)
        return BoundingBox(
            x: minX, y: minY,
            width: Swift.max(maxX, other.maxX) - minX,
            height: Swift.max(maxY, other.maxY) - minY)
    }

    public var description: String { "\(x),\(y) \(width)x\(height)" }
}

/// Where the text of a page came from.
public enum TextSource: String, Sendable, Codable {
    /// Read from the PDF's own text layer; exact, no recognition involved.
    case pdfText = "pdf-text"
    /// Recognized by Tesseract from pixels.
    case ocr
    /// The text of an XML e-invoice's elements.
    case xml
    /// The text of an e-mail's bodies (HTML laid out as text), exact like a text layer.
    case mail
    /// The text of a saved web page (laid out as an e-mail's HTML body is).
    case html
}

/// One recognized word.
public struct RecognizedWord: Sendable, Hashable, Codable {
    public var text: String
    public var box: BoundingBox
    /// Recognition confidence in 0...1 (1 for text-layer words).
    public var confidence: Double

    public init(text: String, box: BoundingBox, confidence: Double) {
        self.text = text
        self.box = box
        self.confidence = confidence
    }
}

/// One line of text, in reading order.
public struct RecognizedLine: Sendable, Hashable, Codable {
    /// The line as printed, words separated by spaces (runs of spaces kept where the engine
    /// saw a wide gap, which keeps columns such as "Coffee      3.50" apart).
    public var text: String
    public var box: BoundingBox
    /// Mean word confidence in 0...1.
    public var confidence: Double
    public var words: [RecognizedWord]

    public init(text: String, box: BoundingBox, confidence: Double, words: [RecognizedWord]) {
        self.text = text
        self.box = box
        self.confidence = confidence
        self.words = words
    }
}

/// The text of one page, with the geometry needed to show where a value came from.
extension RecognizedLine {
    /// The line with its box and every word's box passed through `transform`.
    func mappingBoxes(_ transform: (BoundingBox) -> BoundingBox) -> RecognizedLine {
        var line = self
        line.box = transform(box)
        line.words = words.map { word in
            var word = word
            word.box = transform(word.box)
            return word
        }
        return line
    }
}

public struct RecognizedPage: Sendable, Hashable, Codable {
    /// 1-based page number.
    public var number: Int
    public var width: Int
    public var height: Int
    public var source: TextSource
    /// Clockwise quarter turns applied before recognition (from EXIF or orientation detection).
    public var rotation: Int
    /// Clockwise degrees the picture was turned by to level slanted lines before recognition
    /// (before any quarter turn); nil when it was read as it was. Boxes are on the picture as
    /// it was, around each line as it slants there.
    public var skew: Double?
    public var lines: [RecognizedLine]

    public init(
        number: Int, width: Int, height: Int, source: TextSource, rotation: Int = 0, skew: Double? = nil,
        lines: [RecognizedLine]
    ) {
        self.skew = skew
        self.number = number
        self.width = width
        self.height = height
        self.source = source
        self.rotation = rotation
        self.lines = lines
    }

    /// The page's text, one line per line.
    public var text: String { lines.map(\.text).joined(separator: "\n") }

    /// Mean confidence of all words in 0...1, or 0 for a page with no words.
    public var confidence: Double {
        let words = lines.flatMap(\.words)
        guard !words.isEmpty else { return 0 }
        return words.map(\.confidence).reduce(0, +) / Double(words.count)
    }
}
