import Foundation
import OCR
import Reading
import Synchronization
import Vault

/// Imports uploaded files one at a time through the same path as `vault import`: each upload
/// arrives in an ``UploadSpool`` on the vault's disk under the name the browser gave, is
/// imported by ``Importer`` (preflight, duplicate check, reading, commit) in a reader process
/// within the vault's limits, and its spool removed. A file past a limit stops its reader, not
/// the queue: the upload is answered with the reason and the next one gets a new reader.
final class UploadImporter: Sendable {
    let vault: Vault
    let maxBytes: Int
    /// How many uploads may wait, their bytes spooled to disk, for the one being imported.
    let maxPending: Int
    /// One import at a time: OCR is the slow step and each file gets the machine.
    let queue = DispatchQueue(label: "vault.serve.upload")
    private let inFlight = Mutex(0)
    /// The vault binary that reads uploads in a reader process; nil reads them here.
    let readerExecutable: String?
    /// The reader process, kept from upload to upload (replaced when the limits change).
    private let child = Mutex<ReaderChild?>(nil)

    init(vault: Vault, maxBytes: Int, maxPending: Int = 4, readerExecutable: String? = nil) {
        self.vault = vault
        self.maxBytes = maxBytes
        self.maxPending = maxPending
        self.readerExecutable = readerExecutable
    }

    /// The reader process for uploads read with `options`, started on first use.
    private func reader(for options: ReadOptions, executable: String) throws -> ReaderChild {
        let reading = BoundedReading(executable: executable, limits: try vault.readerLimits(for: options))
        return child.withLock { current in
            if let current, current.reading.limits == reading.limits { return current }
            current?.close()
            let started = ReaderChild(reading)
            current = started
            return started
        }
    }

    /// Starts the reader process and has it load the OCR engines before the first upload
    /// arrives (in the background, on the upload queue: an upload sent meanwhile waits for it,
    /// as it would have waited for the loading anyway). Nothing without a reader executable.
    func prepareReader() {
        guard let executable = readerExecutable else { return }
        queue.async {
            guard let options = try? self.importOptions(journey: nil),
                let child = try? self.reader(for: options.read, executable: executable)
            else { return }
            child.prepare(vaultRoot: self.vault.layout.root.path, options: options)
        }
    }

    /// Takes a place for one upload (the one being imported and ``maxPending`` waiting);
    /// `false` when every place is taken. Call ``release()`` when it is done.
    func reserve() -> Bool {
        inFlight.withLock { count in
            guard count <= maxPending else { return false }
            count += 1
            return true
        }
    }

    func release() {
        inFlight.withLock { $0 -= 1 }
    }

    /// Uploads with a place: the one being imported and those waiting.
    var reserved: Int {
        inFlight.withLock { $0 }
    }

    /// A file name safe to create: the last path component, without control characters.
    static func safeName(_ given: String) -> String {
        let last = given.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        let cleaned = String(last.filter { !$0.isNewline && $0.asciiValue.map { $0 >= 32 && $0 != 127 } ?? true })
            .trimmingCharacters(in: .whitespaces)
        if cleaned.isEmpty || cleaned == "." || cleaned == ".." || cleaned.hasPrefix(".") { return "upload" }
        return String(cleaned.prefix(200))
    }

    /// A spool for the body of an upload named `name` (as the browser gave it), in the
    /// vault's `tmp/`, for at most ``maxBytes``.
    func spool(named name: String) throws(UploadSpool.Failure) -> UploadSpool {
        try UploadSpool(in: vault.layout.temporary, name: Self.safeName(name), limit: maxBytes)
    }

    /// How an upload is imported: one at a time, so the deep-text engine reads beside Tesseract
    /// where the reader has room for both.
    private func importOptions(journey: String?) throws -> ImportOptions {
        var options = ImportOptions(
            journey: journey, jobs: 1,
            read: try vault.applyingSettings(to: ReadOptions(languages: try vault.setting(.lang) ?? "eng")),
            maxFileSize: Int64(maxBytes))
        let memory = readerExecutable != nil ? try vault.readerLimits(for: options.read).memoryMegabytes : nil
        options.deepTextAlongsideMegapixels = ImportOptions.bothEnginesAtOnceMegapixels(memoryMegabytes: memory)
        return options
    }

    /// Imports the file `spool` received, into `journey` when given. The spool is left for
    /// the caller to remove.
    func importUpload(_ spool: UploadSpool, journey: String?) async throws -> ImportResult {
        let vault = self.vault
        let options = try importOptions(journey: journey)
        if let journey { _ = try vault.journey(slug: journey) }
        try Tessdata.requireInstalled(options.read.languages)
        let file = spool.file
        return try await withCheckedThrowingContinuation { continuation in
            queue.async {
                continuation.resume(
                    with: Result {
                        let importer = Importer(vault: vault, options: options)
                        if let executable = self.readerExecutable {
                            return importer.importFile(
                                file.path, child: try self.reader(for: options.read, executable: executable))
                        }
                        let reader = try ReceiptReader(options: options.read)
                        reader.deepTextAlongsideMegapixels = options.deepTextAlongsideMegapixels
                        return importer.importFile(file.path, reader: reader)
                    })
            }
        }
    }
}
