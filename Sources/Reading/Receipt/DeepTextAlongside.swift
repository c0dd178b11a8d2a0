import Foundation
import OCR

/// A deep-text reading of a photo begun on a thread of its own while Tesseract reads the same
/// photo, for when a core would otherwise idle (one file read at a time). It reads the picture
/// as the sequential path would (decoded the same way, not turned) and is taken only where
/// that path would have read it unturned; otherwise it is let go.
///
/// The engine belongs to one thread at a time: call ``wait()`` before using it again.
final class DeepTextAlongside: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    /// Written by the reading thread before `finished` is signalled, read only after it.
    private var page: RecognizedPage?
    private var waited = false

    /// Starts reading `bytes` (an image file) as page `pageNumber` with the engine `loader`
    /// gives (loaded on the new thread, beside Tesseract, when it is the first use).
    init(bytes: [UInt8], path: String, budget: PixelBudget, pageNumber: Int, loader: DeepTextLoader) {
        let thread = Thread { [self] in
            defer { finished.signal() }
            guard let engine = loader.reader,
                let image = try? RasterImage.decode(bytes, path: path, budget: budget)
            else { return }
            page = try? engine.recognize(image, pageNumber: pageNumber, quarterTurns: 0)
        }
        // Tesseract and ONNX Runtime each get the stack a main thread has.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Waits for the reading to end; its page, or nil when the engine is missing or failed.
    @discardableResult
    func wait() -> RecognizedPage? {
        if !waited {
            finished.wait()
            waited = true
        }
        return page
    }

    deinit {
        wait()
    }
}
