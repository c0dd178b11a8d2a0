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

    /// Opens the vault, creating it on first use.
    func open() throws -> Vault { try Vault.open(layout) }
}
