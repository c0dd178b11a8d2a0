import Foundation
import MailParts

/// The schema.org markup a page or an e-mail's HTML carries for machines: the texts of its
/// JSON-LD scripts (`<script type="application/ld+json">`), as written (they may be broken),
/// and its microdata items (`itemscope`, `itemtype`, `itemprop`), found by libxml2's HTML parser.
public struct HTMLMarkup: Sendable, Hashable {
    /// The text of each JSON-LD script, in document order.
    public var jsonLD: [String]
    /// The top-level microdata items, in document order.
    public var items: [MicrodataItem]

    public init(jsonLD: [String] = [], items: [MicrodataItem] = []) {
        self.jsonLD = jsonLD
        self.items = items
    }

    /// Whether there is no markup at all.
    public var isEmpty: Bool { jsonLD.isEmpty && items.isEmpty }

    /// The markup of the HTML in `bytes` (UTF-8), reading at most `maxBytes` of it.
    public init(html bytes: [UInt8], maxBytes: Int = 2 << 20) {
        let cText = bytes.withUnsafeBufferPointer { vault_html_markup($0.baseAddress, $0.count, max(0, maxBytes)) }
        guard let cText else {
            self.init()
            return
        }
        defer { free(cText) }
        self.init(records: String(cString: cText))
    }

    /// Builds the markup from `vault_html_markup`'s records.
    init(records: String) {
        var jsonLD: [String] = []
        var items: [MicrodataItem] = []
        // The items open around the current element, innermost last, with the name each has
        // in the item around it.
        var open: [(name: String?, item: MicrodataItem)] = []
        for record in records.split(separator: "\u{1E}", omittingEmptySubsequences: true) {
            let fields = record.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
            switch fields.first {
            case "J":
                if fields.count > 1 { jsonLD.append(fields[1]) }
            case "I":
                let name = fields.count > 1 && !fields[1].isEmpty ? fields[1] : nil
                let type = fields.count > 2 && !fields[2].isEmpty ? fields[2] : nil
                open.append((name, MicrodataItem(type: type)))
            case "P" where fields.count > 2 && !open.isEmpty:
                let value = fields[2].split(whereSeparator: \.isWhitespace).joined(separator: " ")
                for name in fields[1].split(whereSeparator: \.isWhitespace) {
                    open[open.count - 1].item.properties.append(.init(name: String(name), value: .text(value)))
                }
            case "E":
                guard let (name, item) = open.popLast() else { continue }
                if let name, !open.isEmpty {
                    for part in name.split(whereSeparator: \.isWhitespace) {
                        open[open.count - 1].item.properties.append(.init(name: String(part), value: .item(item)))
                    }
                } else {
                    items.append(item)
                }
            default:
                continue
            }
        }
        // Items left open by a cut at the limit still count.
        while let (_, item) = open.popLast() { items.append(item) }
        self.init(jsonLD: jsonLD, items: items)
    }

    /// This markup followed by `other`'s.
    public func adding(_ other: HTMLMarkup) -> HTMLMarkup {
        HTMLMarkup(jsonLD: jsonLD + other.jsonLD, items: items + other.items)
    }
}

/// One microdata item: its type (`http://schema.org/FlightReservation`) and its properties in
/// document order (a name may repeat).
public struct MicrodataItem: Sendable, Hashable {
    public struct Property: Sendable, Hashable {
        public var name: String
        public var value: MicrodataValue
    }

    public var type: String?
    public var properties: [Property] = []

    public init(type: String?, properties: [Property] = []) {
        self.type = type
        self.properties = properties
    }
}

/// A microdata property's value: text, or an item of its own.
public indirect enum MicrodataValue: Sendable, Hashable {
    case text(String)
    case item(MicrodataItem)
}
