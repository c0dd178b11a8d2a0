import Foundation

/// A JSON value as markup carries it. Numbers keep their text (`"1184.60"`), so an amount is
/// read into a `Decimal` by vault's own rules, never through `Double`.
public indirect enum JSONValue: Sendable, Hashable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    /// The value of the first member named `key`, for an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// A string's or a number's text.
    public var text: String? {
        switch self {
        case .string(let text), .number(let text): text
        default: nil
        }
    }

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.array(let a), .array(let b)): a == b
        case (.string(let a), .string(let b)), (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .object(let members):
            hasher.combine(0)
            for (key, value) in members {
                hasher.combine(key)
                hasher.combine(value)
            }
        case .array(let values): hasher.combine(values)
        case .string(let text): hasher.combine(text)
        case .number(let text): hasher.combine(text)
        case .bool(let value): hasher.combine(value)
        case .null: hasher.combine(5)
        }
    }
}

/// Why markup could not be read as JSON even leniently.
public enum LenientJSONError: Error, Equatable, Sendable {
    /// Something that starts no value at this character offset.
    case unexpected(Character, offset: Int)
    case empty
    /// Arrays and objects nested deeper than `LenientJSON.maxDepth`.
    case tooDeep
}

/// A JSON reader for the markup senders write, which is often broken. Besides JSON it takes:
/// a missing comma between members or elements, a trailing comma, a missing closing bracket
/// or brace at the end, `//` and `/* */` comments, single-quoted strings, unquoted keys, raw
/// line breaks inside strings, an HTML comment or CDATA wrapper around the whole, and a text
/// whose quotes are HTML entities (`{&quot;@type&quot;: ...}`). Several values one after the
/// other come back as one array.
public enum LenientJSON {
    /// Arrays and objects inside one another, at most.
    public static let maxDepth = 64

    /// The value(s) in `text`.
    public static func parse(_ text: String) throws(LenientJSONError) -> JSONValue {
        let unwrapped = unwrap(text)
        var parser = Parser(unwrapped)
        do throws(LenientJSONError) {
            return try parser.document()
        } catch {
            let decoded = HTMLEntities.decoded(unwrapped)
            guard decoded != unwrapped else { throw error }
            var again = Parser(decoded)
            return try again.document()
        }
    }

