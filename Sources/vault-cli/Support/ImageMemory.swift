#if canImport(Glibc)
    import Glibc
#endif

/// Gives the memory of freed images back to the system at once.
///
/// glibc serves a large allocation with its own `mmap` and unmaps it when freed, but after the
/// first such block is freed it raises that threshold to the block's size (up to 32 MB): later
/// page images of that size then come from the heap, where freed memory stays with the
/// process, and each worker's peaks add up. A fixed 1 MB threshold keeps every page image,
/// rendered PDF page and Tesseract buffer in its own mapping, returned when freed.
enum ImageMemory {
    /// glibc's `M_MMAP_THRESHOLD` (malloc.h, which Swift's Glibc module does not include).
    static let mmapThresholdParameter: Int32 = -3
    static let threshold: Int32 = 1 << 20

    /// Sets the threshold; does nothing where `mallopt` is missing (another C library).
    static func returnFreedImagesToTheSystem() {
        #if os(Linux)
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            _ = unsafeBitCast(symbol, to: Mallopt.self)(mmapThresholdParameter, threshold)
        #endif
    }
}
