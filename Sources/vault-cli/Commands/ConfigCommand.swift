import ArgumentParser
import Vault

extension SettingKey: ExpressibleByArgument {}

/// `vault config`: settings stored in the vault.
struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show and change settings stored in the vault.",
        discussion: """
            Keys:
            \(SettingKey.allCases.map { "  \($0.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0))\($0.help)" }.joined(separator: "\n"))

            Examples:
              vault config set currency EUR
              vault config set lang eng+deu
              vault config unset lang
            """,
        subcommands: [ConfigListCommand.self, ConfigGetCommand.self, ConfigSetCommand.self, ConfigUnsetCommand.self],
        defaultSubcommand: ConfigListCommand.self)
}

struct ConfigListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Show every setting.")

    @OptionGroup var vault: VaultOptions

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        let settings = try vault.open().settings()
        if json {
            return try Terminal.printJSON(
                Dictionary(uniqueKeysWithValues: settings.map { ($0.key.rawValue, $0.value) }))
        }
        for key in SettingKey.allCases {
            print("\(key.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0))\(settings[key] ?? "(not set)")")
        }
    }
}

struct ConfigGetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "get", abstract: "Print one setting (exit 66 if it is not set).")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "A key: \(SettingKey.allCases.map(\.rawValue).joined(separator: ", ")).")
    var key: SettingKey

    func run() throws {
        guard let value = try vault.open().setting(key) else { throw CommandError.settingNotSet(key.rawValue) }
        print(value)
    }
}

struct ConfigSetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "set", abstract: "Change a setting.")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "A key: \(SettingKey.allCases.map(\.rawValue).joined(separator: ", ")).")
    var key: SettingKey

    @Argument(help: "The new value.")
    var value: String

    func run() throws {
        try vault.openCreating().setSetting(key, to: value)
        print("\(key.rawValue) = \(try vault.open().setting(key) ?? value)")
    }
}

struct ConfigUnsetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unset", abstract: "Remove a setting (back to the default).")

    @OptionGroup var vault: VaultOptions

    @Argument(help: "A key: \(SettingKey.allCases.map(\.rawValue).joined(separator: ", ")).")
    var key: SettingKey

    func run() throws {
        try vault.open().setSetting(key, to: nil)
        print("\(key.rawValue) unset")
    }
}
