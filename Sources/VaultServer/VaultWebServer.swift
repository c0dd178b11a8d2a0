import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Vault

/// `vault serve`: the vault in a browser. Every page is rendered on the server from the
/// same `Vault` functions the command line uses; the server itself decides nothing about
/// expenses or documents.
public struct VaultWebServer: Sendable {
    let vault: Vault
    let options: ServeOptions
    let csrf: String
    let pages: PageRenderer
    let images: PageImages
    let uploads: UploadImporter
    let unlockThrottle = UnlockThrottle()
    /// The cookie that carries the token, named for the port (known once the socket is bound).
    let cookie: TokenCookie

    /// Checks `options` (a token of at least ``ServeOptions/minimumTokenLength`` characters,
    /// which every request must present, loopback too) and prepares the pages.
    public init(vault: Vault, options: ServeOptions) throws {
        try options.validate()
        self.vault = vault
        self.options = options
        cookie = TokenCookie(port: options.port)
        csrf = Secrets.random()
        pages = try PageRenderer(csrf: csrf)
        images = PageImages(vault: vault)
        uploads = UploadImporter(
            vault: vault, maxBytes: options.maxUploadBytes, maxPending: options.maxPendingUploads,
            readerExecutable: options.readerExecutable)
    }

    /// Serves until cancelled (or, with `handleSignals`, until SIGINT or SIGTERM);
    /// `onListening` gets the port once the socket is bound (useful with port 0).
    public func run(handleSignals: Bool = true, onListening: @escaping @Sendable (Int) async -> Void = { _ in })
        async throws
    {
        // Uploads a server stopped mid-way (killed, or the machine went down) left half
        // received: nothing of them was imported, and their spools go now.
        vault.objects.removeAbandonedTemporaries()
        uploads.prepareReader()
        let connections = ConnectionCount(limit: options.maxConnections)
        let cookie = self.cookie
        var application = Application(
            router: makeRouter(),
            server: .http1(
                configuration: .init(
                    additionalChannelHandlers: [ConnectionCapHandler(count: connections)],
                    idleTimeout: Self.timeAmount(options.idleTimeout))),
            configuration: ApplicationConfiguration(
                address: .hostname(options.host, port: options.port), serverName: "vault"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? options.port
                cookie.bound(to: port)
                await onListening(port)
            })
        // vault prints its own start line; Hummingbird's `info` lines beside it are noise.
        // Warnings and errors still show.
        application.logger.logLevel = .warning
        do {
            if handleSignals {
                try await application.runService()
            } else {
                try await application.run()
            }
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            throw ServeError.portInUse(options.port)
        }
    }

    static func timeAmount(_ duration: Duration) -> TimeAmount {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }

    func makeRouter() -> Router<BasicRequestContext> {
        let router = Router()
        router.add(
            middleware: AccessGuard<BasicRequestContext>(
                token: options.token, loopbackOnly: options.isLoopback, csrf: csrf, pages: pages, cookie: cookie))
        router.add(middleware: ReplacedVaultGuard<BasicRequestContext>(vault: vault, pages: pages))
        BrowseRoutes(vault: vault, pages: pages, images: images).add(to: router)
        ReviewRoutes(vault: vault, pages: pages, images: images).add(to: router)
        UploadRoutes(vault: vault, pages: pages, uploads: uploads).add(to: router)
        CalendarRoutes(vault: vault).add(to: router)
        addAssetsAndUnlock(to: router)
        return router
    }

    private func addAssetsAndUnlock(to router: Router<BasicRequestContext>) {
        router.get("/assets/:name") { _, context -> Response in
            guard let name = context.parameters.get("name"), let asset = Assets.all[name] else {
                throw HTTPError(.notFound, message: "No such asset.")
            }
            var response = PageRenderer.response(asset.body, type: asset.type)
            response.headers[.cacheControl] = "no-cache"
            return response
        }
        let token = options.token
        let pages = self.pages
        let throttle = unlockThrottle
        let cookie = self.cookie
        /// The answer to a token given to /unlock: the cookie and the journeys when it is right.
        @Sendable func unlock(_ given: String?) -> Response {
            guard throttle.allows() else {
                return pages.unlock(
                    status: .tooManyRequests, message: "Too many wrong tokens; wait a minute and try again.")
            }
            guard let given, Secrets.equal(given, token) else {
                throttle.failed()
                return pages.unlock(status: .unauthorized, message: "That is not this vault's token.")
            }
            var response = PageRenderer.redirect("/")
            response.setCookie(
                Cookie(
                    name: cookie.name, value: token, maxAge: 30 * 24 * 3600, path: "/", httpOnly: true,
                    sameSite: .strict))
            return response
        }
        // `/unlock?token=T` is the address `vault serve` prints with a token it made: opened
        // once, it sets the cookie as the form does.
        router.get("/unlock") { request, _ -> Response in
            guard let given = request.uri.queryParameters.get("token") else {
                return pages.unlock(status: .ok, message: nil)
            }
            return unlock(given)
        }
        router.post("/unlock") { request, _ -> Response in
            var request = request
            let form = FormFields(String(buffer: try await request.collectBody(upTo: FormFields.maxBytes)))
            return unlock(form["token"])
        }
    }
}
