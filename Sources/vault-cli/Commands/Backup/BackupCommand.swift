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
            file). It appears at FILE only once complete, readable by you alone (0600); \
            everything is staged beside FILE, never in the vault, so a read-only vault or one \
            on a full disk can be backed up to another disk. An existing FILE is replaced only \
            with --force, and never a file inside the vault. A stored file that is missing or \
            no longer matches its checksum stops the backup (see `vault doctor --verify`); \
            with --skip-damaged it is left out and listed, everything else is backed up, and \
            the exit status is 1.

            Example:
              vault backup ~/vault-2025-03.zip
              vault restore ~/vault-2025-03.zip --vault ~/new-vault
            """)

    @OptionGroup var vault: VaultOptions

    @Argument(help: ArgumentHelp("The archive to write.", valueName: "file"), completion: .file())
    var file: String

    @Flag(help: "Replace FILE if it exists (never a file inside the vault).")
    var force = false

    @Flag(help: "Leave out stored files that are missing or damaged, list them, and back up the rest.")
    var skipDamaged = false

    @Flag(help: "Print what was written as JSON.")
    var json = false

    func run() throws {
        let opened = try vault.open()
        let archive = URL(fileURLWithPath: (file as NSString).expandingTildeInPath).standardizedFileURL
        var line: ProgressLine? = nil
        let options = BackupOptions(overwrite: force, skipDamaged: skipDamaged)
        let summary = try opened.backup(
            to: archive, vaultVersion: VaultCommand.configuration.version, options: options
        ) { step in
            if line == nil { line = ProgressLine(total: step.total) }
            line?.update(step.done, step.item)
        }
        line?.finish()
        let skipped = summary.manifest.skipped ?? []
        if json {
            try Terminal.printJSON(BackupJSON(archive: archive.path, summary: summary))
        } else {
            let counts = summary.manifest.counts
            print(
                "\(archive.path): \(String.counted(counts.documents, "document")), "
                    + "\(String.counted(counts.expenses, "expense")), \(String.counted(counts.journeys, "journey")), "
                    + counts.travelPlans + "\(String.counted(summary.manifest.files.count, "file")), "
                    + ByteCountFormatter.string(fromByteCount: summary.size, countStyle: .file))
            for left in skipped { print("left out: document \(left.documentId): \(left.reason)") }
        }
        if !skipped.isEmpty { throw ExitCode(ExitStatus.someFilesFailed) }
    }
}

/// The JSON shape of a finished backup.
struct BackupJSON: Encodable {
    var archive: String
    var size: Int64
    var counts: BackupManifest.Counts
    var files: Int
    /// Stored files `--skip-damaged` left out, and why.
    var skipped: [BackupManifest.Skipped]

    init(archive: String, summary: BackupSummary) {
        self.archive = archive
        size = summary.size
        counts = summary.manifest.counts
        files = summary.manifest.files.count
        skipped = summary.manifest.skipped ?? []
    }
}

extension BackupManifest.Counts {
    /// `2 bookings, 1 note, 3 places, ` for the journeys' plans a backup holds; empty when it
    /// holds none, or its manifest is older than their counting.
    var travelPlans: String {
        let parts = [(bookings, "booking"), (journeyNotes, "note"), (places, "place")]
            .compactMap { count, noun in count.flatMap { $0 > 0 ? String.counted($0, noun) : nil } }
        return parts.map { $0 + ", " }.joined()
    }
}
