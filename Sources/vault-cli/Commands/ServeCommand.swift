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
            --host names another address, which requires --token: the browser then asks for \
            the token once (or sends it as `Authorization: Bearer TOKEN`).

            Examples:
              vault serve                      then open http://127.0.0.1:8737/
              vault serve --host 0.0.0.0 --token "$(openssl rand -hex 16)"
            """)

    @OptionGroup var vault: VaultOptions

    @Option(help: "Port to listen on (0: any free port).")
    var port = ServeOptions.defaultPort

    @Option(help: "Address to listen on; anything but loopback needs --token.")
    var host = "127.0.0.1"

    @Option(help: "Access token (16+ letters, digits or -._~+/=) the browser must present.")
    var token: String?

    @Option(help: "Largest upload in megabytes.")
    var maxUploadMb = ServeOptions.defaultMaxUploadBytes / 1_048_576

    func run() async throws {
        guard maxUploadMb >= 1, maxUploadMb <= 1024 else {
            throw ValidationError("--max-upload-mb must be between 1 and 1024; got \(maxUploadMb)")
        }
        let options = ServeOptions(host: host, port: port, token: token, maxUploadBytes: maxUploadMb * 1_048_576)
        let server = try VaultWebServer(vault: try vault.open(), options: options)
        let shownHost = host.contains(":") ? "[\(host)]" : host
        try await server.run { port in
            Terminal.line("vault serve: http://\(shownHost):\(port)/  (Ctrl-C stops)")
        }
    }
}
