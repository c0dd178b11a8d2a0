import Foundation
import Testing

@testable import Vault

/// The order in which workers get the files of an import.
@Suite struct WorkQueueTests {
    /// Files of the given sizes in a new folder, named by their position.
    static func files(_ sizes: [Int]) throws -> (folder: URL, paths: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vault-queue-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let paths = try sizes.enumerated().map { index, size in
            let url = folder.appendingPathComponent("\(index).jpg")
            try Data(repeating: UInt8(index), count: size).write(to: url)
            return url.path
        }
        return (folder, paths)
    }

    @Test func oneWorkerKeepsTheInputOrder() async throws {
        let (folder, paths) = try Self.files([10, 30, 20])
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = WorkQueue(paths)
        var order: [Int] = []
        var finished: Int? = nil
        while let (index, _) = await queue.next(finishing: finished) {
            order.append(index)
            finished = index
        }
        #expect(order == [0, 1, 2])
    }

    @Test func severalWorkersGetTheLargestFirstEachOnce() async throws {
        let (folder, paths) = try Self.files([10, 30, 20, 40, 5])
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = WorkQueue(paths + [folder.appendingPathComponent("missing.jpg").path], largestFirst: true)
        var order: [Int] = []
        var finished: Int? = nil
        while let (index, file) = await queue.next(finishing: finished) {
            #expect(file == (paths + [folder.appendingPathComponent("missing.jpg").path])[index])
            order.append(index)
            finished = index
        }
        #expect(order == [3, 1, 2, 0, 4, 5])
    }

    /// The same bytes twice are not read side by side: the copy waits for the first.
    @Test func aFileOfTheSameSizeAsOneBeingReadWaits() async throws {
        let (folder, paths) = try Self.files([50, 50, 20, 10])
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = WorkQueue(paths, largestFirst: true)
        let first = await queue.next()
        let second = await queue.next()
        #expect(first?.0 == 0 && second?.0 == 2)
        let third = await queue.next(finishing: first?.0)
        #expect(third?.0 == 1)
        #expect(await queue.next(finishing: second?.0)?.0 == 3)
        #expect(await queue.next() == nil)
    }
}
