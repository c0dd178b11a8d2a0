import Foundation
import HTTPTypes
import Hummingbird
import Vault

/// Guards every request: the Host a loopback-only server answers to, the access token (always
/// set, loopback too), the CSRF token on every POST, the security headers on every response,
/// and errors turned into pages (so they carry the headers too).
struct AccessGuard<Context: RequestContext>: RouterMiddleware {
    let token: String
    /// Whether the server listens on loopback only: then only loopback Host names are answered.
    let loopbackOnly: Bool
    let csrf: String
    let pages: PageRenderer
    /// The cookie /unlock sets, named for this server's port.
    let cookie: TokenCookie
    static var csrfHeader: HTTPField.Name { HTTPField.Name("X-CSRF-Token")! }
    static var tokenHeader: HTTPField.Name { HTTPField.Name("X-Vault-Token")! }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response = await guarded(request, context: context, next: next)
        SecurityHeaders.apply(to: &response)
        return response
    }

    private func guarded(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async -> Response {
        var request = request
        if loopbackOnly, !Self.isLoopbackHost(request.head.authority) {
            // A page on another site that resolves its own name to 127.0.0.1 (DNS rebinding)
            // holds no token; on loopback it does not even reach the unlock form. No device
            // but this machine reaches a loopback server, so no other name is needed.
            return pages.error(.misdirectedRequest, "This server answers only to 127.0.0.1, localhost or [::1].")
        }
        let path = request.uri.path
        let open = path == "/unlock" || path.hasPrefix("/assets/")
        if !open, !Self.presents(token, request, cookie: cookie.name) {
            if path == CalendarRoutes.path {
                // A calendar program asks its user for the token as a password when told so.
                return Response(
                    status: .unauthorized,
                    headers: [.wwwAuthenticate: "Basic realm=\"vault\", charset=\"UTF-8\"", .contentLength: "0"])
            }
            if request.method == .get || request.method == .head {
                return pages.unlock(status: .unauthorized, message: nil)
            }
            return pages.error(.unauthorized, "This vault needs its access token.")
        }
        if request.method == .post {
            guard await carriesCSRF(&request) else {
                return pages.error(.forbidden, "The form was stale or came from another site; reload the page.")
            }
        }
        do {
            return try await next(request, context)
        } catch let error as HTTPError {
            return pages.error(error.status, error.body ?? error.status.reasonPhrase)
        } catch let error as VaultError {
            switch error {
            case .documentNotFound, .expenseNotFound, .journeyNotFound:
                return pages.error(.notFound, error.description)
            case .invalidExpense, .invalidSlug, .invalidJourney:
                return pages.error(.badRequest, error.description)
            case .vaultReplaced, .vaultBusy:
                return pages.error(.serviceUnavailable, error.description)
            default:
                return pages.error(.internalServerError, error.description)
            }
        } catch {
            return pages.error(.internalServerError, "\(error)")
        }
    }

    /// The token in `Authorization: Bearer`, as the password of `Authorization: Basic` (what
    /// a calendar program subscribed to /calendar.ics sends), in `X-Vault-Token` or in the
    /// cookie `cookie` set by /unlock.
    static func presents(_ token: String, _ request: Request, cookie: String) -> Bool {
        var candidates: [String] = []
        if let bearer = request.headers[.authorization], bearer.hasPrefix("Bearer ") {
            candidates.append(String(bearer.dropFirst("Bearer ".count)))
        }
        if let basic = request.headers[.authorization], basic.hasPrefix("Basic "),
            let decoded = Data(base64Encoded: String(basic.dropFirst("Basic ".count))),
            let pair = String(data: decoded, encoding: .utf8), let colon = pair.firstIndex(of: ":")
        {
            candidates.append(String(pair[pair.index(after: colon)...]))
        }
        if let header = request.headers[tokenHeader] { candidates.append(header) }
        if let value = request.cookies[cookie]?.value { candidates.append(value) }
        // Every candidate is compared, so the time taken does not tell which one was wrong.
        return candidates.reduce(false) { found, candidate in Secrets.equal(candidate, token) || found }
    }

    /// The CSRF token in the `X-CSRF-Token` header or a form's `csrf` field.
    private func carriesCSRF(_ request: inout Request) async -> Bool {
        if let header = request.headers[Self.csrfHeader] { return Secrets.equal(header, csrf) }
        guard request.headers[.contentType]?.hasPrefix("application/x-www-form-urlencoded") == true,
            let body = try? await request.collectBody(upTo: FormFields.maxBytes)
        else { return false }
        let form = FormFields(String(buffer: body))
        return form["csrf"].map { Secrets.equal($0, csrf) } ?? false
    }

    /// Whether a Host header names the loopback interface (`127.0.0.1:8737`, `[::1]:8737`).
    static func isLoopbackHost(_ authority: String?) -> Bool {
        guard var host = authority?.lowercased() else { return false }
        if host.hasPrefix("[") {
            host = String(host.dropFirst().prefix { $0 != "]" })
        } else if let colon = host.lastIndex(of: ":") {
            host = String(host[..<colon])
        }
        return ServeOptions.isLoopback(host)
    }
}

/// Headers every response carries.
enum SecurityHeaders {
    static let contentSecurityPolicy =
        "default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'; connect-src 'self'; "
        + "form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

    static func apply(to response: inout Response) {
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[.contentSecurityPolicy] = contentSecurityPolicy
        response.headers[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
        response.headers[HTTPField.Name("X-Frame-Options")!] = "DENY"
        if response.headers[.cacheControl] == nil { response.headers[.cacheControl] = "no-store" }
    }
}
