import ArgumentParser
import Foundation
import Vault

/// `vault inbox`: what waits in the inbox and what failed.
struct InboxCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inbox",
        abstract: "Show pending and failed inbox files; put failed ones back.",
        subcommands: [InboxStatusCommand.self, InboxRetryCommand.self],
        defaultSubcommand: InboxStatusCommand.self)
}

/// Options shared by the inbox commands.
struct InboxLocation: ParsableArguments {
    @Option(help: "The inbox folder (default: <vault>/inbox/).", completion: .directory)
    var inbox: String?

    func service(_ vault: Vault) -> InboxService {
        let folder = inbox.map { URL(fileURLWithPath: $0) } ?? vault.layout.inbox
        return InboxService(vault: vault, options: InboxOptions(folder: folder))
    }
}

struct InboxStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status", abstract: "List files waiting in the inbox and files that failed, with the reason.")

    @OptionGroup var vault: VaultOptions
    @OptionGroup var location: InboxLocation

    @Flag(help: "Print JSON: {pending: [...], failed: [{file, reason}]}.")
    var json = false

    struct Output: Encodable {
        struct Failure: Encodable {
            var file: String
            var reason: String
        }
        var pending: [String]
        var failed: [Failure]
    }

    func run() throws {
        let service = location.service(try vault.open())
        let output = Output(
            pending: service.waiting(),
            failed: service.failed().map { Output.Failure(file: $0.file, reason: $0.reason) })
        if json { return try Terminal.printJSON(output) }
        print("pending: \(output.pending.count)")
        for file in output.pending { print("  \(file)") }
        print("failed: \(output.failed.count)")
        for failure in output.failed { print("  \(failure.file): \(failure.reason)") }
        if !output.failed.isEmpty { print("fix the cause, then `vault inbox retry [NAME...]`") }
    }
}

struct InboxRetryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "retry",
        abstract: "Move failed files back into the inbox, so `vault watch` tries them again.")

    @OptionGroup var vault: VaultOptions
    @OptionGroup var location: InboxLocation

    @Argument(help: "Names as `vault inbox status` shows them (default: all failed files).")
    var names: [String] = []

    func run() throws {
        let moved = try location.service(try vault.open()).retry(names)
        print(moved.isEmpty ? "no failed files" : "back in the inbox: \(moved.joined(separator: ", "))")
    }
}
