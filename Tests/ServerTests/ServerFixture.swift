import Foundation
import OCR
import Synchronization
import Vault
import XCTest

@testable import Reading
@testable import VaultServer

/// A vault with a journey, an OCR'd receipt (a draft with evidence boxes) and a PDF invoice
/// with a text layer, imported once through the real pipeline; each test works on a copy.
enum ServerFixture {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func testData(_ name: String) -> URL {
        packageRoot.appendingPathComponent("TestData").appendingPathComponent(name)
    }

    private static let built = Mutex<URL?>(nil)

    /// A fresh copy of the fixture vault.
    static func vault() async throws -> (Vault, URL) {
        let source = try await template()
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("vault-serve-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: copy)
        return (try Vault.openExisting(VaultLayout(root: copy)), copy)
    }

    /// A flight from New York JFK to Paris CDG leaving at `start` (`2025-03-14T22:10`).
    static func flight(_ number: String, start: String, end: String? = nil) -> Booking {
        var flight = Booking(type: .transport, mode: .flight)
        flight[.number] = number
        flight[.origin] = "New York John F. Kennedy (JFK)"
        flight[.destination] = "Paris Charles de Gaulle (CDG)"
        flight[.start] = start
        if let end { flight[.end] = end }
        return flight
    }

    private static func template() async throws -> URL {
        if let url = built.withLock({ $0 }) { return url }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vault-serve-fixture-\(UUID().uuidString)")
        do {
            let vault = try Vault.open(VaultLayout(root: root))
            try vault.addJourney(
                Journey(
                    slug: "nyc", name: "New York", startDate: CalendarDate(iso: "2025-03-10"),
                    endDate: CalendarDate(iso: "2025-03-16"), currency: "USD"))
            let importer = Importer(vault: vault, options: ImportOptions(journey: "nyc", jobs: 1))
            let results = try await importer.run(
                [testData("receipt-en-usd-diner.png").path, testData("invoice-text-layer.pdf").path]
            ) { _, _, _ in }
            XCTAssertEqual(results.map(\.status), [.imported, .imported], "\(results.map { $0.error ?? "" })")
            try vault.addExpense(
                merchant: "Yellow Cab", total: "23.50", currency: "USD", date: "2025-03-11", journey: "nyc", notes: nil)
        }
        built.withLock { $0 = root }
        // The template lives as long as the test process; it is removed when the process ends.
        atexit {
            if let root = ServerFixture.built.withLock({ $0 }) { try? FileManager.default.removeItem(at: root) }
        }
        return root
    }
}

/// A server on a free loopback port for the length of one test.
final class RunningServer: Sendable {
    let server: VaultWebServer
    let http: RawHTTP
    private let task: Task<Void, Error>

    init(vault: Vault, options: ServeOptions = ServeOptions(port: 0)) async throws {
        server = try VaultWebServer(vault: vault, options: options)
        let port = AsyncStream<Int>.makeStream()
        let server = self.server
        task = Task { try await server.run(handleSignals: false) { port.continuation.yield($0) } }
        var iterator = port.stream.makeAsyncIterator()
        guard let bound = await iterator.next() else { throw RawHTTP.Failure.connect }
        http = RawHTTP(port: bound, token: options.token)
    }

    var csrf: String { server.csrf }

    /// A GET with the server's token (unless the headers carry one, or `withToken` is false).
    func get(_ target: String, headers: [String: String] = [:], host: String? = nil, withToken: Bool = true) throws
        -> RawHTTP.Response
    {
        try http.send("GET", target, headers: headers, host: host, withToken: withToken)
    }

    /// A form post with the server's token; `csrf` nil leaves the CSRF token out.
    func post(
        _ target: String, form: [String: String], csrf: String?, headers: [String: String] = [:],
        withToken: Bool = true
    ) throws -> RawHTTP.Response {
        var fields = form
        if let csrf { fields["csrf"] = csrf }
        let allowed = CharacterSet.alphanumerics
        let body = fields.map { name, value in
            "\(name)=\(value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value)"
        }.joined(separator: "&")
        var all = headers
        all["Content-Type"] = "application/x-www-form-urlencoded"
        return try http.send("POST", target, headers: all, body: Array(body.utf8), withToken: withToken)
    }

    func stop() async {
        task.cancel()
        _ = try? await task.value
    }
}
