import Foundation
import PackagePlugin

/// Writes `BuildInfo.swift` (the git commit the binary is built from) before every build of
/// the target that uses it, with `scripts/build-info.sh`. The file changes only when the commit
/// does, so an unchanged tree recompiles nothing.
@main
struct BuildInfo: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "generated")
        let script = context.package.directoryURL.appending(path: "scripts/build-info.sh")
        var environment: [String: String] = [:]
        for name in ["PATH", "HOME", "VAULT_BUILD_COMMIT"] {
            environment[name] = ProcessInfo.processInfo.environment[name]
        }
        return [
            .prebuildCommand(
                displayName: "Recording the git commit vault is built from",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [script.path, context.package.directoryURL.path, output.path],
                environment: environment,
                outputFilesDirectory: output)
        ]
    }
}
