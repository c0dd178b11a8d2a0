import ArgumentParser
import Foundation
import Vault
import VaultServer

/// `vault serve`: the vault in a browser, on this machine (or, with a token, the local network).
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Browse, review and upload in a web browser.",
        discussion: """
            Serves journeys with charts, documents, search, the review queue (the receipt with \
            each field's line outlined) and an upload page. Listens on 127.0.0.1 only unless \
            --host names another address. Every request needs the access token, on loopback \
            too (other users of the machine can reach 127.0.0.1): the browser asks for it once \
            and keeps it in a cookie named for the port (or a script sends it as \
            `Authorization: Bearer TOKEN`). Give the token in a file only you can read \
            (--token-file) or in $VAULT_TOKEN (--token is visible to every user of the machine \
            in `ps`); without one, vault makes a token for the run and prints it once, with an \
            address that unlocks the browser that opens it. After 10 wrong tokens in a minute, /unlock \
            refuses every attempt until the minute has passed. A connection idle for 30 s (or \
            trickling its request head) is closed; at most 128 are served at once and 4 \
            uploads wait.

            Examples:
              vault serve                      then open the address with ?token= it prints
              (umask 077; openssl rand -hex 16 > ~/.vault-token)
              vault serve --host 0.0.0.0 --token-file ~/.vault-token
            """)

    @OptionGroup var vault: VaultOptions

    @Option(help: "Port to listen on (0: any free port).")
    var port = ServeOptions.defaultPort

    @Option(help: "Address to listen on (default: loopback only).")
    var host = "127.0.0.1"

    @Option(help: "Access token (16+ letters, digits or -._~+/=) the browser must present; visible in `ps`.")
    var token: String?

    @Option(
        help: "File whose first line is the access token; only you may read it. Or set $VAULT_TOKEN.",
        completion: .file())
    var tokenFile: String?

    @Option(help: "Largest upload in megabytes.")
    var maxUploadMb = ServeOptions.defaultMaxUploadBytes / 1_048_576

    /// Checked before running, so that the usage line names the whole command (`vault serve`).
    func validate() throws {
        guard maxUploadMb >= 1, maxUploadMb <= 1024 else {
            throw ValidationError("--max-upload-mb must be between 1 and 1024; got \(maxUploadMb)")
        }
    }

    func run() async throws {
        let given = try ServeToken.resolve(option: token, file: tokenFile)
        let secret = given ?? ServeOptions.newToken()
        var options = ServeOptions(host: host, port: port, token: secret, maxUploadBytes: maxUploadMb * 1_048_576)
        options.readerExecutable = BoundedReading.thisExecutable
        let server = try VaultWebServer(vault: try vault.open(), options: options)
        let shownHost = host.contains(":") ? "[\(host)]" : host
        try await server.run { port in
            let address = "http://\(shownHost):\(port)/"
            guard given == nil else { return Terminal.line("vault serve: \(address)  (Ctrl-C stops)") }
            // A token made for this run is shown here only: the address unlocks the browser
            // that opens it, and scripts send the token itself.
            Terminal.line(
                "vault serve: \(address)  (Ctrl-C stops; open \(address)unlock?token=\(secret) once; "
                    + "this run's token: \(secret))")
        }
    }
}
