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
            before anything is written, and none is inflated past its size in the manifest; a \
            truncated or altered archive is refused and nothing changes. The database must \
            pass SQLite's integrity check and hold exactly vault's tables, indexes, triggers \
            and views, and every document must name its stored file by a SHA-256 digest, a \
            file the archive holds. The vault folder (--vault, $VAULT_HOME, ...) must be empty \
            or missing; --force replaces a folder that is a vault, once the restored one is \
            complete; files waiting in its inbox move into the restored vault. It waits for \
            imports in flight to commit; a `vault watch` or `vault serve` of the old vault \
            stops (watch) or answers 503 (serve) until started again. Exit status 65 for an \
            archive that is refused, 75 when other commands keep the vault busy.
            """)

    @OptionGroup var vault: VaultOptions

    @Argument(help: ArgumentHelp("The archive written by `vault backup`.", valueName: "file"), completion: .file())
    var file: String

    @Flag(help: "Replace the vault in the vault folder (never a folder that is not a vault).")
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
            + "\(String.counted(counts.journeys, "journey")), \(counts.travelPlans)"
            + "\(String.counted(manifest.files.count, "file")) checked"
        print(check ? "\(archive.path): intact: \(what)" : "restored into \(vault.layout.root.path): \(what)")
    }
}
