import Testing

@testable import OCR

@Suite struct MediaTypeTests {
    @Test(arguments: [
        ([0xFF, 0xD8, 0xFF, 0xE0] as [UInt8], MediaType.jpeg),
        ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00], .png),
        ([0x49, 0x49, 0x2A, 0x00, 0x08], .tiff),
        ([0x4D, 0x4D, 0x00, 0x2A, 0x00], .tiff),
        (Array("%PDF-1.7\n".utf8), .pdf),
        ([0xEF, 0xBB, 0xBF] + Array("%PDF-1.4".utf8), .pdf),
    ])
    func recognisesMagicBytes(bytes: [UInt8], type: MediaType) {
        #expect(MediaType.detect(leadingBytes: bytes) == type)
    }

    @Test func ignoresExtensionAndRejectsOtherContent() throws {
        #expect(MediaType.detect(leadingBytes: Array("hello, this is text".utf8)) == nil)
        #expect(MediaType.describeUnknown(leadingBytes: Array("plain words\n".utf8)) == "plain text")
        #expect(MediaType.detect(leadingBytes: [UInt8]()) == nil)
        #expect(MediaType.detect(leadingBytes: Array("GIF89a".utf8)) == nil)
        #expect(MediaType.describeUnknown(leadingBytes: Array("GIF89a\u{01}\u{02}".utf8)) == "a GIF image")
    }
}
