import ArgumentParser
import Vault

/// `vault doctor`: checks that the database and the stored files agree.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the database and stored files; --repair removes leftovers.",
        discussion: """
            Reports database corruption (PRAGMA integrity_check), stored files no document \
            refers to (left when an import was killed between storing and committing), \
            documents whose file is missing, and abandoned temporary files. Exit status 1 when \
            something is wrong (after --repair: when something is still wrong).
            """)

    @OptionGroup var vault: VaultOptions

    @Flag(help: "Remove stray stored files and abandoned temporary files.")
    var repair = false

    @Flag(help: "Print the report as JSON.")
    var json = false

    func run() throws {
        let opened = try vault.open()
        var report = try opened.checkHealth()
        if repair && !report.isHealthy {
            try opened.repair(report)
            report = try opened.checkHealth()
        }
        if json {
            try Terminal.printJSON(report)
        } else {
            print(
                "database        \(report.databaseIntact ? "ok" : "DAMAGED: " + report.integrityMessages.joined(separator: "; "))"
            )
            print("stray files     \(report.strayObjects.count)")
            for path in report.strayObjects { print("  \(path)") }
            print("missing files   \(report.missingObjects.count)")
            for id in report.missingObjects { print("  document \(id)") }
            print("temporary files \(report.abandonedTemporaries.count)")
            if !report.isHealthy && !repair { print("run `vault doctor --repair` to remove leftovers") }
        }
        if !report.isHealthy { throw ExitCode.failure }
    }
}
