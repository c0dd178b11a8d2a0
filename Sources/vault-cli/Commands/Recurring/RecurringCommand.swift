import ArgumentParser
import Vault

/// `vault recurring`: costs that come back, booked as expenses when they fall due.
struct RecurringCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recurring",
        abstract: "Costs that come back (a phone plan, a rent), booked as expenses when due.",
        discussion: """
            Each day a recurring cost falls on becomes one confirmed expense, marked as \
            recurring, the first time any vault command opens the vault on or after that day: \
            never twice, even when the vault was not opened for months. A monthly cost from \
            the 31st falls on the last day of shorter months; a yearly one from 29 February on \
            28 February outside leap years. `list` also suggests shops whose last three \
            confirmed expenses repeat one amount at a regular interval.

            Examples:
              vault recurring add --merchant Vodafone --total 19.99 --currency EUR \\
                  --every month --from 2025-01-05
              vault recurring list
              vault recurring skip 1 2025-03-05
              vault recurring edit 1 --total 24.99
              vault recurring rm 1
            """,
        subcommands: [
            RecurringAddCommand.self, RecurringListCommand.self, RecurringEditCommand.self,
            RecurringRemoveCommand.self, RecurringSkipCommand.self,
        ],
        defaultSubcommand: RecurringListCommand.self)
}

/// The fields of a recurring cost, shared by `add` and `edit`.
struct RecurringFieldOptions: ParsableArguments {
    @Option(help: "Who is paid.")
    var merchant: String?

    @Option(help: "The amount each time, e.g. 19.99.")
    var total: String?

    @Option(help: "Its currency (ISO 4217).")
    var currency: String?

    @Option(help: "How often: day, week, month or year.")
    var every: String?

    @Option(help: "The first day it falls on, YYYY-MM-DD.")
    var from: String?

    @Option(help: "The last day it may fall on, YYYY-MM-DD.")
    var until: String?

    @Option(help: "The category of its expenses.")
    var category: String?

    @Option(help: "The journey its expenses go to (default: the journey whose dates contain each day).")
    var journey: String?

    var input: RecurringInput {
        RecurringInput(
            merchant: merchant, total: total, currency: currency, every: every, from: from, until: until,
            category: category, journey: journey)
    }
}

struct RecurringAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a recurring cost; its days up to today are booked at once.")

    @OptionGroup var vault: VaultOptions
    @OptionGroup var fields: RecurringFieldOptions

    func validate() throws {
        let missing = [
            ("--merchant", fields.merchant), ("--total", fields.total), ("--currency", fields.currency),
            ("--every", fields.every), ("--from", fields.from),
        ].filter { $0.1 == nil }.map(\.0)
        if !missing.isEmpty { throw ValidationError("missing \(missing.joined(separator: ", "))") }
    }

    func run() throws {
        let opened = try vault.open()
        let cost = try opened.addRecurring(fields.input)
        let booked = try opened.bookDueRecurringCosts()
        print(
            "recurring cost \(cost.id ?? 0): \(RecurringLines.summary(cost))"
                + (booked.isEmpty ? "" : "; booked \(String.counted(booked.count, "expense")) already due"))
    }
}

struct RecurringEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Change a recurring cost (the days already booked stay as they are).")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The recurring cost's id.")
    var id: Int64

    @OptionGroup var fields: RecurringFieldOptions

    @Flag(name: .customLong("no-until"), help: "Remove the end.")
    var noUntil = false

    @Flag(name: .customLong("no-category"), help: "Remove the category.")
    var noCategory = false

    @Flag(name: .customLong("no-journey"), help: "File each day by its date again.")
    var noJourney = false

    func validate() throws {
        if noUntil && fields.until != nil { throw ValidationError("give --until or --no-until, not both") }
        if noCategory && fields.category != nil { throw ValidationError("give --category or --no-category, not both") }
        if noJourney && fields.journey != nil { throw ValidationError("give --journey or --no-journey, not both") }
        if fields.input == RecurringInput() && !noUntil && !noCategory && !noJourney {
            throw ValidationError("nothing to change: give a field such as --total")
        }
    }

    func run() throws {
        let opened = try vault.open()
        var input = fields.input
        input.noUntil = noUntil
        input.noCategory = noCategory
        input.noJourney = noJourney
        let cost = try opened.editRecurring(id: id, input)
        let booked = try opened.bookDueRecurringCosts()
        print(
            "recurring cost \(id): \(RecurringLines.summary(cost))"
                + (booked.isEmpty ? "" : "; booked \(String.counted(booked.count, "expense")) now due"))
    }
}

struct RecurringRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm", abstract: "Remove a recurring cost; the expenses booked from it stay.")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The recurring cost's id.")
    var id: Int64

    func run() throws {
        try vault.open().removeRecurring(id: id)
        print("removed recurring cost \(id); its booked expenses stay")
    }
}

struct RecurringSkipCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "skip", abstract: "Skip one day a recurring cost falls on: it is not booked.")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The recurring cost's id.")
    var id: Int64

    @Argument(help: "The day to skip, YYYY-MM-DD (one it falls on, not yet booked).")
    var date: String

    func run() throws {
        try vault.open().skipRecurring(id: id, on: date)
        print("recurring cost \(id) will not be booked on \(date)")
    }
}
