import Foundation
import Testing

@testable import Reading
@testable import Vault

@Suite struct CalendarDateTests {
    @Test(arguments: ["2025-03-12", "2024-02-29", "2000-02-29", "1999-12-31"])
    func validDatesRoundTrip(text: String) throws {
        let date = try #require(CalendarDate(iso: text))
        #expect(date.description == text)
    }

    @Test(arguments: [
        "2025-02-29", "1900-02-29", "2025-04-31", "2025-13-01", "2025-3-12", "12.03.2025", "2025-03-12x", "",
    ])
    func impossibleOrMalformedDatesAreRejected(text: String) {
        #expect(CalendarDate(iso: text) == nil)
    }

    @Test func ordersByDay() throws {
        let a = try #require(CalendarDate(iso: "2025-03-09"))
        let b = try #require(CalendarDate(iso: "2025-03-10"))
        #expect(a < b)
        let journey = Journey(slug: "x", name: "X", startDate: a, endDate: b)
        #expect(journey.contains(a) && journey.contains(b))
        #expect(!journey.contains(try #require(CalendarDate(iso: "2025-03-11"))))
    }
}

@Suite struct JourneyValidationTests {
    @Test(arguments: ["paris", "paris-2025", "a", "x1"])
    func acceptsSlugs(slug: String) throws {
        try Journey.validate(slug: slug)
    }

    @Test(arguments: ["Paris", "paris 2025", "-paris", "paris-", "", "pärís", String(repeating: "a", count: 41)])
    func rejectsSlugs(slug: String) {
        #expect(throws: VaultError.invalidSlug(slug)) { try Journey.validate(slug: slug) }
    }

    @Test func rejectsEndBeforeStart() throws {
        let journey = Journey(
            slug: "trip", name: "Trip", startDate: CalendarDate(iso: "2025-03-10"),
            endDate: CalendarDate(iso: "2025-03-01"))
        #expect(throws: VaultError.self) { try journey.validate() }
    }
}

@Suite struct VaultLayoutTests {
    @Test func explicitFolderWinsThenVaultHomeThenXDG() {
        let env = ["VAULT_HOME": "/v/home", "XDG_DATA_HOME": "/xdg", "HOME": "/home/u"]
        #expect(VaultLayout.resolve(explicit: "/explicit", environment: env).root.path == "/explicit")
        #expect(VaultLayout.resolve(explicit: nil, environment: env).root.path == "/v/home")
        #expect(VaultLayout.resolve(explicit: nil, environment: ["XDG_DATA_HOME": "/xdg"]).root.path == "/xdg/vault")
        #expect(
            VaultLayout.resolve(explicit: nil, environment: ["HOME": "/home/u"]).root.path
                == "/home/u/.local/share/vault")
    }
}

@Suite struct ObjectStoreTests {
    @Test func storesContentAddressedReadOnlyAndIdempotent() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vault-objects-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let vault = try Vault.open(VaultLayout(root: root))
        let bytes = Array("%PDF-1.4 test".utf8)
        let sha = SHA256Digest.hex(of: bytes)
        let url = try vault.objects.store(bytes, sha256: sha, mediaType: .pdf)
        #expect(url.path.hasSuffix("objects/\(sha.prefix(2))/\(sha).pdf"))
        #expect(try Data(contentsOf: url) == Data(bytes))
        let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber
        #expect(permissions?.intValue == 0o400)
        #expect(try vault.objects.store(bytes, sha256: sha, mediaType: .pdf) == url)
        #expect(vault.objects.allObjects().count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: vault.layout.temporary.path).isEmpty)
    }

    @Test func sha256MatchesKnownVector() {
        #expect(
            SHA256Digest.hex(of: Array("abc".utf8))
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func strayObjectIsFoundAndRepaired() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vault-doctor-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let vault = try Vault.open(VaultLayout(root: root))
        let bytes = Array("%PDF-1.4 stray".utf8)
        let stored = try vault.objects.store(bytes, sha256: SHA256Digest.hex(of: bytes), mediaType: .pdf)
        // Stored an hour ago by an import that never committed.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: stored.path)
        // A temporary file of a process that cannot exist.
        FileManager.default.createFile(
            atPath: vault.layout.temporary.appendingPathComponent("999999999-x.part").path, contents: Data())
        let report = try vault.checkHealth()
        #expect(report.databaseIntact)
        #expect(report.strayObjects.count == 1)
        #expect(report.abandonedTemporaries.count == 1)
        try vault.repair(report)
        #expect(try vault.checkHealth().isHealthy)
    }

    /// `doctor --repair` while `watch` imported removed files stored a moment before their
    /// rows were committed. A file younger than `Vault.strayAge` is never a stray.
    @Test func aJustStoredObjectIsNeverTakenForAStray() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vault-doctor-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let vault = try Vault.open(VaultLayout(root: root))
        let bytes = Array("%PDF-1.4 being imported".utf8)
        let stored = try vault.objects.store(bytes, sha256: SHA256Digest.hex(of: bytes), mediaType: .pdf)
        let report = try vault.checkHealth()
        #expect(report.strayObjects.isEmpty && report.recentObjects == [stored.standardizedFileURL.path])
        #expect(report.isHealthy)
        // Even a report that names it (taken by an older vault) does not remove it.
        var stale = report
        stale.strayObjects = report.recentObjects
        try vault.exclusively { try vault.repair(stale) }
        #expect(FileManager.default.fileExists(atPath: stored.path))
    }
}
