import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A minimal HTTP/1.1 client over a loopback socket. It sends the request line exactly as
/// written (so `..` and encoded slashes reach the server unchanged) and reads until the
/// server closes the connection.
struct RawHTTP {
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: [UInt8]

        var text: String { String(decoding: body, as: UTF8.self) }
        func header(_ name: String) -> String? { headers[name.lowercased()] }
    }

    enum Failure: Error { case connect, malformed }

    let port: Int
    /// The server's access token, sent as `X-Vault-Token` with every request that carries no
    /// token of its own (`Authorization`, `X-Vault-Token` or a cookie) unless `withToken` is false.
    var token: String? = nil

    func send(
        _ method: String, _ target: String, headers: [String: String] = [:], body: [UInt8] = [],
        host: String? = nil, withToken: Bool = true
    ) throws -> Response {
        var headers = headers
        let ownToken = headers.keys.contains { ["authorization", "x-vault-token", "cookie"].contains($0.lowercased()) }
        if withToken, !ownToken, let token { headers["X-Vault-Token"] = token }
        guard let socket = connectSocket() else { throw Failure.connect }
        defer { close(socket) }
        var head = "\(method) \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
        let request = Array((head + "\r\n").utf8) + body
        // The server may answer and close before reading a refused body.
        Self.write(request, to: socket)
        return try Self.parse(Self.readAll(socket))
    }

    /// A socket connected to the server, for requests sent piece by piece; nil if none.
    func connectSocket(timeoutSeconds: Int = 60) -> Int32? {
        Self.connectSocket(port: port, timeoutSeconds: timeoutSeconds)
    }

    /// A socket connected to the loopback `port`, its reads timing out after `timeoutSeconds`;
    /// nil if none.
    static func connectSocket(port: Int, timeoutSeconds: Int = 60) -> Int32? {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(socket)
            return nil
        }
        return socket
    }

    /// Sends all of `bytes` (as far as the server reads them); false once it stops reading.
    @discardableResult
    static func write(_ bytes: [UInt8], to socket: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if count <= 0 { return false }
            sent += count
        }
        return true
    }

    /// Everything the server sends until it closes the connection.
    static func readAll(_ socket: Int32) -> [UInt8] {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        return received
    }

    static func parse(_ bytes: [UInt8]) throws -> Response {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = (0..<max(0, bytes.count - 3)).first(where: { Array(bytes[$0..<$0 + 4]) == separator })
        else { throw Failure.malformed }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw Failure.malformed }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        var body = Array(bytes[(end + 4)...])
        if headers["transfer-encoding"]?.contains("chunked") == true { body = try dechunk(body) }
        return Response(status: status, headers: headers, body: body)
    }

    private static func dechunk(_ bytes: [UInt8]) throws -> [UInt8] {
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard let lineEnd = (index..<bytes.count - 1).first(where: { bytes[$0] == 13 && bytes[$0 + 1] == 10 }),
                let size = Int(String(decoding: bytes[index..<lineEnd], as: UTF8.self), radix: 16)
            else { throw Failure.malformed }
            if size == 0 { break }
            output += bytes[(lineEnd + 2)..<(lineEnd + 2 + size)]
            index = lineEnd + 2 + size + 2
        }
        return output
    }
}
