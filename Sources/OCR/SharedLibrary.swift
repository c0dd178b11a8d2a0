import LibraryLoading

/// A C library vault opens the first time it reads a file rather than when it starts
/// (`Sources/LibraryLoading`): commands that read no file never load it.
public enum SharedLibrary: Sendable, CaseIterable {
    /// Tesseract, for recognising text and a page's orientation.
    case tesseract
    /// poppler-glib, for opening PDFs and drawing their pages.
    case popplerGlib

    /// The file name the library is opened by (`libtesseract.so.5`).
    public var fileName: String {
        String(cString: vault_library_file_name(library))
    }

    /// Opens the library unless it is open already. Throws ``OCRError/libraryUnavailable(library:reason:)``
    /// with the loader's message when it cannot be opened (the package that holds it is missing).
    /// Call before the library's first function: a function of a library that cannot be opened
    /// ends the process.
    public func open() throws {
        var reason = [CChar](repeating: 0, count: 512)
        guard vault_library_open(library, &reason, reason.count) == 0 else {
            let message = String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw OCRError.libraryUnavailable(library: fileName, reason: message)
        }
    }

    private var library: vault_library {
        switch self {
        case .tesseract: vault_library_tesseract
        case .popplerGlib: vault_library_poppler_glib
        }
    }
}
