/// Why `vault serve` would not start.
public enum ServeError: Error, CustomStringConvertible, Equatable {
    case weakToken(minimum: Int)
    case invalidPort(Int)
    case invalidUploadLimit
    /// Another program (or another `vault serve`) already listens on the port.
    case portInUse(Int)

    public var description: String {
        switch self {
        case .weakToken(let minimum):
            return
                "the token must be at least \(minimum) characters of letters, digits and -._~+/= (e.g. `openssl rand -hex 16`)"
        case .invalidPort(let port):
            return "--port must be between 0 and 65535; got \(port)"
        case .invalidUploadLimit:
            return "the upload limit must be at least one byte"
        case .portInUse(let port):
            return "port \(port) is in use; try --port \(port < 65535 ? port + 1 : 8737)"
        }
    }
}
