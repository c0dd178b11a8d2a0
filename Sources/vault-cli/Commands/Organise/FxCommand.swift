import ArgumentParser
import Foundation
import Reading
import Vault

/// `vault fx`: exchange rates the user gives, used to convert journey totals.
struct FxCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fx",
        abstract: "Store exchange rates for converting totals.",
        discussion: """
            vault never fetches rates: it uses the ones you give and the European Central Bank's \
            reference rates you import from its files (`vault fx import eurofxref-hist.zip`). \
            A journey's total is converted into the journey's currency. Your rates win: with a \
            rate of yours for the pair (either way round: a USD -> EUR rate also converts EUR \
            into USD), the one nearest the expense's date is used. Otherwise the ECB's rates \
            convert through EUR, each the rate of the expense's day or of the last business day \
            before it (at most 7 days back); each conversion says which day's rate it used. What \
            cannot be converted is listed, never guessed.

            Examples:
              vault fx import eurofxref-hist.zip
              vault fx set USD EUR 0.92 --date 2025-03-12
              vault fx list --date 2026-11-28
              vault fx rm USD EUR --date 2025-03-12
            """,
        subcommands: [FxSetCommand.self, FxImportCommand.self, FxListCommand.self, FxRemoveCommand.self],
        defaultSubcommand: FxListCommand.self)
}

struct FxSetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Store a rate: 1 BASE = RATE QUOTE (replaces that day's rate).")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The currency converted from (ISO 4217, e.g. USD).")
    var base: String

    @Argument(help: "The currency converted into (e.g. EUR).")
    var quote: String

    @Argument(help: "How many QUOTE one BASE is worth, e.g. 0.92.")
    var rate: String

    @Option(help: "The day of the rate, YYYY-MM-DD (default: today).")
    var date: String?

    func run() throws {
        let parsed = try ExchangeRate.parse(base: base, quote: quote, rate: rate, date: date)
        try vault.openCreating().setRate(parsed)
        // A rate without --date is today's: said, since expenses are converted by their own day.
        let day = date == nil ? "today, \(parsed.date) (--date sets another day)" : "\(parsed.date)"
        print("1 \(parsed.base) = \(parsed.rateString) \(parsed.quote) on \(day)")
    }
}

struct FxListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List your rates and what ECB rates are stored; with --date, every rate in force that day.")

    @OptionGroup var vault: VaultOptions

    @Option(help: "The rates a conversion of this day (YYYY-MM-DD) uses: yours and the ECB's.")
    var date: CalendarDate?

    @Flag(
        help: """
            Print JSON: an array of {base, quote, rate, date, source}, the rate as a decimal string \
            (without --date, only your rates).
            """)
    var json = false

    struct RateJSON: Encodable {
        var base: String
        var quote: String
        var rate: String
        var date: String
        /// `mine` (`vault fx set`) or `ECB`.
        var source: String
    }

    func run() throws {
        let opened = try vault.open()
        if let date { return try list(on: date, opened) }
        let rates = try opened.rates()
        if json {
            return try Terminal.printJSON(
                rates.map {
                    RateJSON(
                        base: $0.base, quote: $0.quote, rate: $0.rateString, date: $0.date.description, source: "mine")
                })
        }
        let summary = try opened.referenceRateSummary()
        if rates.isEmpty && summary.rates == 0 {
            print(
                "No rates. Add one with `vault fx set USD EUR 0.92 --date 2025-03-12`, or import the ECB's "
                    + "with `vault fx import eurofxref-hist.zip`.")
            return
        }
        if !rates.isEmpty {
            var table = Table("FROM", "TO", "RATE", "DATE")
            for rate in rates { table.add(rate.base, rate.quote, rate.rateString, rate.date.description) }
            print(table.render())
        }
        if let first = summary.first, let last = summary.last {
            print(
                "ECB reference rates: \(String.counted(summary.days, "day")) from \(first) to \(last), "
                    + "\(summary.currencies) \(summary.currencies == 1 ? "currency" : "currencies") "
                    + "(`vault fx list --date \(last)` shows one day)")
        }
    }

    private func list(on date: CalendarDate, _ opened: Vault) throws {
        let mine = try opened.ratesInForce(on: date)
        let reference = try opened.referenceRates(on: date)
        var rows = mine.map {
            RateJSON(base: $0.base, quote: $0.quote, rate: $0.rateString, date: $0.date.description, source: "mine")
        }
        rows += reference.map {
            RateJSON(
                base: "EUR", quote: $0.currency, rate: ExchangeRate.text($0.rate), date: $0.date.description,
                source: "ECB")
        }
        if json { return try Terminal.printJSON(rows) }
        guard !rows.isEmpty else {
            print("No rate in force on \(date): none of yours, and no ECB rate of that day or the 7 days before.")
            return
        }
        var table = Table("FROM", "TO", "RATE", "DATE", "SOURCE")
        for row in rows { table.add(row.base, row.quote, row.rate, row.date, row.source == "mine" ? "yours" : "ECB") }
        print(table.render())
        if let used = reference.map(\.date).max(), used != date {
            print("No ECB rates of \(date): a conversion of that day uses those of \(used).")
        }
    }
}

struct FxRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm", abstract: "Remove a pair's rate on one day, or all its rates.")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The currency converted from.")
    var base: String

    @Argument(help: "The currency converted into.")
    var quote: String

    @Option(help: "Only the rate of this day (YYYY-MM-DD); without it every rate of the pair goes.")
    var date: String?

    func run() throws {
        let count = try vault.open().removeRates(base: base, quote: quote, date: date)
        print("removed \(String.counted(count, "rate"))")
    }
}

struct FxImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import the ECB's euro reference rates from its file (zip or CSV).",
        discussion: """
            Reads the files the European Central Bank publishes at \
            https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/, \
            as they are: the whole history (eurofxref-hist.zip or eurofxref-hist.csv) or one day's \
            rates (eurofxref.zip or eurofxref.csv). Days in the file replace the same days \
            stored before; other days stay. Your own rates (`vault fx set`) are kept and still \
            win. A file not in the ECB's layout is refused with the number of its first bad line, \
            and nothing is stored.

            Examples:
              vault fx import ~/Downloads/eurofxref-hist.zip
              vault fx import eurofxref.csv
            """)

    @OptionGroup var vault: VaultOptions

    @Argument(help: ArgumentHelp("The ECB's file: eurofxref-hist.zip, eurofxref.zip or their CSV.", valueName: "file"))
    var file: String

    func run() throws {
        let url = URL(fileURLWithPath: (file as NSString).expandingTildeInPath)
        let opened = try vault.openCreating()
        if Terminal.standardErrorIsTerminal { Terminal.writeError("reading \(url.lastPathComponent) ...") }
        let started = Date()
        let result = try opened.importReferenceRates(from: url)
        if Terminal.standardErrorIsTerminal { Terminal.writeError("\r\u{1B}[K") }
        let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
        let span = result.first == result.last ? "\(result.first)" : "\(result.first) to \(result.last)"
        print(
            "\(url.lastPathComponent): stored \(String.counted(result.days, "day")) (\(span); \(result.newDays) new), "
                + "\(result.currencies.count) \(result.currencies.count == 1 ? "currency" : "currencies"), "
                + "\(String.counted(result.rates, "rate")) in \(seconds) s")
        if !result.leftOut.isEmpty {
            print("left out former currencies vault does not know: " + result.leftOut.joined(separator: ", "))
        }
    }
}
