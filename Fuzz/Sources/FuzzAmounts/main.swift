// The amount scanner on arbitrary text (bytes decoded as UTF-8, invalid bytes replaced).
@testable import Reading

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAmounts(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for amount in AmountScanner.amounts(in: text) { _ = amount }
    _ = AmountScanner.repairedDigits(text)
    return 0
}
