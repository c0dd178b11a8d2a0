import OCR
import Vault

extension Vault {
    /// How `import`, `watch` and `serve` read files: in reader processes started from this
    /// binary, with the vault's limits (`reader-memory`, `ocr-seconds`). nil only where the
    /// running binary cannot be found (`/proc` not mounted): files are then read in this
    /// process, within the time budget alone. `vault scan` and `vault ocr`, which store
    /// nothing and read the files their user names, read in this process too.
    func boundedReading(for options: ReadOptions) throws -> BoundedReading? {
        guard let executable = BoundedReading.thisExecutable else { return nil }
        return BoundedReading(executable: executable, limits: try readerLimits(for: options))
    }
}
