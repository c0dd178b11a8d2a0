import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// File names on Linux are bytes, not always UTF-8 (a name written on an old system in
/// Latin-1: `caf\xE9.jpg`). A Swift `String` cannot hold such bytes, and Foundation turns
/// them into U+FFFD, after which the file cannot be found again.
///
/// vault keeps such a path in a `String` with every byte that is not part of valid UTF-8 as
/// one private-use scalar (U+10FF80 to U+10FFFF for the bytes 0x80 to 0xFF), opens it with
/// the original bytes (``withCString(_:_:)``), and shows it with those bytes as `\xE9`
/// (``display(_:)``). A valid UTF-8 path is the same `String` as always.
public enum PathBytes {
    private static let escapeBase: UInt32 = 0x10FF00

    /// The path for `bytes` (without a terminating zero), invalid UTF-8 bytes escaped.
    public static func string(_ bytes: some Collection<UInt8>) -> String {
        let array = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = array.makeIterator()
        var offset = 0
        decoding: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                scalars.append(Unicode.UTF8.decode(encoded))
                offset += encoded.count
            case .error(let length):
                for byte in array[offset..<min(array.count, offset + length)] {
                    scalars.append(Unicode.Scalar(escapeBase + UInt32(byte)) ?? "\u{FFFD}")
                }
                offset += length
            case .emptyInput:
                break decoding
            }
        }
        return String(scalars)
    }

    /// The bytes `path` stands for: escaped bytes as themselves, everything else as UTF-8.
    public static func bytes(_ path: String) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if let byte = escapedByte(scalar) {
                result.append(byte)
            } else {
                result += Array(String(scalar).utf8)
            }
        }
        return result
    }

    /// Whether `path` holds bytes that are not UTF-8 (and Foundation cannot open it).
    public static func hasRawBytes(_ path: String) -> Bool {
        path.unicodeScalars.contains { escapedByte($0) != nil }
    }

    /// `path` for people: every byte that is not UTF-8 as `\xE9`.
    public static func display(_ path: String) -> String {
        guard hasRawBytes(path) else { return path }
        var result = ""
        for scalar in path.unicodeScalars {
            if let byte = escapedByte(scalar) {
                result += "\\x" + String(byte, radix: 16, uppercase: true)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Calls `body` with `path` as the C string of its original bytes.
    public static func withCString<T>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> T) rethrows -> T {
        guard hasRawBytes(path) else { return try path.withCString(body) }
        let bytes = Self.bytes(path).map { CChar(bitPattern: $0) } + [0]
        return try bytes.withUnsafeBufferPointer { buffer in
            guard let start = buffer.baseAddress else { return try "".withCString(body) }
            return try body(start)
        }
    }

    /// The command line's arguments (without the program), non-UTF-8 bytes escaped.
    public static func arguments() -> [String] {
        (1..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return "" }
            return string(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
        }
    }

    /// `stat` of the file `path` names (following links); `nil` when it cannot be read.
    static func status(_ path: String, followingLinks: Bool = true) -> stat? {
        var info = stat()
        let result = withCString(path) { followingLinks ? stat($0, &info) : lstat($0, &info) }
        return result == 0 ? info : nil
    }

    /// The names in folder `path` (not `.` and `..`), escaped as by ``string(_:)``; `nil` when
    /// the folder cannot be read.
    static func names(inFolder path: String) -> [String]? {
        guard let folder = withCString(path, { opendir($0) }) else { return nil }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                string(raw.prefix { $0 != 0 })
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    private static func escapedByte(_ scalar: Unicode.Scalar) -> UInt8? {
        scalar.value >= escapeBase + 0x80 && scalar.value <= escapeBase + 0xFF
            ? UInt8(scalar.value - escapeBase) : nil
    }
}
