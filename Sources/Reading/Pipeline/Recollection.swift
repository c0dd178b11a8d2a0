import Foundation

/// What the vault remembers of a document's shop from its owner: a shop they confirmed an
/// expense from, recognised by its header; their correction of a name read alike; or the
/// spelling of a word of a name they confirmed. The vault finds it (it holds the memory);
/// `DocumentPipeline.remembered` makes it the merchant's evidence and `ConfidenceCalibration`
/// says how sure that is.
public struct Recollection: Sendable, Hashable {
    /// How the shop was recognised.
    public enum Source: Sendable, Hashable {
        /// The header matches a shop the owner confirmed; `strength` (0-1) is the chance such a
        /// match is right, from the marks that matched (tax number, phone, address).
        case knownShop(strength: Double)
        /// The owner corrected this name before: read exactly as then, or a letter or two apart.
        case correction(id: Int64?, exact: Bool)
        /// A misread word of the name spelt as in a name the owner confirmed.
        case spelling
    }

    /// The merchant's name as the owner gave it.
    public var name: String
    public var source: Source
    /// Why, for the owner (`same shop as expense 12: phone and address match`).
    public var note: String

    public init(name: String, source: Source, note: String) {
        self.name = name
        self.source = source
        self.note = note
    }
}
