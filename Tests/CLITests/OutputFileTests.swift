import Foundation
import Testing

/// A file to write into a folder that is not there is refused in plain words, before any work.
@Suite struct OutputFileTests {
    @Test func aMissingFolderIsNamed() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        #expect(try vault.run(["journey", "add", "ams", "--name", "Amsterdam"]).status == 0)
        let missing = vault.root.appendingPathComponent("no-such-folder").path
        let cases: [([String], String)] = [
            (["export", "--format", "csv", "--output", "\(missing)/x.csv"], "x.csv"),
            (["report", "--format", "pdf", "--output", "\(missing)/x.pdf"], "x.pdf"),
            (["journey", "ics", "ams", "--output", "\(missing)/a.ics"], "a.ics"),
        ]
        for (arguments, file) in cases {
            let result = try vault.run(arguments)
            #expect(result.status == 74, "\(arguments): \(result.stderr)")
            #expect(
                result.stderr == "vault: \(missing)/\(file): cannot write: there is no folder \(missing)\n",
                "\(result.stderr)")
        }
        let file = try vault.scratch().appendingPathComponent("plain")
        try Data("x".utf8).write(to: file)
        let notFolder = try vault.run(["export", "--format", "csv", "--output", "\(file.path)/x.csv"])
        #expect(notFolder.stderr.hasSuffix("cannot write: \(file.path) is not a folder\n"), "\(notFolder.stderr)")
    }
}
