/// Which OCR engines read a photo (`vault config set engines`).
///
/// By default a picture (a phone photo, a scan) that Tesseract reads poorly is read by the
/// deep-learning engine too, and each field is checked against both readings: on phone photos
/// that finds far more receipts right in every field. Tesseract alone loads no second engine
/// and takes much less memory and time a picture, for small machines (Benchmarks/README.md,
/// "Tesseract alone, by setting"); PDFs with a text layer and e-invoices read the same either way.
public enum PhotoEngines: String, Sendable, CaseIterable {
    /// Tesseract, and the deep-learning engine where it is installed and Tesseract reads poorly.
    case both
    /// Tesseract alone.
    case tesseract
}
