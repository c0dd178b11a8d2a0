import Foundation

/// A throw-away vault folder for one test, and helpers to run `vault` against it. The vault
/// and its scratch folders share one folder of their own, removed whole by ``remove()``.
struct TemporaryVault {
    let root: URL
    private let container: URL

    init() throws {
        container = FileManager.default.temporaryDirectory
            .appendingPathComponent("vault-test-\(UUID().uuidString)")
        root = container.appendingPathComponent("vault")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    var path: String { root.path }

    /// Runs `vault ARGUMENTS --vault ROOT`.
    func run(_ arguments: [String]) throws -> VaultProcess.Result {
        try VaultProcess.run(arguments + ["--vault", path])
    }

    /// Runs a command with `--json` and decodes its output.
    func json<T: Decodable>(_ type: T.Type, _ arguments: [String]) throws -> T {
        let result = try run(arguments + ["--json"])
        return try JSONDecoder().decode(T.self, from: Data(result.stdout.utf8))
    }

    /// Files under objects/ (the stored originals).
    func storedObjects() -> [String] {
        let objects = root.appendingPathComponent("objects")
        guard let enumerator = FileManager.default.enumerator(atPath: objects.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.contains(".") }
    }

    /// A folder for input files that belongs to this vault's test.
    func scratch(_ name: String = "input") throws -> URL {
        let folder = container.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Removes the vault folder and every scratch folder made beside it.
    func remove() {
        try? FileManager.default.removeItem(at: container)
    }
}

/// The JSON shapes the tests read back.
struct DocumentRow: Decodable {
    var id: Int64
    var name: String
    var sha256: String
    var mediaType: String
    var pages: Int
    var journey: String?
    var importedAt: String
    var textSource: String
    var kind: String?
    var kindEvidence: String?
}

struct ImportRow: Decodable {
    var file: String
    var status: String
    var documentId: Int64?
    var textSource: String?
    var error: String?
    var seconds: Double
}

struct HealthRow: Decodable {
    var databaseIntact: Bool
    var strayObjects: [String]
    var missingObjects: [Int64]
    var abandonedTemporaries: [String]
}

/// Distinct copies of a fixture JPEG: same picture, different bytes (a JPEG comment
/// segment carries a serial number), so each is a new document.
enum DistinctJPEGs {
    static func make(from fixture: String, count: Int, in folder: URL) throws -> [String] {
        let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: VaultProcess.fixture(fixture))))
        return try (0..<count).map { index in
            let comment = Array("vault test copy \(index)".utf8)
            let length = comment.count + 2
            let segment: [UInt8] = [0xFF, 0xFE, UInt8(length >> 8), UInt8(length & 0xFF)] + comment
            let bytes = Array(original[0..<2]) + segment + Array(original[2...])
            let url = folder.appendingPathComponent(String(format: "copy-%02d.jpg", index))
            try Data(bytes).write(to: url)
            return url.path
        }
    }
}
