// The search query builder (`SearchTerms`, behind `vault search` and the page search of
// `vault serve`) on arbitrary text, run as real queries against a vault's database:
// whatever is typed must become a query SQLite runs (quotes, FTS5 operators, brackets, stars
// and any Unicode never reach FTS5 as syntax). A query that fails traps, so libFuzzer keeps it.
import Foundation
import Vault

/// A vault with one expense, made once per process in the temporary folder.
private let vault: Vault = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("vault-fuzz-search-\(getpid())")
    try? FileManager.default.removeItem(at: root)
    do {
        let vault = try Vault.open(VaultLayout(root: root))
        try vault.addExpense(
            merchant: "Café de Flore", total: "18.40", currency: "EUR", date: "2025-03-12", journey: nil,
            notes: "deux cafés, un croissant")
        return vault
    } catch {
        fatalError("cannot set up the fuzzing vault at \(root.path): \(error)")
    }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSearch(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        _ = try vault.search(SearchRequest(text))
        _ = try vault.pageTextHits(text)
    } catch {
        fatalError("search failed on \(text.debugDescription): \(error)")
    }
    return 0
}
