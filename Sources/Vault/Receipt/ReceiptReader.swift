import Foundation

/// Reads a receipt file and parses it, looking a second time only when the first reading
/// lacks a total or a date (or the total is unsure): the second reading uses different page
/// segmentation and background normalisation, and fills in what the first one missed.
///
/// Owns `DocumentReader`s, so it belongs to one thread at a time: one per worker.
public final class ReceiptReader {
    public let options: ReadOptions
    /// Whether a second look is taken when the first reading is missing fields.
    public let secondLook: Bool
    private let primary: DocumentReader
    private var secondary: DocumentReader?

    /// What was read and parsed from one file.
    public struct Result: Sendable {
        public var document: ReadDocument
        public var draft: ReceiptDraft
        /// Whether the second look was taken.
        public var lookedTwice: Bool
    }

    public init(options: ReadOptions = ReadOptions(), secondLook: Bool = true) throws {
        self.options = options
        self.secondLook = secondLook
        self.primary = try DocumentReader(options: options)
    }

    /// The options of the second look: the other page segmentation and a normalised background.
    public static func secondLookOptions(for options: ReadOptions) -> ReadOptions {
        var second = options
        second.segmentation = options.segmentation == .singleBlock ? .singleColumn : .singleBlock
        second.normalizeBackground = true
        return second
    }

    public func read(path: String) throws -> Result {
        let document = try primary.read(path: path)
        var draft = ReceiptParser.parse(document.pages)
        guard secondLook, document.textSource == .ocr, Self.needsSecondLook(draft) else {
            return Result(document: document, draft: draft, lookedTwice: false)
        }
        let reader = try secondary ?? DocumentReader(options: Self.secondLookOptions(for: options))
        secondary = reader
        guard let second = try? reader.read(path: path) else {
            return Result(document: document, draft: draft, lookedTwice: true)
        }
        draft = draft.filling(from: ReceiptParser.parse(second.pages))
        return Result(document: document, draft: draft, lookedTwice: true)
    }

    /// A total or a date is missing.
    static func needsSecondLook(_ draft: ReceiptDraft) -> Bool {
        draft.total == nil || draft.date == nil
    }
}

extension ReceiptDraft {
    /// This draft with missing fields taken from `other`, a draft
    /// of another reading of the same document. Evidence of a taken field quotes the other
    /// reading's line.
    public func filling(from other: ReceiptDraft) -> ReceiptDraft {
        var result = self
        if total == nil, let theirs = other.total {
            result.total = theirs
            if other.currency != nil && (currency?.confidence ?? 0) < 0.9 { result.currency = other.currency }
            result.subtotal = other.subtotal ?? subtotal
            result.tax = other.tax ?? tax
        }
        if date == nil { result.date = other.date }
        if time == nil { result.time = other.time }
        if merchant == nil { result.merchant = other.merchant }
        if currency == nil { result.currency = other.currency }
        return result
    }
}
