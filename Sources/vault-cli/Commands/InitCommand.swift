import ArgumentParser
import Vault

/// `vault init`: creates the vault folder and database. Safe to run again.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a vault (folders and database); does nothing if it exists.",
        discussion:
            "The commands that add to a vault create it on first use as well: import, watch, journey add, "
            + "expense add, booking add, category add, fx set and config set. The others need one "
            + "and say so (exit 66).")

    @OptionGroup var vault: VaultOptions

    func run() throws {
        let opened = try vault.openCreating()
        print("vault ready at \(opened.layout.root.path)")
        print("  drop files into \(opened.layout.inbox.path), or run `vault import FILE`")
    }
}
