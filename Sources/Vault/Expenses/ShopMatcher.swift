import Foundation
import Reading

/// A shop the user has confirmed an expense from: the merchant as confirmed and the
/// fingerprint of that receipt.
public struct KnownShop: Sendable, Hashable {
    public var expenseId: Int64
    public var merchant: String
    public var fingerprint: ShopFingerprint

    public init(expenseId: Int64, merchant: String, fingerprint: ShopFingerprint) {
        self.expenseId = expenseId
        self.merchant = merchant
        self.fingerprint = fingerprint
    }
}

/// Recognises a receipt's shop among the shops the user has confirmed expenses from.
public enum ShopMatcher {
    /// A recognised shop: which confirmed expense it was, what matched and how sure that is.
    public struct Match: Sendable, Hashable {
        public var shop: KnownShop
        /// What matched, for the reason shown (`address`, `GST no.`, `phone`).
        public var matched: [String]
        /// 0...1, from the strength of each matching mark.
        public var confidence: Double

        /// `same shop as expense 12: address and GST no. match`; `perhaps the same shop as ...`
        /// for a match below the usual threshold (taken only for a receipt that shows no name).
        public var reason: String {
            (confidence < ShopMatcher.threshold ? "perhaps the same shop as" : "same shop as")
                + " expense \(shop.expenseId): \(ShopMatcher.list(matched)) "
                + (matched.count == 1 ? "matches" : "match")
        }
    }

    /// How much each kind of mark says about being the same shop, as the chance that a match
    /// of that kind alone is right. Combined as independent evidence.
    static func weight(_ kind: ShopFingerprint.MarkKind) -> Double {
        switch kind {
        case .taxNumber: return 0.9
        case .registration: return 0.85
        case .phone: return 0.8
        case .web: return 0.6
        case .address: return 0.6
        }
    }

    /// Each further matching address line counts for less: they often come together.
    static let addressDecay = 0.85
    /// A read name close to the confirmed name adds this much.
    static let nameWeight = 0.5
    /// Below this a match is not used.
    public static let threshold = 0.8
    /// For a receipt on which no name was read at all, a weaker match (one address line in
    /// common) is still better than no name: it is offered, unsure, for the user to check.
    public static let namelessThreshold = 0.6

    /// The best match for a receipt with fingerprint `fingerprint` whose name line reads
    /// `readName`, among `shops` (most recent last), or nil when none reaches `threshold`.
    public static func match(
        _ fingerprint: ShopFingerprint, readName: String?, in shops: [KnownShop],
        threshold: Double = ShopMatcher.threshold
    ) -> Match? {
        guard !fingerprint.isEmpty, !shops.isEmpty else { return nil }
        let shared = sharedAddressLines(of: fingerprint, in: shops)
        var best: Match?
        for shop in shops {
            guard let match = score(fingerprint, readName: readName, against: shop, ignoring: shared) else { continue }
            if match.confidence >= (best?.confidence ?? threshold) { best = match }
        }
        return best
    }

    /// The same match as `match(_:readName:in:)` with all of `index.shops`, found by scoring
    /// only the shops that share a mark with the receipt.
    static func match(
        _ fingerprint: ShopFingerprint, readName: String?, in index: ShopIndex,
        threshold: Double = ShopMatcher.threshold
    ) -> Match? {
        guard !fingerprint.isEmpty, !index.shops.isEmpty else { return nil }
        return match(fingerprint, readName: readName, in: index.candidates(for: fingerprint), threshold: threshold)
    }

