import Foundation

/// Writes an `Encodable` value as JSON byte for byte as Foundation's `JSONEncoder` does with
/// `.prettyPrinted, .sortedKeys, .withoutEscapingSlashes` (two-space indent, `"key" : value`,
/// keys in UTF-8 byte order, numbers as Swift prints them), the form every `--json` of vault
/// prints.
///
/// Why not `JSONEncoder` itself: for each value it encodes, it asks whether the value's type
/// conforms to its private marker protocols, and the first such question for a type scans
/// every conformance record of the executable. For a short-lived command printing a few
/// hundred expenses that, and its boxed containers, were a quarter of the command's time.
/// This encoder builds a plain tree and asks only about the concrete types whose JSON
/// `JSONEncoder` writes its own way (`Decimal`, `URL`, `Data`).
public enum PrettyJSON {
    /// The JSON text of `value`, without a final newline.
    public static func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        try node(for: value, in: [], key: nil).write(into: &output, indent: 0)
        return output
    }

    /// The tree of `value`, found under `key` of the container at `path`: a leaf written now, or
    /// a container its encoding filled. The path is extended only when something asks for it.
    static func node<Value: Encodable>(for value: Value, in path: [any CodingKey], key: (any CodingKey)?) throws
        -> JSONNode
    {
        // Comparing the types first spares every other value a dynamic cast.
        if Value.self == Decimal.self, let decimal = value as? Decimal { return .number(decimal.description) }
        if Value.self == URL.self, let url = value as? URL { return .string(url.absoluteString) }
        if Value.self == Data.self, let data = value as? Data { return .string(data.base64EncodedString()) }
        let encoder = NodeEncoder(parentPath: path, key: key)
        try value.encode(to: encoder)
        return encoder.node ?? .object(JSONObject())
    }

    /// A floating-point number as `JSONEncoder` writes it: Swift's shortest form without a
    /// trailing `.0`; infinity and NaN have no JSON form.
    static func number<Number: BinaryFloatingPoint & CustomStringConvertible>(
        _ value: Number, at path: @autoclosure () -> [any CodingKey]
    ) throws -> JSONNode {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: path(), debugDescription: "\(value) has no JSON form"))
        }
        let text = value.description
        return .number(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
    }
}

/// A JSON value being built. Objects and arrays are shared boxes, so that a container handed
/// out by the encoder fills the value already placed in its parent.
enum JSONNode {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array(JSONArray)
    case object(JSONObject)
    /// A value a `superEncoder()` fills after its place was taken.
    case deferred(NodeEncoder)

    func write(into output: inout [UInt8], indent: Int) throws {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let text): output.append(contentsOf: text.utf8)
        case .string(let text): Self.writeString(text, into: &output)
        case .deferred(let encoder): try (encoder.node ?? .object(JSONObject())).write(into: &output, indent: indent)
        case .array(let array):
            try Self.writeMembers(
                array.items, open: UInt8(ascii: "["), close: UInt8(ascii: "]"), into: &output, indent: indent
            ) { item, output in try item.write(into: &output, indent: indent + 2) }
        case .object(let object):
            let members = object.sortedMembers
            try Self.writeMembers(
                members, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), into: &output, indent: indent
            ) { member, output in
                Self.writeString(member.key, into: &output)
                output.append(contentsOf: " : ".utf8)
                try member.value.write(into: &output, indent: indent + 2)
            }
        }
    }

    /// `[`, each member on its own line two spaces further in, `]` back at `indent`; an empty
    /// container as `JSONEncoder` writes it, with an empty line inside.
    private static func writeMembers<Member>(
        _ members: [Member], open: UInt8, close: UInt8, into output: inout [UInt8], indent: Int,
        _ writeMember: (Member, inout [UInt8]) throws -> Void
    ) throws {
        output.append(open)
        output.append(UInt8(ascii: "\n"))
        if members.isEmpty { output.append(UInt8(ascii: "\n")) }
        for (index, member) in members.enumerated() {
            if index > 0 { output.append(contentsOf: ",\n".utf8) }
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent + 2))
            try writeMember(member, &output)
        }
        if !members.isEmpty { output.append(UInt8(ascii: "\n")) }
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
        output.append(close)
    }

    /// A string in quotes: `"` and `\` escaped, control characters as `\n`-style escapes or
    /// `\u00XX`; everything else, `/` and non-ASCII included, as it is.
    private static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x08: output += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: output += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case 0x0A: output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}

/// The members of a JSON object, in the order encoded.
final class JSONObject {
    var members: [(key: String, value: JSONNode)] = []

    /// The members by key in UTF-8 byte order; a key encoded twice keeps its last value, as in
    /// `JSONEncoder`.
    var sortedMembers: [(key: String, value: JSONNode)] {
        let order = members.indices.sorted {
            let (first, second) = (members[$0].key, members[$1].key)
            return first == second ? $0 < $1 : first.utf8.lexicographicallyPrecedes(second.utf8)
        }
        var sorted: [(key: String, value: JSONNode)] = []
        sorted.reserveCapacity(order.count)
        for index in order {
            if let last = sorted.last, last.key == members[index].key {
                sorted[sorted.count - 1] = members[index]
            } else {
                sorted.append(members[index])
            }
        }
        return sorted
    }
}

/// The items of a JSON array.
final class JSONArray {
    var items: [JSONNode] = []
}
