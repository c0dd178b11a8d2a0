import Foundation

/// The merchant's confidence where the vault recognised the shop from what its owner taught it
/// (`DocumentPipeline.remembered`).
extension ConfidenceCalibration {
    /// `merchant` (renamed from the vault's memory) with its confidence and reason: a known
    /// shop's header is at least as sure as the chance its match is right (`knownShop`); the
    /// owner's correction as `assessMerchant` rates `learnedName`; a word spelt as the owner
    /// confirmed it leaves the name as sure as it was read.
    package static func recalled<Value>(_ merchant: DraftField<Value>) -> DraftField<Value> {
        var field = merchant
        let signals = field.signals
        if let strength = signals[.knownShop] {
            field.confidence = max(field.confidence, strength)
            field.reason = "the header matches a shop you confirmed"
        } else if signals.has(.learnedName) {
            let assessment = assessMerchant([.learnedName: signals[.learnedName] ?? 0])
            field.confidence = assessment.level
            field.reason = assessment.reason
        } else if signals.has(.ownerSpelling) {
            field.reason = [field.reason, "a word spelt as in a name you confirmed"].compactMap { $0 }.joined(
                separator: "; ")
        }
        return field
    }
}
