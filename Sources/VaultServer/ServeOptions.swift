import Foundation

/// How `vault serve` listens and what it accepts.
public struct ServeOptions: Sendable, Equatable {
    /// The address to bind: loopback by default.
    public var host: String
    public var port: Int
    /// The secret every request must present (header or cookie), on loopback too: every user
    /// of the machine can reach 127.0.0.1. Options made without one get a new random token
    /// (``newToken()``), which the caller reads here to hand on; a server never runs without.
    public var token: String
    /// Largest file the upload page accepts, in bytes.
    public var maxUploadBytes: Int
    /// How long a connection may send no whole request part (its request head above all) or
    /// wait for its next request before it is closed: a client that trickles a header byte by
    /// byte holds no connection for longer. A request being answered is never cut off.
    public var idleTimeout: Duration = .seconds(30)
    /// How many connections are served at once; one more is closed on arrival.
    public var maxConnections = 128
    /// How many uploads may wait for the one being read; one more is answered 503.
    public var maxPendingUploads = 4
    /// The vault binary, to read uploads in a reader process with the vault's limits
    /// (`reader-memory`, `ocr-seconds`); nil reads them in this process (tests that serve from
    /// the test runner, which is no vault binary).
    public var readerExecutable: String? = nil

    public static let defaultPort = 8737
    public static let defaultMaxUploadBytes = 25 * 1_048_576
    /// Shortest token accepted: guessing one must be hopeless.
    public static let minimumTokenLength = 16

    public init(
        host: String = "127.0.0.1", port: Int = ServeOptions.defaultPort, token: String = ServeOptions.newToken(),
        maxUploadBytes: Int = ServeOptions.defaultMaxUploadBytes
    ) {
        self.host = host
        self.port = port
        self.token = token
        self.maxUploadBytes = maxUploadBytes
    }

    /// A new token for one run: 32 random bytes from the system's generator, as hex.
    public static func newToken() -> String {
        Secrets.random()
    }

    /// Whether `host` names this machine's loopback interface only.
    public var isLoopback: Bool { Self.isLoopback(host) }

    static func isLoopback(_ host: String) -> Bool {
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
        if bare == "localhost" || bare == "::1" { return true }
        let parts = bare.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// Letters, digits and `-._~+/=`: safe in a header and a cookie.
    static func isTokenCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "-._~+/=".contains(character))
    }

    /// Refuses settings that would expose the vault: a short token (or one with characters a
    /// header or cookie cannot carry), on any address, and a port out of range.
    public func validate() throws {
        guard (0...65535).contains(port) else { throw ServeError.invalidPort(port) }
        guard token.count >= Self.minimumTokenLength, token.allSatisfy(Self.isTokenCharacter)
        else { throw ServeError.weakToken(minimum: Self.minimumTokenLength) }
        guard maxUploadBytes > 0 else { throw ServeError.invalidUploadLimit }
    }
}
