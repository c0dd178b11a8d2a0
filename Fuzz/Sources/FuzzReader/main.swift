// A file's bytes through the bounded reader's entry point: what `vault __read` does with each
// request line (``ReaderService/Session``), the request built as the parent builds it, and the
// answer encoded and decoded as the parent reads it. Every file must get an answer (imported,
// duplicate or failed with a reason) that survives the wire unchanged; an input that starts
// with `{` is also sent as a raw request line, which must fail as `request` unless it is one.
// The limits of the reader process itself (address space, processor time) are not set here:
// libFuzzer's own (-rss_limit_mb, -timeout) stand in for them, and a file past them is kept.
import Foundation
import OCR

@testable import Vault

/// The scratch folder of this process: a vault, renewed every few hundred files so that its
/// objects do not pile up, and the file being read.
private final class Scratch {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vault-fuzz-reader-\(getpid())")
    var generation = 0
    var filesInVault = 0
    var session = ReaderService.Session()

    init() {
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    var vaultRoot: URL { folder.appendingPathComponent("vault-\(generation)") }

    /// The vault to import into, a fresh one after 256 files.
    func vault() -> URL {
        if filesInVault >= 256 || !FileManager.default.fileExists(atPath: vaultRoot.path) {
            try? FileManager.default.removeItem(at: vaultRoot)
            generation += 1
            filesInVault = 0
            session = ReaderService.Session()
            do {
                _ = try Vault.open(VaultLayout(root: vaultRoot))
            } catch {
                fatalError("cannot set up the fuzzing vault at \(vaultRoot.path): \(error)")
            }
        }
        filesInVault += 1
        return vaultRoot
    }
}

private let scratch = Scratch()

/// Small budgets, so that each input stays cheap: 2 Mpx a page, 2 pages, 5 s. Without the
/// deep-text engine: one ONNX Runtime inference takes over libFuzzer's 20 s under ASan on a busy
/// machine, and its input is a picture vault's own decoders made, which are fuzzed here anyway.
private let options: WireImportOptions = {
    var read = ReadOptions(pixelBudget: PixelBudget(megapixels: 2), maxPages: 2, timeBudget: 5)
    read.deepTextForPhotos = false
    return WireImportOptions(ImportOptions(jobs: 1, read: read, maxFileSize: 1 << 20))
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if bytes.first == UInt8(ascii: "{") {
        let line = Array(bytes.prefix { $0 != 0x0A })
        // A line that is a request could name any file or vault on the machine: only lines
        // that are none are sent as they are.
        if (try? JSONDecoder().decode(ReaderRequest.self, from: Data(line))) == nil {
            let result = scratch.session.answer(to: line)
            guard result.status == .failed, result.file == "request", result.error != nil else {
                fatalError("a line that is no request was answered \(result)")
            }
            check(result)
        }
    }
    let file = scratch.folder.appendingPathComponent("input")
    do {
        try Data(bytes).write(to: file)
    } catch {
        fatalError("cannot write \(file.path): \(error)")
    }
    let request = ReaderRequest(vaultRoot: scratch.vault().path, path: file.path, options: options, cpuSeconds: 10)
    let line: [UInt8]
    do {
        line = Array(try JSONEncoder().encode(request))
    } catch {
        fatalError("cannot encode the request: \(error)")
    }
    let result = scratch.session.answer(to: line)
    if result.status == .failed, result.error == nil { fatalError("a failure without a reason: \(result)") }
    check(result)
    return 0
}

/// The answer as the parent reads it: one JSON line, decoded to the same result.
private func check(_ result: ImportResult) {
    do {
        let sent = try JSONEncoder().encode(ReaderAnswer(result: result, retiring: false))
        guard !sent.contains(0x0A) else { fatalError("the answer is more than one line: \(result)") }
        let received = try JSONDecoder().decode(ReaderAnswer.self, from: sent)
        guard received.result == result else { fatalError("the answer changed on the wire: \(result)") }
    } catch {
        fatalError("the answer does not cross the wire: \(result): \(error)")
    }
}
