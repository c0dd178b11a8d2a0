import Foundation

/// Runs the built `vault` binary as a user would and captures what it prints.
struct VaultProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func fixture(_ name: String) -> String {
        packageRoot.appendingPathComponent("TestData").appendingPathComponent(name).path
    }

    /// The `vault` executable next to the test bundle (SwiftPM builds it for this target).
    static let binary: URL = {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var candidates: [URL] = []
        var folder = testBinary.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(folder.appendingPathComponent("vault"))
            folder = folder.deletingLastPathComponent()
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/vault"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
            ?? candidates[candidates.count - 1]
    }()

    /// Runs `vault ARGUMENTS`; `environment` adds variables to this process's own, or removes
    /// those given as `nil`.
    static func run(_ arguments: [String], environment: [String: String?] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (name, value) in environment { env[name] = value }
        process.environment = env
        // Output goes to files: no pipe can fill up and stall the process.
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("vault-cli-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout")
        let errURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        defer {
            try? out.close()
            try? err.close()
        }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let stdoutData = try Data(contentsOf: outURL)
        let stderrData = try Data(contentsOf: errURL)
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: stdoutData, as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self))
    }
}
