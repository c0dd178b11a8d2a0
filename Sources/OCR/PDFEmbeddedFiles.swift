import CPoppler
import Foundation

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
    /// The files embedded in the document, in the document's order. An attachment whose bytes
    /// cannot be read is left out.
    public func embeddedFiles() -> [EmbeddedFile] {
        withDocument { document in
            guard poppler_document_has_attachments(document) != 0,
                let list = poppler_document_get_attachments(document)
            else { return [] }
            defer { g_list_free_full(list) { g_object_unref($0) } }
            var files: [EmbeddedFile] = []
            var node: UnsafeMutablePointer<GList>? = list
            while let current = node {
                defer { node = current.pointee.next }
                guard let data = current.pointee.data else { continue }
                let attachment = data.assumingMemoryBound(to: PopplerAttachment.self)
                let name = poppler_attachment_get_name(attachment).map { String(cString: $0) } ?? ""
                let sink = ByteSink()
                let context = Unmanaged.passRetained(sink)
                defer { context.release() }
                var error: UnsafeMutablePointer<GError>? = nil
                let saved = poppler_attachment_save_to_callback(
                    attachment,
                    { buffer, count, userData, _ in
                        guard let userData else { return 0 }
                        let sink = Unmanaged<ByteSink>.fromOpaque(userData).takeUnretainedValue()
                        if let buffer, count > 0 {
                            sink.bytes.append(
                                contentsOf: UnsafeRawBufferPointer(start: UnsafeRawPointer(buffer), count: Int(count)))
                        }
                        return 1
                    }, context.toOpaque(), &error)
                if let error { g_error_free(error) }
                if saved != 0 { files.append(EmbeddedFile(name: name, bytes: sink.bytes)) }
            }
            return files
        }
    }
}

/// Collects the bytes poppler hands to a save callback.
private final class ByteSink {
    var bytes: [UInt8] = []
}
