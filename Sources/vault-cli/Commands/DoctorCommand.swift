import ArgumentParser
import Vault

/// `vault doctor`: checks that the database and the stored files agree.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the database, stored files and search index; --repair removes leftovers.",
        discussion: """
            Reports database corruption (PRAGMA integrity_check), stored files no document \
            refers to (left when an import was killed between storing and committing), \
            documents whose file is missing or damaged (its content no longer matches its \
            SHA-256 name; a sample of files is read back, all of them with --verify), and \
            abandoned temporary files, a search index out of step with the pages' text, \
            expenses whose document is gone, and bookings, journey notes and places that cannot \
            be read or shown (a time that is not a local time, a time zone this system does not \
            know, an arrival before its departure, a journey that is gone). --repair removes the \
            leftovers, rebuilds the search index, keeps a booking whose journey or document is \
            gone as unfiled or typed by hand, clears a time no command can read, and says what it cannot fix: a missing or damaged file is put back by \
            importing the original again. Exit status 1 when something is wrong (after \
            --repair: when something is still wrong). A file no document refers to that is \
            younger than 5 minutes is an import not committed yet, never a stray. --repair \
            waits for imports in flight (vault import, watch, serve) to commit, and none \
            commits while it works; exit status 75 if they keep the vault busy for 30 s.
            """)

    @OptionGroup var vault: VaultOptions

    @Flag(help: "Remove stray stored files and abandoned temporary files; rebuild the search index.")
    var repair = false

    @Flag(help: "Read back every stored file and check its SHA-256 (default: a sample of \(Vault.verifySample)).")
    var verify = false

    @Flag(help: "Print the report as JSON.")
    var json = false

    func run() throws {
        let opened = try vault.open()
        var report: HealthReport
        var repaired: [String] = []
        if repair {
            // No import stores or commits while the vault is checked and cleaned.
            (report, repaired) = try opened.exclusively {
                let found = try opened.checkHealth(verifyAll: verify)
                guard !found.isHealthy else { return (found, []) }
                try opened.repair(found)
                return (try opened.checkHealth(verifyAll: verify), fixed(found))
            }
        } else {
            report = try opened.checkHealth(verifyAll: verify)
        }
        if json {
            try Terminal.printJSON(report)
        } else {
            print(
                "database        \(report.databaseIntact ? "ok" : "DAMAGED: " + report.integrityMessages.joined(separator: "; "))"
            )
            print("stray files     \(report.strayObjects.count)")
            for path in report.strayObjects { print("  \(path)") }
            if !report.recentObjects.isEmpty {
                print("new files       \(report.recentObjects.count) (not committed yet; kept)")
            }
            print("missing files   \(report.missingObjects.count)")
            for id in report.missingObjects { print("  document \(id)\(try name(id, in: opened))") }
            let scope = report.verifiedAll ? "all \(report.verifiedObjects)" : "\(report.verifiedObjects) sampled"
            print("damaged files   \(report.damagedObjects.count) (\(scope) checked)")
            for id in report.damagedObjects { print("  document \(id)\(try name(id, in: opened))") }
            print("temporary files \(report.abandonedTemporaries.count)")
            if report.searchIndexInStep {
                print("search index    ok")
            } else {
                print(
                    "search index    out of step: \(String.counted(report.unindexedPages.count, "page")) missing or "
                        + "stale, \(String.counted(report.strayIndexRows.count, "row")) of no page")
            }
            print("lost documents  \(report.expensesWithoutDocument.count)")
            for id in report.expensesWithoutDocument { print("  expense \(id): its document is gone") }
            let plans = report.travelPlanFaults
            print(
                "travel plans    "
                    + (plans.isEmpty
                        ? "ok (\(report.travelPlansChecked) bookings, notes and places)"
                        : "\(String.counted(plans.count, "fault"))"))
            for fault in plans { print("  \(Self.noun(fault.table)) \(fault.id): \(fault.reason)") }
            for line in repaired { print("repaired: \(line)") }
            for line in cannotFix(report) where repair { print("cannot fix: \(line)") }
            for line in advice(report) { print(line) }
        }
        if !report.isHealthy { throw ExitCode(ExitStatus.someFilesFailed) }
    }

    private func name(_ id: Int64, in vault: Vault) throws -> String {
        (try? vault.document(id: id)).map { ": \($0.originalName)" } ?? ""
    }

    /// What --repair mended, from the report taken before it.
    private func fixed(_ before: HealthReport) -> [String] {
        var lines: [String] = []
        let leftovers = before.strayObjects.count + before.abandonedTemporaries.count
        if leftovers > 0 { lines.append("removed \(String.counted(leftovers, "leftover file"))") }
        if !before.searchIndexInStep { lines.append("rebuilt the search index") }
        for fault in before.travelPlanFaults where fault.isRepairable {
            let done =
                switch fault.problem {
                case .journeyGone: "left unfiled"
                case .documentGone: "kept as typed by hand"
                default: "cleared \(fault.column ?? "the value"): \(fault.reason)"
                }
            lines.append("\(Self.noun(fault.table)) \(fault.id): \(done)")
        }
        return lines
    }

    /// What is wrong that --repair leaves alone, and why.
    private func cannotFix(_ report: HealthReport) -> [String] {
        var lines: [String] = []
        for id in report.missingObjects { lines.append("document \(id): its stored file is missing") }
        for id in report.damagedObjects { lines.append("document \(id): its stored file is damaged") }
        for id in report.expensesWithoutDocument {
            lines.append(
                "expense \(id): its document is gone; import the receipt again, or reject it (`vault expense reject \(id)`)"
            )
        }
        for fault in report.travelPlanFaults where !fault.isRepairable {
            let remedy =
                fault.table == "booking"
                ? "; correct it with `vault booking edit \(fault.id)` or remove it with `vault booking rm \(fault.id)`"
                : ""
            lines.append("\(Self.noun(fault.table)) \(fault.id): \(fault.reason)\(remedy)")
        }
        if !report.databaseIntact { lines.append("the database is damaged") }
        return lines
    }

    /// `booking`, `note`, `place`: a plan's table as the user calls it.
    private static func noun(_ table: String) -> String {
        table == "journeyNote" ? "note" : table
    }

    /// Steps that work for what is wrong: --repair only for leftovers it can remove.
    private func advice(_ report: HealthReport) -> [String] {
        var lines: [String] = []
        let leftovers = report.strayObjects.count + report.abandonedTemporaries.count
        if leftovers > 0 && !repair {
            lines.append("run `vault doctor --repair` to remove \(String.counted(leftovers, "leftover file"))")
        }
        if !report.searchIndexInStep && !repair {
            lines.append("run `vault doctor --repair` to rebuild the search index")
        }
        let mendable = report.travelPlanFaults.filter(\.isRepairable).count
        if mendable > 0 && !repair {
            lines.append("run `vault doctor --repair` to mend \(String.counted(mendable, "booking fault"))")
        }
        if !report.missingObjects.isEmpty || !report.damagedObjects.isEmpty {
            lines.append(
                "to put a missing or damaged file back, import its original again (`vault import FILE`); "
                    + "or remove the document with `vault docs rm ID`")
        }
        if !report.verifiedAll && report.damagedObjects.isEmpty {
            lines.append("`vault doctor --verify` reads back every stored file")
        }
        if !report.databaseIntact { lines.append("the database is damaged: restore it from a backup") }
        return lines
    }
}
