import ArgumentParser
import Foundation
import Vault

/// `vault backup FILE`: the whole vault in one zip archive.
struct BackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Write the whole vault (database and stored files) into one archive.",
        discussion: """
            The archive is a zip file holding a consistent copy of the database (SQLite's \
            online backup: safe while `vault watch` imports), every stored original, and \
            manifest.json (format version, vault version, counts, and the SHA-256 of every \
            file). It appears at FILE only once complete. A stored file that no longer matches \
            its checksum stops the backup (see `vault doctor --verify`).

            Example:
              vault backup ~/vault-2025-03.zip
              vault restore ~/vault-2025-03.zip --vault ~/new-vault
            """)

    @OptionGroup var vault: VaultOptions

    @Argument(help: ArgumentHelp("The archive to write.", valueName: "file"), completion: .file())
    var file: String

    @Flag(help: "Print what was written as JSON.")
    var json = false

    func run() throws {
        let opened = try vault.open()
        let archive = URL(fileURLWithPath: (file as NSString).expandingTildeInPath).standardizedFileURL
        var line: ProgressLine? = nil
        let summary = try opened.backup(to: archive, vaultVersion: VaultCommand.configuration.version) { step in
            if line == nil { line = ProgressLine(total: step.total) }
            line?.update(step.done, step.item)
        }
        line?.finish()
        if json { return try Terminal.printJSON(BackupJSON(archive: archive.path, summary: summary)) }
        let counts = summary.manifest.counts
        print(
            "\(archive.path): \(String.counted(counts.documents, "document")), "
                + "\(String.counted(counts.expenses, "expense")), \(String.counted(counts.journeys, "journey")), "
                + "\(String.counted(summary.manifest.files.count, "file")), "
                + ByteCountFormatter.string(fromByteCount: summary.size, countStyle: .file))
    }
}

/// The JSON shape of a finished backup.
struct BackupJSON: Encodable {
    var archive: String
    var size: Int64
    var counts: BackupManifest.Counts
    var files: Int

    init(archive: String, summary: BackupSummary) {
        self.archive = archive
        size = summary.size
        counts = summary.manifest.counts
        files = summary.manifest.files.count
    }
}