    /// `text` without an HTML comment or CDATA wrapper, and with its quotes decoded when every
    /// quote in it is an entity.
    static func unwrap(_ text: String) -> String {
        var result = text.trimmingCharacters(in: .whitespacesAndNewlines)
        for (open, close) in [("<!--", "-->"), ("<![CDATA[", "]]>"), ("//<![CDATA[", "//]]>")]
        where result.hasPrefix(open) && result.hasSuffix(close) {
            result = String(result.dropFirst(open.count).dropLast(close.count))
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if !result.contains("\""), result.contains("&quot;") || result.contains("&#34;") || result.contains("&#x22;") {
            result = HTMLEntities.decoded(result)
        }
        return result
    }

    private struct Parser {
        let characters: [Character]
        var index = 0

        init(_ text: String) {
            characters = Array(text)
        }

        mutating func document() throws(LenientJSONError) -> JSONValue {
            var values: [JSONValue] = []
            skipSpace()
            while index < characters.count {
                // A stray closing bracket between top-level values.
                if characters[index] == "}" || characters[index] == "]" {
                    index += 1
                    skipSpace()
                    continue
                }
                values.append(try value(depth: 0))
                skipSpace()
                // A stray comma or semicolon between top-level values.
                while index < characters.count, [",", ";"].contains(characters[index]) {
                    index += 1
                    skipSpace()
                }
            }
            switch values.count {
            case 0: throw .empty
            case 1: return values[0]
            default: return .array(values)
            }
        }

        mutating func value(depth: Int) throws(LenientJSONError) -> JSONValue {
            guard depth < LenientJSON.maxDepth else { throw .tooDeep }
            skipSpace()
            guard index < characters.count else { throw .empty }
            let character = characters[index]
            switch character {
            case "{": return try object(depth: depth + 1)
            case "[": return try array(depth: depth + 1)
            case "\"", "'": return .string(string())
            // A member with no value (`"a": }`).
            case "}", "]", ",": return .null
            default:
                if character == "-" || character == "+" || character.isNumber { return .number(number()) }
                let word = bareWord()
                switch word {
                case "true": return .bool(true)
                case "false": return .bool(false)
                case "null": return .null
                case "": throw .unexpected(character, offset: index)
                default: return .string(word)
                }
            }
        }

        mutating func object(depth: Int) throws(LenientJSONError) -> JSONValue {
            index += 1
            var members: [(String, JSONValue)] = []
            while true {
                skipSeparators()
                guard index < characters.count else { return .object(members) }
                if characters[index] == "}" {
                    index += 1
                    return .object(members)
                }
                if characters[index] == "]" {
                    // A mistyped closing bracket.
                    index += 1
                    return .object(members)
                }
                let key: String
                if characters[index] == "\"" || characters[index] == "'" {
                    key = string()
                } else {
                    key = bareWord()
                    if key.isEmpty { throw .unexpected(characters[index], offset: index) }
                }
                skipSpace()
                if index < characters.count, characters[index] == ":" || characters[index] == "=" { index += 1 }
                let member = try value(depth: depth)
                members.append((key, member))
            }
        }

        mutating func array(depth: Int) throws(LenientJSONError) -> JSONValue {
            index += 1
            var values: [JSONValue] = []
            while true {
                skipSeparators()
                guard index < characters.count else { return .array(values) }
                if characters[index] == "]" || characters[index] == "}" {
                    index += 1
                    return .array(values)
                }
                values.append(try value(depth: depth))
            }
        }

        /// Commas (missing, repeated or trailing: all the same) and space between items.
        mutating func skipSeparators() {
            skipSpace()
            while index < characters.count, characters[index] == "," {
                index += 1
                skipSpace()
            }
        }

        mutating func string() -> String {
            let quote = characters[index]
            index += 1
            var result = ""
            while index < characters.count {
                let character = characters[index]
                index += 1
                if character == quote { return result }
                guard character == "\\", index < characters.count else {
                    result.append(character)
                    continue
                }
                let escaped = characters[index]
                index += 1
                switch escaped {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "b", "f": result.append(" ")
                case "u": result.unicodeScalars.append(unicodeEscape())
                default: result.append(escaped)
                }
            }
            return result
        }

        /// The scalar of `\uXXXX` (a surrogate pair joined), the replacement character if broken.
        mutating func unicodeEscape() -> Unicode.Scalar {
            guard let high = hexQuad() else { return "\u{FFFD}" }
            if (0xD800..<0xDC00).contains(high), index + 1 < characters.count, characters[index] == "\\",
                characters[index + 1] == "u"
            {
                let mark = index
                index += 2
                if let low = hexQuad(), (0xDC00..<0xE000).contains(low) {
                    return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
                }
                index = mark
            }
            return Unicode.Scalar(high) ?? "\u{FFFD}"
        }

        mutating func hexQuad() -> UInt32? {
            guard index + 4 <= characters.count, let value = UInt32(String(characters[index..<index + 4]), radix: 16)
            else { return nil }
            index += 4
            return value
        }

        mutating func number() -> String {
            let start = index
            while index < characters.count,
                characters[index].isNumber || ["-", "+", ".", "e", "E"].contains(characters[index])
            {
                index += 1
            }
            return String(characters[start..<index])
        }

        /// A run of letters, digits and `_ $ @ -` (an unquoted key, `true`, a bare word).
        mutating func bareWord() -> String {
            let start = index
            while index < characters.count,
                characters[index].isLetter || characters[index].isNumber || "_$@-.".contains(characters[index])
            {
                index += 1
            }
            return String(characters[start..<index])
        }

        mutating func skipSpace() {
            while index < characters.count {
                let character = characters[index]
                if character.isWhitespace {
                    index += 1
                } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                    while index < characters.count, !characters[index].isNewline { index += 1 }
                } else if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                    index += 2
                    while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") {
                        index += 1
                    }
                    index = min(characters.count, index + 2)
                } else {
                    return
                }
            }
        }
    }
}

/// HTML character references: the named ones markup uses and every numeric one.
enum HTMLEntities {
    static let named: [String: String] = [
        "quot": "\"", "amp": "&", "lt": "<", "gt": ">", "apos": "'", "nbsp": "\u{A0}", "euro": "€", "pound": "£",
    ]

    /// `text` with `&quot;`, `&#34;`, `&#x22;` ... replaced by their characters; anything else kept.
    static func decoded(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semicolon = after.prefix(10).firstIndex(of: ";"), let scalar = character(after[..<semicolon]) {
                result += scalar
                rest = after[after.index(after: semicolon)...]
            } else {
                result += "&"
                rest = after
            }
        }
        return result + rest
    }

    static func character(_ name: Substring) -> String? {
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            return UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
        if name.hasPrefix("#") {
            return UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
        return named[String(name)]
    }
}
