import Foundation
import Testing

/// A lost or damaged stored original: doctor finds it, its advice works, and importing the
/// same bytes again puts it back.
@Suite struct RepairTests {
    private struct Report: Decodable {
        var missingObjects: [Int64]
        var damagedObjects: [Int64]
        var verifiedObjects: Int
        var verifiedAll: Bool
    }

    private func objectURL(_ vault: TemporaryVault) throws -> URL {
        let object = try #require(vault.storedObjects().first)
        return vault.root.appendingPathComponent("objects").appendingPathComponent(object)
    }

    @Test func reimportingTheSameBytesRestoresAMissingOriginal() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let original = VaultProcess.fixture("invoice-text-layer.pdf")
        try #require(try vault.run(["import", original]).status == 0)
        let object = try objectURL(vault)
        try FileManager.default.removeItem(at: object)

        let doctor = try vault.run(["doctor"])
        #expect(doctor.status == 1)
        #expect(doctor.stdout.contains("missing files   1"), "\(doctor.stdout)")
        #expect(doctor.stdout.contains("import its original again"), "\(doctor.stdout)")
        #expect(!doctor.stdout.contains("--repair"), "advice that cannot help: \(doctor.stdout)")
        let repaired = try vault.run(["doctor", "--repair"])
        #expect(repaired.status == 1)
        #expect(!repaired.stdout.contains("run `vault doctor --repair`"), "\(repaired.stdout)")

        let again = try vault.run(["import", original])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("duplicate of document 1"), "\(again.stdout)")
        #expect(again.stdout.contains("restored from this copy"), "\(again.stdout)")
        #expect(FileManager.default.fileExists(atPath: object.path))
        #expect(try vault.run(["doctor"]).status == 0)
        // A second import of the same bytes has nothing to restore and says nothing of it.
        #expect(!(try vault.run(["import", original]).stdout.contains("restored")))
    }

    @Test func doctorFindsADamagedOriginalAndNeverTrustsIt() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let original = VaultProcess.fixture("invoice-text-layer.pdf")
        try #require(try vault.run(["import", original]).status == 0)
        let object = try objectURL(vault)
        let attributes = try FileManager.default.attributesOfItem(atPath: object.path)
        #expect(
            (attributes[.posixPermissions] as? NSNumber)?.intValue == 0o400, "stored originals are read-only, private")
        // Same size, one byte changed: only the content check can see it.
        var bytes = [UInt8](try Data(contentsOf: object))
        bytes[bytes.count / 2] ^= 0xFF
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: object.path)
        try Data(bytes).write(to: object)

        let report = try vault.json(Report.self, ["doctor"])
        #expect(report.damagedObjects == [1])
        #expect(report.verifiedAll && report.verifiedObjects == 1)
        let text = try vault.run(["doctor", "--verify"])
        #expect(text.status == 1)
        #expect(text.stdout.contains("damaged files   1 (all 1 checked)"), "\(text.stdout)")
        #expect(text.stdout.contains("document 1: invoice-text-layer.pdf"), "\(text.stdout)")

        let repaired = try vault.run(["doctor", "--repair"])
        #expect(repaired.status == 1)
        #expect(try Data(contentsOf: object) == Data(bytes), "--repair must not touch the damaged file")

        let again = try vault.run(["import", original])
        #expect(again.stdout.contains("restored from this copy"), "\(again.stdout)")
        #expect(try Data(contentsOf: object) == Data(contentsOf: URL(fileURLWithPath: original)))
        #expect(try vault.run(["doctor", "--verify"]).status == 0)
    }

    /// A file already at an object's path with other content (a damaged leftover) is replaced
    /// by the bytes being imported, never adopted as the document's original.
    @Test func importNeverAdoptsADamagedLeftover() throws {
        let first = try TemporaryVault()
        defer { first.remove() }
        let original = VaultProcess.fixture("invoice-text-layer.pdf")
        try #require(try first.run(["import", original]).status == 0)
        let relative = try #require(first.storedObjects().first)

        let vault = try TemporaryVault()
        defer { vault.remove() }
        try #require(try vault.run(["init"]).status == 0)
        let leftover = vault.root.appendingPathComponent("objects").appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            at: leftover.deletingLastPathComponent(), withIntermediateDirectories: true)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: original)))
        bytes[bytes.count / 2] ^= 0xFF
        try Data(bytes).write(to: leftover)

        let imported = try vault.run(["import", original])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try Data(contentsOf: leftover) == Data(contentsOf: URL(fileURLWithPath: original)))
        #expect(try vault.run(["doctor", "--verify"]).status == 0)
    }
}
