import Foundation
import Testing

/// A path that names no file says why: a loop of symbolic links, or a link to nothing, is not
/// reported as a missing file.
@Suite struct ImportPathTests {
    @Test func aSymbolicLinkLoopAndADanglingLinkSayWhatTheyAre() throws {
        let vault = try TemporaryVault()
        defer { vault.remove() }
        let scratch = try vault.scratch()
        let first = scratch.appendingPathComponent("loop-a.pdf")
        let second = scratch.appendingPathComponent("loop-b.pdf")
        try FileManager.default.createSymbolicLink(atPath: first.path, withDestinationPath: second.path)
        try FileManager.default.createSymbolicLink(atPath: second.path, withDestinationPath: first.path)
        let dangling = scratch.appendingPathComponent("gone.pdf")
        try FileManager.default.createSymbolicLink(
            atPath: dangling.path, withDestinationPath: scratch.appendingPathComponent("nothing.pdf").path)
        for (path, reason) in [
            (first.path, "a loop of symbolic links"), (dangling.path, "a symbolic link to a file that does not exist"),
        ] {
            let result = try vault.run(["import", path])
            #expect(result.status != 0, "\(path)")
            #expect(result.stderr.contains("\(path): \(reason)"), "\(result.stderr)")
        }
    }
}
