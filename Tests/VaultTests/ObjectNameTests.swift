import Foundation
import GRDB
import Testing

@testable import Vault

/// A stored file's path is built only from a well-formed digest, and the database refuses a
/// document row that names its file by anything else.
@Suite struct ObjectNameTests {
    private static let hostile = [
        "../../../../x/taxes-2024", String(repeating: "A", count: 64), String(repeating: "a", count: 63),
        String(repeating: "a", count: 62) + "/.", "", String(repeating: "g", count: 64),
    ]

    @Test func theObjectStoreBuildsNoPathFromAnythingButADigest() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vault-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let store = ObjectStore(layout: VaultLayout(root: root))
        for name in Self.hostile {
            #expect(throws: VaultError.self, "\(name)") { try store.url(sha256: name, mediaType: .pdf) }
            #expect(throws: VaultError.self, "\(name)") { try store.remove(sha256: name, mediaType: .pdf) }
            #expect(throws: VaultError.self, "\(name)") { try store.store([1], sha256: name, mediaType: .pdf) }
            #expect(!store.isIntact(sha256: name, mediaType: .pdf))
        }
        let digest = String(repeating: "0123456789abcdef", count: 4)
        #expect(try store.url(sha256: digest, mediaType: .pdf).path.hasSuffix("objects/01/\(digest).pdf"))
    }

    @Test func theDatabaseRefusesADocumentRowNamedByAnythingButADigest() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vault-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let vault = try Vault.open(VaultLayout(root: root))
        func insert(_ sha256: String) throws {
            try vault.database.pool.write { db in
                var document = StoredDocument(
                    id: nil, sha256: sha256, originalName: "r.pdf", mediaType: .pdf, size: 1, pageCount: 1,
                    journeyId: nil, kind: nil, textSource: .pdfText, importedAt: Date(), source: nil,
                    kindEvidence: nil, reading: nil)
                try document.insert(db)
            }
        }
        for name in Self.hostile {
            #expect(throws: DatabaseError.self, "\(name)") { try insert(name) }
        }
        try insert(String(repeating: "ab", count: 32))
        for statement in [
            "UPDATE document SET sha256 = '../../x'", "UPDATE document SET mediaType = 'text/plain'",
            "UPDATE document SET sha256 = upper(sha256)",
        ] {
            #expect(throws: DatabaseError.self, "\(statement)") {
                try vault.database.pool.write { try $0.execute(sql: statement) }
            }
        }
    }
}

/// OWASP's rule for CSV injection, on text cells only.
@Suite struct CSVCellTests {
    @Test func textThatCouldStartAFormulaGetsALeadingQuote() {
        for formula in ["=1+1", "+1", "-1", "@SUM(A1)", "\t=1", "\r=1", "\r\n=1"] {
            #expect(CSVCell.text(formula) == "'" + formula, "\(formula.debugDescription)")
        }
        for plain in ["", "Café", "1-2", "a=b", "'quoted", " =1"] {
            #expect(CSVCell.text(plain) == plain, "\(plain.debugDescription)")
        }
    }
}
