import Foundation
import Testing

/// `vault --version` names the release and the git commit the binary was built from.
@Suite struct VersionCommandTests {
    /// The commit `git` reports for the checkout the tests run in, or nil outside one.
    private func checkoutCommit() throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", VaultProcess.packageRoot.path, "rev-parse", "--short=12", "HEAD"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func versionNamesTheCommit() throws {
        let result = try VaultProcess.run(["--version"])
        #expect(result.status == 0, "\(result.stderr)")
        let line = result.stdout.trimmingCharacters(in: .newlines)
        #expect(
            line.range(of: #"^\d+\.\d+\.\d+ \(commit [0-9a-z.-]+\)$"#, options: .regularExpression) != nil, "\(line)")
        let expected = try checkoutCommit() ?? "unknown"
        #expect(line.contains("(commit \(expected)"), "\(line) is not built from \(expected)")
        let info = try VaultProcess.run(["info"])
        #expect(info.stdout.contains(line), "\(info.stdout)")
    }
}
