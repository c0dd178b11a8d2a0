import Hummingbird
import Vault

/// Answers every request with 503 once `vault restore --force` has replaced the vault this
/// server opened: its pages would show the old vault, and uploads and edits would be written
/// into it and lost. `vault serve` must be started again.
struct ReplacedVaultGuard<Context: RequestContext>: RouterMiddleware {
    let vault: Vault
    let pages: PageRenderer

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard vault.wasReplaced() else { return try await next(request, context) }
        // AccessGuard, outside this one, adds the security headers.
        return pages.error(.serviceUnavailable, VaultError.vaultReplaced(path: vault.layout.root.path).description)
    }
}
