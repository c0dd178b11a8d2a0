import Foundation
import OCR

/// A deep-text reading of a photo begun on a thread of its own while Tesseract reads the same
/// photo, for when a core would otherwise idle (one file read at a time), or made at once. It
/// reads the picture as the sequential path would (decoded the same way, not turned) and is
/// taken only where that path would have read it unturned; otherwise it is let go.
///
/// The engine belongs to one thread at a time: call ``wait()`` before using it again.
final class DeepTextAlongside: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    /// Written by the reading thread before `finished` is signalled, read only after it.
    private var outcome = Outcome.noEngine
    private var waited = false
    /// Lends the waiting thread to the recognizer; nil for a reading made at once.
    private let help: RecognizerHelp?

    /// How the reading ended.
    enum Outcome {
        /// The page as the engine read it.
        case read(RecognizedPage)
        /// The engine is not installed, not wanted, or could not be loaded (its loader says why).
        case noEngine
        /// The picture could not be decoded for it, or the engine failed on it: why, in short
        /// (``ReadingShortfall/reason(_:)``).
        case failed(reason: String)
    }

    /// Starts reading `bytes` (an image file) as page `pageNumber` with the engine `loader`
    /// gives (loaded on the new thread, beside Tesseract, when it is the first use).
    /// The thread that waits for the reading reads some of its regions (``RecognizerHelp``):
    /// Tesseract's reading of a photo ends first, and the core it leaves would idle.
    init(bytes: [UInt8], path: String, budget: PixelBudget, pageNumber: Int, loader: DeepTextLoader) {
        let help = RecognizerHelp()
        self.help = help
        let thread = Thread { [self] in
            outcome = Self.read(
                bytes: bytes, path: path, budget: budget, pageNumber: pageNumber, loader: loader, help: help)
            help.end()
            finished.signal()
        }
        // Tesseract and ONNX Runtime each get the stack a main thread has.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The same reading made on the calling thread, ended when this returns (one engine after
    /// the other, for the page's orientation: ``ReceiptReader/deepReadingAsItLies(bytes:path:deadline:)``).
    /// Made on a thread of its own for each photo, the models took about 8% more CPU.
    init(readingNow bytes: [UInt8], path: String, budget: PixelBudget, pageNumber: Int, loader: DeepTextLoader) {
        help = nil
        outcome = Self.read(bytes: bytes, path: path, budget: budget, pageNumber: pageNumber, loader: loader, help: nil)
        finished.signal()
    }

    /// Reads `bytes` as page `pageNumber`, not turned.
    private static func read(
        bytes: [UInt8], path: String, budget: PixelBudget, pageNumber: Int, loader: DeepTextLoader,
        help: RecognizerHelp?
    ) -> Outcome {
        guard let engine = loader.reader else { return .noEngine }
        do {
            return .read(
                try engine.recognize(
                    loading: { try RasterImage.decode(bytes, path: path, budget: budget) }, pageNumber: pageNumber,
                    quarterTurns: 0, help: help))
        } catch {
            return .failed(reason: ReadingShortfall.reason(error))
        }
    }

    /// Waits for the reading to end, reading some of its regions meanwhile; how it ended.
    @discardableResult
    func wait() -> Outcome {
        if !waited {
            help?.helpUntilEnded()
            finished.wait()
            waited = true
        }
        return outcome
    }

    /// Whether the reading, once it has ended, shows the page upright
    /// (``RecognizedPage/showsUpright``); false when it failed.
    var showsPageUpright: Bool {
        guard case .read(let page) = wait() else { return false }
        return page.showsUpright
    }

    deinit {
        wait()
    }
}
