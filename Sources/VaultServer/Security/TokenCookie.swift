import Synchronization

/// The name of the cookie that carries the access token, one per port: browsers keep cookies
/// per host name whatever the port, so two vaults served on two ports of one machine would
/// otherwise share one cookie, and unlocking one would lock the other out.
final class TokenCookie: Sendable {
    private let port: Atomic<Int>

    /// `port` as given to the server; 0 until the socket is bound (see ``bound(to:)``).
    init(port: Int) {
        self.port = Atomic(port)
    }

    /// Records the port the server listens on (the one the system chose for port 0).
    func bound(to port: Int) {
        self.port.store(port, ordering: .releasing)
    }

    /// `vault-token-PORT`.
    var name: String {
        Self.name(port: port.load(ordering: .acquiring))
    }

    static func name(port: Int) -> String {
        "vault-token-\(port)"
    }
}
