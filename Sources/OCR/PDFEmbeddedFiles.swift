import Foundation
import PDFAttachments

/// A file embedded in a PDF (an e-invoice's XML, for instance).
public struct EmbeddedFile: Sendable, Hashable {
    /// The name the PDF gives it (`factur-x.xml`).
    public var name: String
    public var bytes: [UInt8]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }
}

extension PDFDocument {
    /// The largest embedded file read (bytes): an e-invoice's XML is a few hundred KB, and a
    /// stream that inflates past this is no attachment vault reads.
    public static let maxEmbeddedFileBytes = 64 << 20

    /// The files embedded in the PDF held in `bytes`, in the document's order. An entry that is
    /// no readable embedded file, or one larger than `maxFileBytes`, is left out; a document
    /// that cannot be opened has none. `taking` chooses by name and position (among the
    /// readable entries, from 0) before any bytes are decoded: an entry it refuses costs nothing.
    ///
    /// Read with poppler's core API (the `PDFAttachments` target): poppler-glib's own
    /// attachment list crashes on a file specification that is a bare string.
    public static func embeddedFiles(
        inPDF bytes: [UInt8], maxFileBytes: Int = maxEmbeddedFileBytes,
        taking: @escaping (_ name: String, _ index: Int) -> Bool = { _, _ in true }
    ) -> [EmbeddedFile] {
        let sink = FileSink(taking: taking)
        let context = Unmanaged.passRetained(sink)
        defer { context.release() }
        _ = bytes.withUnsafeBufferPointer { buffer in
            vault_pdf_attachments(
                buffer.baseAddress, buffer.count, max(0, maxFileBytes),
                { name, nameLength, index, userData in
                    guard let userData else { return 0 }
                    let sink = Unmanaged<FileSink>.fromOpaque(userData).takeUnretainedValue()
                    let nameBytes = name.map { Array(UnsafeBufferPointer(start: $0, count: nameLength)) } ?? []
                    return sink.taking(PDFText.string(nameBytes), index) ? 1 : 0
                },
                { name, nameLength, data, dataLength, userData in
                    guard let userData else { return }
                    let sink = Unmanaged<FileSink>.fromOpaque(userData).takeUnretainedValue()
                    let nameBytes = name.map { Array(UnsafeBufferPointer(start: $0, count: nameLength)) } ?? []
                    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: dataLength)) } ?? []
                    sink.files.append(EmbeddedFile(name: PDFText.string(nameBytes), bytes: bytes))
                }, context.toOpaque())
        }
        return sink.files
    }

    /// The names of the files embedded in the PDF held in `bytes`, in the document's order,
    /// without decoding any of them.
    public static func embeddedFileNames(inPDF bytes: [UInt8]) -> [String] {
        var names: [String] = []
        _ = embeddedFiles(inPDF: bytes) { name, _ in
            names.append(name)
            return false
        }
        return names
    }
}

/// Text strings as a PDF stores them (a name in a file specification, for instance).
enum PDFText {
    /// UTF-16BE after a byte order mark, UTF-8 after its mark (PDF 2.0), otherwise
    /// PDFDocEncoding, which agrees with Latin-1 on the characters names use.
    static func string(_ bytes: [UInt8]) -> String {
        if bytes.starts(with: [0xFE, 0xFF]) {
            let units = stride(from: 2, to: bytes.count - 1, by: 2).map {
                UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
            }
            return String(decoding: units, as: UTF16.self)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return String(decoding: bytes.dropFirst(3), as: UTF8.self) }
        return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
}

/// Chooses the files the C reader reads and collects those it hands over.
private final class FileSink {
    let taking: (String, Int) -> Bool
    var files: [EmbeddedFile] = []

    init(taking: @escaping (String, Int) -> Bool) {
        self.taking = taking
    }
}
