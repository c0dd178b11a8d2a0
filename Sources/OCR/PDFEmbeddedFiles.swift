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
    /// that cannot be opened has none.
    ///
    /// Read with poppler's core API (the `PDFAttachments` target): poppler-glib's own
    /// attachment list crashes on a file specification that is a bare string.
    public static func embeddedFiles(inPDF bytes: [UInt8], maxFileBytes: Int = maxEmbeddedFileBytes) -> [EmbeddedFile] {
        let sink = FileSink()
        let context = Unmanaged.passRetained(sink)
        defer { context.release() }
        _ = bytes.withUnsafeBufferPointer { buffer in
            vault_pdf_attachments(
                buffer.baseAddress, buffer.count, max(0, maxFileBytes),
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

/// Collects the files the C reader hands over.
private final class FileSink {
    var files: [EmbeddedFile] = []
}
