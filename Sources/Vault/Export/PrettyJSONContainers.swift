import Foundation

/// The `Encoder` of `PrettyJSON`: records what one value encodes as a `JSONNode`.
final class NodeEncoder: Encoder, SingleValueEncodingContainer {
    /// The coding path of the container the value is in, and the value's key there: most values
    /// are leaves whose path nothing asks for, so the two are joined only on demand.
    private let parentPath: [any CodingKey]
    private let key: (any CodingKey)?
    var codingPath: [any CodingKey] { key.map { parentPath + [$0] } ?? parentPath }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// What the value encoded; nil until it encodes something.
    private(set) var node: JSONNode?

    init(parentPath: [any CodingKey], key: (any CodingKey)?) {
        self.parentPath = parentPath
        self.key = key
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let object: JSONObject
        if case .object(let existing)? = node {
            object = existing
        } else {
            object = JSONObject()
            node = .object(object)
        }
        return KeyedEncodingContainer(KeyedNodeContainer<Key>(object: object, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let array: JSONArray
        if case .array(let existing)? = node {
            array = existing
        } else {
            array = JSONArray()
            node = .array(array)
        }
        return UnkeyedNodeContainer(array: array, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    func encodeNil() { node = .null }
    func encode(_ value: Bool) { node = .bool(value) }
    func encode(_ value: String) { node = .string(value) }
    func encode(_ value: Double) throws { node = try PrettyJSON.number(value, at: codingPath) }
    func encode(_ value: Float) throws { node = try PrettyJSON.number(value, at: codingPath) }
    func encode(_ value: Int) { node = .number(value.description) }
    func encode(_ value: Int8) { node = .number(value.description) }
    func encode(_ value: Int16) { node = .number(value.description) }
    func encode(_ value: Int32) { node = .number(value.description) }
    func encode(_ value: Int64) { node = .number(value.description) }
    func encode(_ value: UInt) { node = .number(value.description) }
    func encode(_ value: UInt8) { node = .number(value.description) }
    func encode(_ value: UInt16) { node = .number(value.description) }
    func encode(_ value: UInt32) { node = .number(value.description) }
    func encode(_ value: UInt64) { node = .number(value.description) }
    func encode<Value: Encodable>(_ value: Value) throws {
        node = try PrettyJSON.node(for: value, in: parentPath, key: key)
    }
}

/// The members of an object, by key.
struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let object: JSONObject
    let codingPath: [any CodingKey]

    private func put(_ node: JSONNode, _ key: Key) { object.members.append((key.stringValue, node)) }

    mutating func encodeNil(forKey key: Key) { put(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) { put(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) { put(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        put(try PrettyJSON.number(value, at: codingPath + [key]), key)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        put(try PrettyJSON.number(value, at: codingPath + [key]), key)
    }
    mutating func encode(_ value: Int, forKey key: Key) { put(.number(value.description), key) }
    mutating func encode(_ value: Int8, forKey key: Key) { put(.number(value.description), key) }
    mutating func encode(_ value: Int16, forKey key: Key) { put(.number(value.description), key) }
    mutating func encode(_ value: Int32, forKey key: Key) { put(.number(value.description), key) }
    mutating func encode(_ value: Int64, forKey key: Key) { put(.number(value.description), key) }
    mutating func encode(_ value: UInt, forKey key: Key) { put(.number(value.description), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) { put(.number(value.description), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) { put(.number(value.description), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) { put(.number(value.description), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) { put(.number(value.description), key) }
    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        put(try PrettyJSON.node(for: value, in: codingPath, key: key), key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = JSONObject()
        put(.object(nested), key)
        return KeyedEncodingContainer(KeyedNodeContainer<NestedKey>(object: nested, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = JSONArray()
        put(.array(nested), key)
        return UnkeyedNodeContainer(array: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        let encoder = NodeEncoder(parentPath: codingPath, key: SuperKey())
        object.members.append(("super", .deferred(encoder)))
        return encoder
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let encoder = NodeEncoder(parentPath: codingPath, key: key)
        put(.deferred(encoder), key)
        return encoder
    }
}

/// The items of an array, in order.
struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let array: JSONArray
    let codingPath: [any CodingKey]
    var count: Int { array.items.count }

    private var nextKey: any CodingKey { IndexKey(index: array.items.count) }

    mutating func encodeNil() { array.items.append(.null) }
    mutating func encode(_ value: Bool) { array.items.append(.bool(value)) }
    mutating func encode(_ value: String) { array.items.append(.string(value)) }
    mutating func encode(_ value: Double) throws {
        array.items.append(try PrettyJSON.number(value, at: codingPath + [nextKey]))
    }
    mutating func encode(_ value: Float) throws {
        array.items.append(try PrettyJSON.number(value, at: codingPath + [nextKey]))
    }
    mutating func encode(_ value: Int) { array.items.append(.number(value.description)) }
    mutating func encode(_ value: Int8) { array.items.append(.number(value.description)) }
    mutating func encode(_ value: Int16) { array.items.append(.number(value.description)) }
    mutating func encode(_ value: Int32) { array.items.append(.number(value.description)) }
    mutating func encode(_ value: Int64) { array.items.append(.number(value.description)) }
    mutating func encode(_ value: UInt) { array.items.append(.number(value.description)) }
    mutating func encode(_ value: UInt8) { array.items.append(.number(value.description)) }
    mutating func encode(_ value: UInt16) { array.items.append(.number(value.description)) }
    mutating func encode(_ value: UInt32) { array.items.append(.number(value.description)) }
    mutating func encode(_ value: UInt64) { array.items.append(.number(value.description)) }
    mutating func encode<Value: Encodable>(_ value: Value) throws {
        array.items.append(try PrettyJSON.node(for: value, in: codingPath, key: nextKey))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let nested = JSONObject()
        let path = codingPath + [nextKey]
        array.items.append(.object(nested))
        return KeyedEncodingContainer(KeyedNodeContainer<NestedKey>(object: nested, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = JSONArray()
        let path = codingPath + [nextKey]
        array.items.append(.array(nested))
        return UnkeyedNodeContainer(array: nested, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        let encoder = NodeEncoder(parentPath: codingPath, key: nextKey)
        array.items.append(.deferred(encoder))
        return encoder
    }
}

/// The key of an array item in a coding path.
private struct IndexKey: CodingKey {
    let index: Int
    var stringValue: String { "Index \(index)" }
    var intValue: Int? { index }
    init(index: Int) { self.index = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.index = intValue }
}

/// The key `super` of a keyed container's `superEncoder()`.
private struct SuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
}
