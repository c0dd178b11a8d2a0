import ArgumentParser
import Foundation
import GRDB
import Reading
import Vault

/// `vault-scale`: makes large vaults through the library and measures vault on them.
struct VaultScale: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vault-scale",
        abstract: "Make a large synthetic vault and time vault's queries on it.",
        subcommands: [Generate.self, Measure.self, Shops.self])
}

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Fill a new vault with journeys and documents (text only, no OCR, no files read).")

    @Option(help: "The vault folder (must not hold a vault yet).")
    var vault: String

    @Option(help: "How many documents.")
    var documents = 100_000

    @Option(help: "How many journeys.")
    var journeys = 200

    @Option(help: "Random seed: the same seed makes the same vault.")
    var seed: UInt64 = 1

    func run() throws {
        let layout = VaultLayout(root: URL(fileURLWithPath: vault))
        guard !FileManager.default.fileExists(atPath: layout.database.path) else {
            throw ValidationError("\(vault) already holds a vault")
        }
        let opened = try Vault.open(layout)
        let start = Date()
        try SyntheticVault(documents: documents, journeys: journeys, seed: seed)
            .generate(into: opened) { done in
                FileHandle.standardError.write(
                    Data(String(format: "\r%d documents, %.0f s", done, Date().timeIntervalSince(start)).utf8))
            }
        FileHandle.standardError.write(Data("\n".utf8))
        print(
            String(
                format: "made %d documents in %d journeys in %.1f s", documents, journeys,
                Date().timeIntervalSince(start)))
    }
}

