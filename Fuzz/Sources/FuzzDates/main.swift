// The date scanner on arbitrary text, in both day and month orders.
@testable import Reading

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDates(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = DateScanner.dates(in: text, order: .dayFirst)
    _ = DateScanner.dates(in: text, order: .monthFirst)
    return 0
}
