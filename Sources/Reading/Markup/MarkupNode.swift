import OCR

/// Microdata and JSON-LD as one tree: a microdata item becomes a JSON object whose `@type`
/// is its `itemtype` and whose members are its properties in document order.
enum MarkupNode {
    /// The JSON-LD scripts (read leniently; a script that cannot be read even so is left out)
    /// and the microdata items of `markup`, as JSON values.
    static func values(of markup: HTMLMarkup) -> [JSONValue] {
        markup.jsonLD.compactMap { try? LenientJSON.parse($0) } + markup.items.map(value(of:))
    }

    static func value(of item: MicrodataItem) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let type = item.type { members.append(("@type", .string(type))) }
        for property in item.properties {
            switch property.value {
            case .text(let text): members.append((property.name, .string(text)))
            case .item(let inner): members.append((property.name, value(of: inner)))
            }
        }
        return .object(members)
    }

    /// The schema.org type of an object: the last part of its `@type` (`FlightReservation`
    /// from `http://schema.org/FlightReservation`), the first when it names several.
    static func type(of value: JSONValue) -> String? {
        let raw: String?
        switch value["@type"] {
        case .string(let text)?: raw = text
        case .array(let types)?: raw = types.first?.text
        default: raw = nil
        }
        guard let raw else { return nil }
        let name = raw.split(whereSeparator: { $0 == "/" || $0 == ":" || $0 == "#" }).last.map(String.init) ?? raw
        return name.trimmingCharacters(in: .whitespaces)
    }
}