struct Measure: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Time vault search and expense list --journey: in-process, and as whole commands.")

    @Option(help: "The vault folder.")
    var vault: String

    @Option(help: "The vault executable for whole-command timings (a release build).")
    var binary = ".build/release/vault"

    @Option(help: "Runs of each in-process query.")
    var runs = 50

    @Option(help: "Runs of each whole command.")
    var commandRuns = 15

    static let queries: [(String, @Sendable (inout SearchRequest) -> Void)] = [
        ("cafe", { _ in }), ("brasserie comptoir", { _ in }), ("crème brûlée", { _ in }), ("muse", { _ in }),
        ("tankstelle diesel", { _ in }), ("18.40", { _ in }), ("2019-06-12", { _ in }),
        ("zimmer", { $0.journey = "trip-17" }),
        (
            "espresso",
            {
                $0.currency = "EUR"
                $0.min = 10
                $0.max = 40
            }
        ),
        (
            "thank",
            {
                $0.kind = .receipt
                $0.status = .draft
            }
        ),
        (
            "",
            {
                $0.category = "Transport"
                $0.from = CalendarDate(iso: "2018-01-01")
                $0.to = CalendarDate(iso: "2018-12-31")
            }
        ),
        ("nothingmatchesthis", { _ in }),
    ]

    func run() throws {
        let opened = try Vault.openExisting(VaultLayout(root: URL(fileURLWithPath: vault)))
        let documents = try opened.database.pool.read {
            try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM document") ?? 0
        }
        print("vault: \(documents) documents")
        print("| what | p50 ms | p90 ms | CPU p50 ms | results |")
        print("| --- | --- | --- | --- | --- |")
        var all: [Double] = []
        var allCPU: [Double] = []
        for (text, configure) in Self.queries {
            var request = SearchRequest(text)
            configure(&request)
            var count = 0
            var cpu: [Double] = []
            let times = try time(runs, cpu: &cpu) { count = try opened.search(request).count }
            all += times
            allCPU += cpu
            let journey = request.journey.map { " --journey \($0)" } ?? ""
            print(row("search `\(text)`\(journey)", times, cpu, "\(count)"))
        }
        print(row("all searches", all, allCPU, ""))
        let slugs = try opened.journeys().map(\.slug)
        let sample = stride(from: 0, to: slugs.count, by: max(1, slugs.count / 20)).map { slugs[$0] }
        for (label, full) in [("table columns", false), ("whole expenses, as --json", true)] {
            var times: [Double] = []
            var cpu: [Double] = []
            var listed = 0
            for slug in sample {
                times += try time(max(1, runs / 10), cpu: &cpu) {
                    listed =
                        full
                        ? try opened.expenses(journey: slug).count
                        : try opened.expenseSummaries(ExpenseQuery(journey: slug)).count
                }
            }
            print(row("expense list --journey, \(label) (\(sample.count) journeys)", times, cpu, "\(listed) (last)"))
        }

        guard FileManager.default.isExecutableFile(atPath: binary) else {
            print("no executable at \(binary): whole-command timings skipped")
            return
        }
        print("\nwhole commands (\(binary)):\n")
        print("| command | p50 ms | p90 ms | CPU p50 ms | |")
        print("| --- | --- | --- | --- | --- |")
        for arguments in [
            ["search", "cafe"], ["search", "tankstelle", "diesel", "--json"], ["search", "18.40"],
            ["expense", "list", "--journey", "trip-17"], ["expense", "list", "--journey", "trip-150", "--json"],
            ["--version"],
        ] {
            var cpu: [Double] = []
            let times = try time(commandRuns, cpu: &cpu, children: true) { try runCommand(arguments) }
            print(row("`vault \(arguments.joined(separator: " "))`", times, cpu, ""))
        }
    }

    func row(_ label: String, _ times: [Double], _ cpu: [Double], _ results: String) -> String {
        "| \(label) | \(ms(times, 0.5)) | \(ms(times, 0.9)) | \(ms(cpu, 0.5)) | \(results) |"
    }

    /// Runs the binary with output to /dev/null and waits with `waitpid`: Foundation's
    /// `Process.waitUntilExit` notices the exit only on its next poll, in steps of about 50 ms.
    func runCommand(_ arguments: [String]) throws {
        setenv("OMP_THREAD_LIMIT", "1", 1)
        let all = [binary] + arguments + (arguments == ["--version"] ? [] : ["--vault", vault])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = all.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, binary, &actions, nil, argv, environ)
        guard status == 0 else { throw ValidationError("cannot start \(binary): error \(status)") }
        var result: Int32 = 0
        waitpid(pid, &result, 0)
    }

    /// Wall-clock milliseconds of each run; `cpu` gets the CPU milliseconds this thread (or,
    /// for whole commands, the child processes) used, which the other work on a shared machine
    /// does not inflate.
    func time(_ runs: Int, cpu: inout [Double], children: Bool = false, _ body: () throws -> Void) throws -> [Double] {
        try body()  // warm caches once
        return try (0..<runs).map { _ in
            let cpuStart = children ? Self.childrenCPU() : Self.threadCPU()
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            cpu.append((children ? Self.childrenCPU() : Self.threadCPU()) - cpuStart)
            return wall
        }
    }

    static func threadCPU() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1e3 + Double(spec.tv_nsec) / 1e6
    }

    static func childrenCPU() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        func ms(_ time: timeval) -> Double { Double(time.tv_sec) * 1e3 + Double(time.tv_usec) / 1e3 }
        return ms(usage.ru_utime) + ms(usage.ru_stime)
    }

    func ms(_ times: [Double], _ quantile: Double) -> String {
        let sorted = times.sorted()
        guard !sorted.isEmpty else { return "-" }
        return String(format: "%.2f", sorted[min(sorted.count - 1, Int(Double(sorted.count) * quantile))])
    }
}

VaultScale.main()

struct Shops: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Add learned shops (the fingerprints confirmed expenses leave behind) to a generated vault.")

    @Option(help: "The vault folder (a vault made by generate).")
    var vault: String

    @Option(help: "How many shops; the vault needs at least as many expenses.")
    var count = 20_000

    @Option(help: "Random seed: the same seed makes the same shops.")
    var seed: UInt64 = 1

    func run() throws {
        let opened = try Vault.openExisting(VaultLayout(root: URL(fileURLWithPath: vault)))
        let added = try LearnedShops(count: count, seed: seed).add(to: opened)
        print("added \(added) learned shops")
    }
}
