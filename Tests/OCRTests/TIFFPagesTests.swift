import Testing

@testable import OCR

/// A TIFF's pages are counted from its chain of image directories, whatever the chain holds.
@Suite struct TIFFPagesTests {
    /// A TIFF whose directories (no entries, 6 bytes each) start at 8 and point at `next(i)`.
    private func tiff(directories: Int, littleEndian: Bool = true, next: (Int) -> Int) -> [UInt8] {
        func bytes(_ value: Int, _ size: Int) -> [UInt8] {
            let big = (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * (size - 1 - $0))) }
            return littleEndian ? big.reversed() : big
        }
        var out: [UInt8] = (littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]) + bytes(42, 2) + bytes(8, 4)
        for index in 0..<directories { out += bytes(0, 2) + bytes(next(index), 4) }
        return out
    }

    @Test func theChainIsCountedInEitherByteOrder() {
        let chain = { (index: Int) in index == 2 ? 0 : 8 + (index + 1) * 6 }
        #expect(TIFFPages.count(tiff(directories: 3, next: chain)) == 3)
        #expect(TIFFPages.count(tiff(directories: 3, littleEndian: false, next: chain)) == 3)
        #expect(TIFFPages.count(tiff(directories: 1) { _ in 0 }) == 1)
    }

    @Test func aLoopAnOffsetOutsideTheFileOrNoTIFFEndTheCount() {
        #expect(TIFFPages.count(tiff(directories: 2) { $0 == 0 ? 14 : 8 }) == 2, "the second points back")
        #expect(TIFFPages.count(tiff(directories: 1) { _ in 1 << 30 }) == 1)
        #expect(TIFFPages.count(Array(tiff(directories: 1) { _ in 0 }.prefix(9))) == 0, "the first is cut off")
        #expect(TIFFPages.count(Array("%PDF-1.7 and more".utf8)) == 0)
    }
}
