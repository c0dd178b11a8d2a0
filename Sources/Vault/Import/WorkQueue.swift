import Foundation

/// Hands out files to workers, each exactly once, with its index in the input.
///
/// With several workers the largest files go first: reading time grows with the file, and a
/// long scan handed out last keeps one worker busy while the others have nothing left (on 12
/// receipt photos, one 9 Mpx scan took half the run that way). A file of the same size as one
/// being read waits until that one is done, so that the same bytes given twice are found to be
/// a duplicate instead of being read twice side by side. With one worker the input order stays.
actor WorkQueue {
    private var pending: [(index: Int, file: String, size: Int64)]
    private var reading: [Int: Int64] = [:]

    init(_ files: [String], largestFirst: Bool = false) {
        let entries = files.enumerated().map { index, file in
            (index: index, file: file, size: largestFirst ? Self.size(of: file) : 0)
        }
        // Stable: files of one size keep their input order.
        pending = largestFirst ? entries.sorted { ($0.size, $1.index) > ($1.size, $0.index) } : entries
    }

    /// The next file to read, after the one at `finished` (an index it handed out) is done.
    func next(finishing finished: Int? = nil) -> (Int, String)? {
        if let finished { reading[finished] = nil }
        guard !pending.isEmpty else { return nil }
        let busy = Set(reading.values)
        let position = pending.firstIndex { !busy.contains($0.size) } ?? 0
        let chosen = pending.remove(at: position)
        reading[chosen.index] = chosen.size
        return (chosen.index, chosen.file)
    }

    /// The file's size in bytes; 0 when it cannot be read (it fails on its turn).
    static func size(of file: String) -> Int64 {
        PathBytes.status(file).map { Int64($0.st_size) } ?? 0
    }
}