    /// How strongly `fingerprint` matches `shop`, however weakly; nil when nothing matches or
    /// another company's number rules it out. `match` keeps only matches above its threshold.
    static func score(
        _ fingerprint: ShopFingerprint, readName: String?, against shop: KnownShop, ignoring shared: Set<String>
    ) -> Match? {
        var doubt = 1.0
        var matched: [String] = []
        var conflict = false
        for kind in ShopFingerprint.MarkKind.allCases where kind != .address {
            let ours = fingerprint.values(kind)
            let theirs = shop.fingerprint.values(kind)
            guard !ours.isEmpty, !theirs.isEmpty else { continue }
            if ours.contains(where: { value in theirs.contains { same(value, $0, kind: kind) } }) {
                doubt *= 1 - weight(kind)
                matched.append(label(kind, fingerprint: fingerprint))
            } else if kind.isCompanyId, ours.contains(where: { value in theirs.contains { differ(value, $0) } }) {
                conflict = true
            }
        }
        // Another company's number means another shop (branches of a chain share an address),
        // unless another number agrees: then the differing one was misread.
        if conflict && matched.isEmpty { return nil }
        let addresses = fingerprint.values(.address).filter { !shared.contains($0) }
        let theirAddresses = shop.fingerprint.values(.address)
        var addressWeight = weight(.address)
        var addressLines = 0
        for line in addresses where theirAddresses.contains(where: { same(line, $0, kind: .address) }) {
            doubt *= 1 - addressWeight
            addressWeight *= addressDecay
            addressLines += 1
        }
        if addressLines > 0 { matched.insert("address", at: 0) }
        guard !matched.isEmpty else { return nil }
        if let readName, similarNames(readName, shop.merchant) {
            doubt *= 1 - nameWeight
            matched.append("name")
        }
        return Match(shop: shop, matched: matched, confidence: min(0.99, 1 - doubt))
    }

    /// Address lines of `fingerprint` that the receipts of two or more different merchants
    /// print (a mall, a head office, a line every receipt of one scanner has): they do not
    /// tell shops apart.
    static func sharedAddressLines(of fingerprint: ShopFingerprint, in shops: [KnownShop]) -> Set<String> {
        var shared = Set<String>()
        for line in fingerprint.values(.address) {
            var merchants = Set<String>()
            for shop in shops
            where shop.fingerprint.values(.address).contains(where: { same(line, $0, kind: .address) }) {
                merchants.insert(MerchantRule.fold(shop.merchant))
                if merchants.count > 1 { break }
            }
            if merchants.count > 1 { shared.insert(line) }
        }
        return shared
    }

    /// Equal, or within the OCR slips a value of this length may carry.
    static func same(_ a: String, _ b: String, kind: ShopFingerprint.MarkKind) -> Bool {
        if a == b { return true }
        let allowed = allowedSlips(longer: max(a.count, b.count), kind: kind)
        guard allowed > 0, abs(a.count - b.count) <= allowed else { return false }
        return KeywordMatcher.editDistance(a, b, limit: allowed) <= allowed
    }

    /// The edits (characters changed, added or dropped) two marks of `kind` may differ by and
    /// still be one, when the longer has `longer` characters. `ShopIndex` relies on it too.
    static func allowedSlips(longer: Int, kind: ShopFingerprint.MarkKind) -> Int {
        switch kind {
        case .address: max(1, longer / 5)
        case .taxNumber, .registration, .phone: longer >= 7 ? 1 : 0
        case .web: longer >= 8 ? 1 : 0
        }
    }

    /// Clearly different numbers of the same length: not one number misread (a misread one
    /// usually loses or gains characters, or differs in one or two).
    static func differ(_ a: String, _ b: String) -> Bool {
        guard abs(a.count - b.count) <= 1, min(a.count, b.count) >= 5 else { return false }
        return KeywordMatcher.editDistance(a, b, limit: 3) > 2
    }

    static func similarNames(_ a: String, _ b: String) -> Bool {
        let a = MerchantRule.fold(a)
        let b = MerchantRule.fold(b)
        guard a.count >= 3, b.count >= 3 else { return false }
        return same(a, b, kind: .address)
    }

    static func label(_ kind: ShopFingerprint.MarkKind, fingerprint: ShopFingerprint) -> String {
        switch kind {
        case .taxNumber: return fingerprint.taxLabel ?? "tax no."
        case .registration: return "registration no."
        case .phone: return "phone"
        case .web: return "web address"
        case .address: return "address"
        }
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
    }
}
