import ArgumentParser
import Vault

/// `vault fx`: exchange rates the user gives, used to convert journey totals.
struct FxCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fx",
        abstract: "Store exchange rates for converting totals.",
        discussion: """
            vault never fetches rates: it uses the ones you give. A journey's total is converted \
            into the journey's currency with the rate nearest each expense's date (either way \
            round: a USD -> EUR rate also converts EUR into USD); what cannot be converted is \
            listed, never guessed.

            Examples:
              vault fx set USD EUR 0.92 --date 2025-03-12
              vault fx list
              vault fx rm USD EUR --date 2025-03-12
            """,
        subcommands: [FxSetCommand.self, FxListCommand.self, FxRemoveCommand.self],
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
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the stored rates.")

    @OptionGroup var vault: VaultOptions

    @Flag(help: "Print JSON: an array of {base, quote, rate, date}, the rate as a decimal string.")
    var json = false

    struct RateJSON: Encodable {
        var base: String
        var quote: String
        var rate: String
        var date: String
    }

    func run() throws {
        let rates = try vault.open().rates()
        if json {
            return try Terminal.printJSON(
                rates.map { RateJSON(base: $0.base, quote: $0.quote, rate: $0.rateString, date: $0.date.description) })
        }
        guard !rates.isEmpty else {
            print("No rates. Add one with `vault fx set USD EUR 0.92 --date 2025-03-12`.")
            return
        }
        var table = Table("FROM", "TO", "RATE", "DATE")
        for rate in rates { table.add(rate.base, rate.quote, rate.rateString, rate.date.description) }
        print(table.render())
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
