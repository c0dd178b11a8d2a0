import Foundation

/// The files in `TestData/` and what they are expected to contain.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TestData")

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    struct Expected: Decodable, Sendable {
        var merchant: String
        var total: String
        var currency: String
        var date: String
    }

    /// Every PDF or image fixture that has a `NAME.expected.json` with merchant, total,
    /// currency and date beside it, by file name (not the long article, whose fields are null,
    /// nor the bare XML e-invoice).
    static let documents: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let documents = names.filter { name in
            !name.hasSuffix(".json") && !name.hasPrefix("bad-") && !name.hasSuffix(".md") && !name.hasSuffix(".xml")
                && names.contains(expectedName(for: name)) && (try? expected(for: name)) != nil
        }
        return documents.sorted()
    }()

    static func expectedName(for name: String) -> String {
        (name as NSString).deletingPathExtension + ".expected.json"
    }

    static func expected(for name: String) throws -> Expected {
        let data = try Data(contentsOf: folder.appendingPathComponent(expectedName(for: name)))
        return try JSONDecoder().decode(Expected.self, from: data)
    }
}

/// Comparisons that forgive what OCR legitimately varies: case and spacing.
enum Looseness {
    static func squeezed(_ text: String) -> String {
        text.lowercased().filter { !$0.isWhitespace }
    }

    static func contains(_ text: String, _ expected: String) -> Bool {
        squeezed(text).contains(squeezed(expected))
    }

    /// Whether `text` shows the amount `total` ("1234.50") in any common printed form:
    /// `1234.50`, `1234,50`, `1,234.50`, `1.234,50`, `1'234.50`, `1 234,50`.
    static func containsAmount(_ text: String, _ total: String) -> Bool {
        let parts = total.split(separator: ".")
        guard parts.count == 2 else { return contains(text, total) }
        let integer = String(parts[0])
        let cents = String(parts[1])
        var groups: [String] = []
        var rest = integer
        while rest.count > 3 {
            groups.insert(String(rest.suffix(3)), at: 0)
            rest = String(rest.dropLast(3))
        }
        groups.insert(rest, at: 0)
        let squeezedText = squeezed(text)
        for thousands in ["", ",", ".", "'", "’"] {
            for decimal in [".", ","] where decimal != thousands {
                let candidate = groups.joined(separator: thousands) + decimal + cents
                if squeezedText.contains(candidate) { return true }
            }
        }
        return false
    }
}
