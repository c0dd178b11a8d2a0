import Testing

@testable import Vault

/// The reader's memory sizes, read from `/proc/self/status` by bytes.
struct MemoryStatusTests {
    @Test func theSizesAfterTheirLabelsAreRead() {
        let status = Array("Name:\tvault\nVmPeak:\t  412345 kB\nVmSize:\t  301234 kB\nVmLck:\t0 kB\n".utf8)
        #expect(MemoryStatus.kilobytes(after: Array("VmPeak:".utf8), in: status[...]) == 412345)
        #expect(MemoryStatus.kilobytes(after: Array("VmSize:".utf8), in: status[...]) == 301234)
        // A label only at the start of a line counts, and one without a number gives nothing.
        #expect(MemoryStatus.kilobytes(after: Array("Lck:".utf8), in: status[...]) == nil)
        #expect(MemoryStatus.kilobytes(after: Array("Name:".utf8), in: status[...]) == nil)
        #expect(MemoryStatus.kilobytes(after: Array("VmHWM:".utf8), in: status[...]) == nil)
    }

    @Test func thisProcesssSizesAreRead() throws {
        let status = MemoryStatus.read()
        let size = try #require(status.size)
        let peak = try #require(status.peak)
        #expect(size > 0)
        #expect(peak >= size)
    }
}
