import ArgumentParser
import Vault

/// `--vault DIR`, shared by every command that works on a vault.
struct VaultOptions: ParsableArguments {
    @Option(
        name: .customLong("vault"),
        help: ArgumentHelp(
            "The vault folder (default: $VAULT_HOME, else $XDG_DATA_HOME/vault, else ~/.local/share/vault).",
            valueName: "dir"),
        completion: .directory)
    var path: String?

    var layout: VaultLayout { VaultLayout.resolve(explicit: path) }

    /// Opens the vault, which must exist (a mistyped `--vault` is an error, exit 66).
    func open() throws -> Vault { try Vault.openExisting(layout) }

    /// Opens the vault, creating it on first use: only for commands that add data
    /// (`init`, `import`, `watch`, `journey add`, `expense add`, `config set`).
    func openCreating() throws -> Vault { try Vault.open(layout) }
}
