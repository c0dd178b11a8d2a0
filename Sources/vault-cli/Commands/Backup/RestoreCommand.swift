import ArgumentParser
import Foundation
import Vault

/// `vault restore FILE`: a vault back from a backup archive.
struct RestoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Restore a vault from a `vault backup` archive.",
        discussion: """
            Every file in the archive is read and checked against the manifest's SHA-256 \
            before anything is written; a truncated or altered archive is refused and nothing \
            changes. The vault folder (--vault, $VAULT_HOME, ...) must be empty or missing; \
            --force replaces a vault that is there, once the restored one is complete.
            """)

    @OptionGroup var vault: VaultOptions

    @Argument(help: ArgumentHelp("The archive written by `vault backup`.", valueName: "file"), completion: .file())
    var file: String

    @Flag(help: "Replace the vault folder even if it holds files.")
    var force = false

    @Flag(help: "Only check the archive; write nothing.")
    var check = false

    func run() throws {
        let archive = URL(fileURLWithPath: (file as NSString).expandingTildeInPath).standardizedFileURL
        var line: ProgressLine? = nil
        let progress: (BackupProgress) -> Void = { step in
            if line == nil { line = ProgressLine(total: step.total) }
            line?.update(step.done, step.item)
        }
        let manifest: BackupManifest
        if check {
            manifest = try VaultRestore.verify(archive: archive, progress: progress)
        } else {
            manifest = try VaultRestore.restore(
                archive: archive, into: vault.layout.root, force: force, progress: progress)
        }
        line?.finish()
        let counts = manifest.counts
        let what =
            "\(String.counted(counts.documents, "document")), \(String.counted(counts.expenses, "expense")), "
            + "\(String.counted(counts.journeys, "journey")), \(String.counted(manifest.files.count, "file")) checked"
        print(check ? "\(archive.path): intact: \(what)" : "restored into \(vault.layout.root.path): \(what)")
    }
}
