import Foundation
import Testing

@testable import Vault

/// The index of the known shops' marks must never change which shop a receipt is matched to:
/// on generated shops that share marks with slips of every size `ShopMatcher.same` forgives
/// (and some it does not), the indexed match is the match of a comparison with every shop.
@Suite struct ShopIndexTests {
    /// SplitMix64, so every run compares the same shops.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A few letters and digits only, so that different values often come close.
    static let letters = Array("ABEJLNR")
    static let digits = Array("0123789")

    static func value(_ length: Int, from alphabet: [Character], using rng: inout Seeded) -> String {
        String((0..<length).map { _ in alphabet.randomElement(using: &rng) ?? "0" })
    }

    /// `value` with up to `slips` characters changed, added or dropped.
    static func slipped(_ value: String, slips: Int, from alphabet: [Character], using rng: inout Seeded) -> String {
        var characters = Array(value)
        for _ in 0..<Int.random(in: 0...slips, using: &rng) {
            let position = Int.random(in: 0...characters.count, using: &rng)
            let character = alphabet.randomElement(using: &rng) ?? "0"
            switch Int.random(in: 0..<3, using: &rng) {
            case 0 where position < characters.count: characters[position] = character
            case 1 where position < characters.count: characters.remove(at: position)
            default: characters.insert(character, at: position)
            }
        }
        return String(characters)
    }

    /// A shop's marks: address lines of 3 to 40 characters, numbers of 5 to 12 digits, a web address.
    static func marks(using rng: inout Seeded) -> [ShopFingerprint.Mark] {
        var marks: [ShopFingerprint.Mark] = []
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
            let address = value(Int.random(in: 3...40, using: &rng), from: letters + digits, using: &rng)
            marks.append(.init(kind: .address, value: address))
        }
        for kind in [ShopFingerprint.MarkKind.taxNumber, .registration, .phone]
        where Int.random(in: 0..<3, using: &rng) == 0 {
            marks.append(
                .init(kind: kind, value: value(Int.random(in: 5...12, using: &rng), from: digits, using: &rng)))
        }
        if Int.random(in: 0..<5, using: &rng) == 0 {
            let host = value(Int.random(in: 4...10, using: &rng), from: letters, using: &rng).lowercased() + ".de"
            marks.append(.init(kind: .web, value: host))
        }
        return marks
    }

    /// The marks of another receipt of the same shop: some kept, each with slips.
    static func reread(_ marks: [ShopFingerprint.Mark], using rng: inout Seeded) -> [ShopFingerprint.Mark] {
        marks.filter { _ in Int.random(in: 0..<4, using: &rng) > 0 }
            .map { mark in
                let slips = mark.kind == .address ? max(1, mark.value.count / 4) : 2
                let alphabet = mark.kind == .address ? letters + digits : mark.kind == .web ? Array("abejlnr") : digits
                return .init(kind: mark.kind, value: slipped(mark.value, slips: slips, from: alphabet, using: &rng))
            }
    }

    static let merchants = ["KEDAI A", "KEDAI B", "SENG HENG", "SENG HENG HARDWARE", "REWE", "REWE MARKT"]

    /// Known shops made of a few originals read again and again (so marks are shared, also
    /// between merchants), and receipts of those shops and of new ones.
    static func world(seed: UInt64) -> (shops: [KnownShop], receipts: [(ShopFingerprint, String?)]) {
        var rng = Seeded(state: seed)
        let originals = (0..<40).map { _ in marks(using: &rng) }
        var shops: [KnownShop] = []
        for id in 1...400 {
            let original = originals.randomElement(using: &rng) ?? []
            let marks =
                Int.random(in: 0..<5, using: &rng) == 0 ? Self.marks(using: &rng) : reread(original, using: &rng)
            guard !marks.isEmpty else { continue }
            shops.append(
                KnownShop(
                    expenseId: Int64(id), merchant: merchants.randomElement(using: &rng) ?? "",
                    fingerprint: ShopFingerprint(marks: marks, taxLabel: "GST no.")))
        }
        let receipts = (0..<400).map { _ in
            let original = originals.randomElement(using: &rng) ?? []
            let marks =
                Int.random(in: 0..<5, using: &rng) == 0 ? Self.marks(using: &rng) : reread(original, using: &rng)
            let name = Int.random(in: 0..<3, using: &rng) == 0 ? nil : merchants.randomElement(using: &rng)
            return (ShopFingerprint(marks: marks, taxLabel: "GST no."), name)
        }
        return (shops, receipts)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func indexedMatchIsTheFullComparisonsMatch(seed: UInt64) {
        let (shops, receipts) = Self.world(seed: seed)
        let index = ShopIndex(shops)
        var matched = 0
        for (fingerprint, name) in receipts {
            let full = ShopMatcher.match(fingerprint, readName: name, in: shops)
            let indexed = ShopMatcher.match(fingerprint, readName: name, in: index)
            #expect(indexed == full, "\(fingerprint.marks) read as \(name ?? "no name")")
            if full != nil { matched += 1 }
        }
        // The comparison means something only when many receipts match and many do not.
        #expect(matched > receipts.count / 5 && matched < receipts.count * 4 / 5, "\(matched) matched")
    }

    /// Stronger than the same result: the shops named are exactly those with a mark `same` as
    /// one of the receipt's.
    @Test func theShopsNamedAreThoseSharingAMark() {
        let (shops, receipts) = Self.world(seed: 7)
        let index = ShopIndex(shops)
        var sharing = 0
        for (fingerprint, _) in receipts {
            let candidates = Set(index.candidates(for: fingerprint).map(\.expenseId))
            for shop in shops {
                let shares = fingerprint.marks.contains { ours in
                    shop.fingerprint.marks.contains {
                        $0.kind == ours.kind && ShopMatcher.same(ours.value, $0.value, kind: ours.kind)
                    }
                }
                if shares { sharing += 1 }
                #expect(
                    candidates.contains(shop.expenseId) == shares,
                    "\(fingerprint.marks) and \(shop.fingerprint.marks)")
            }
        }
        #expect(sharing > 1000)
    }

    /// Characters that compare equal in different forms are one character to the index too.
    @Test func composedAndDecomposedLettersAreTheSame() {
        let composed = "RU\u{C9}DEBUCI12PARIS"
        let decomposed = "RUE\u{301}DEBUCI12PARIS"
        #expect(composed == decomposed)
        let shop = KnownShop(
            expenseId: 1, merchant: "CAF\u{C9}",
            fingerprint: ShopFingerprint(marks: [
                .init(kind: .address, value: composed), .init(kind: .address, value: "75006PARISFRANCE"),
                .init(kind: .web, value: "caf\u{E9}-flore.fr"),
            ]))
        let receipt = ShopFingerprint(marks: [
            .init(kind: .address, value: decomposed), .init(kind: .address, value: "75006PARISFRANCE"),
            .init(kind: .web, value: "cafe\u{301}-flore.fr"),
        ])
        let full = ShopMatcher.match(receipt, readName: nil, in: [shop])
        #expect(full != nil)
        #expect(ShopMatcher.match(receipt, readName: nil, in: ShopIndex([shop])) == full)
        #expect(ShopIndex([shop]).candidates(for: ShopFingerprint(marks: [receipt.marks[2]])) == [shop])
    }

    /// What the index's keys assume of the slips `ShopMatcher.same` forgives: at most one for
    /// numbers, phones and web addresses (one-character deletions), and few enough in an
    /// address line of six characters or more that such lines share a trigram.
    @Test func theIndexKeysCoverTheSlipsForgiven() {
        for longer in 0...300 {
            for kind in [ShopFingerprint.MarkKind.taxNumber, .registration, .phone, .web] {
                #expect(ShopMatcher.allowedSlips(longer: longer, kind: kind) <= 1, "\(kind) of \(longer)")
            }
            for other in 0...longer where longer >= ShopIndex.boundedLength {
                #expect(ShopIndex.leastShared(longer, other) >= 1, "\(longer) and \(other) characters")
            }
        }
    }

    @Test func emptyIndexAndEmptyFingerprintMatchNothing() {
        let fingerprint = ShopFingerprint(marks: [.init(kind: .phone, value: "073881234")])
        #expect(ShopMatcher.match(fingerprint, readName: nil, in: ShopIndex([])) == nil)
        let shop = KnownShop(expenseId: 1, merchant: "A", fingerprint: fingerprint)
        #expect(ShopMatcher.match(ShopFingerprint(marks: []), readName: "A", in: ShopIndex([shop])) == nil)
        #expect(ShopMatcher.match(fingerprint, readName: nil, in: ShopIndex([shop]))?.shop == shop)
    }
}
