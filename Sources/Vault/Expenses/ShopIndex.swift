import Foundation

/// The known shops with an index of their marks, so that a receipt is compared only with the
/// shops that share at least one mark with it, within the OCR slips `ShopMatcher.same` forgives.
///
/// A shop that shares no mark with the receipt cannot match it, and the address lines that
/// two merchants print alike are found among the shops that print that line: so scoring only
/// the shops found here, in their order, picks exactly the match a comparison with every shop
/// picks. The keys may find shops that share no mark after all (they allow more slips than
/// `same`, and they are hashed), which `same` then leaves out; they never miss one.
///
/// - Tax and registration numbers, phones and web addresses are found by their value and each
///   of its one-character deletions: two values at most one edit apart share one of those.
/// - Address lines, which may differ by a fifth of their length, are found by their
///   three-character pieces (trigrams): lines within `k` edits of each other share at least
///   `max(length) - 2 - 3k` of them, counted with repetition (each edit spoils at most three).
///   Lines so short that this bound says nothing are compared with every short line.
struct ShopIndex: Sendable {
    /// The shops, oldest first, as the matcher expects them.
    let shops: [KnownShop]
    /// The words of the shops' confirmed names, for `OwnerSpelling`.
    let nameWords: OwnerSpelling.Vocabulary

    /// Hashed keys of the ids, phones and web addresses, sorted, and the shop of each.
    private let idKeys: [UInt64]
    private let idShops: [Int32]
    /// Hashed trigrams of the address lines, sorted; the line and how often it holds that trigram.
    private let gramKeys: [UInt64]
    private let gramLines: [Int32]
    private let gramCounts: [Int32]
    /// Each indexed address line, its shop and its length (in characters, as `same` counts them).
    private let lineValues: [String]
    private let lineShops: [Int32]
    private let lineLengths: [Int32]
    /// Shops with an address line too short for the trigram bound.
    private let shortLineShops: [Int32]

    static let gram = 3
    /// Lines this long or longer always share a trigram with a line they are `same` as.
    static let boundedLength = 6

    init(_ shops: [KnownShop]) {
        self.shops = shops
        nameWords = OwnerSpelling.Vocabulary(shops)
        var ids: [(UInt64, Int32)] = []
        var grams: [(UInt64, Int32, Int32)] = []
        var lineValues: [String] = []
        var lineShops: [Int32] = []
        var lineLengths: [Int32] = []
        var shortLineShops: [Int32] = []
        for (index, shop) in shops.enumerated() {
            let shopIndex = Int32(index)
            for mark in shop.fingerprint.marks {
                let characters = Self.codes(mark.value)
                guard mark.kind == .address else {
                    for key in Self.deletionKeys(characters, kind: mark.kind) { ids.append((key, shopIndex)) }
                    continue
                }
                if characters.count < Self.boundedLength { shortLineShops.append(shopIndex) }
                let line = Int32(lineShops.count)
                lineValues.append(mark.value)
                lineShops.append(shopIndex)
                lineLengths.append(Int32(characters.count))
                for (key, count) in Self.trigrams(characters) { grams.append((key, line, count)) }
            }
        }
        ids.sort { $0.0 < $1.0 }
        grams.sort { $0.0 < $1.0 }
        idKeys = ids.map(\.0)
        idShops = ids.map(\.1)
        gramKeys = grams.map(\.0)
        gramLines = grams.map(\.1)
        gramCounts = grams.map(\.2)
        self.lineValues = lineValues
        self.lineShops = lineShops
        self.lineLengths = lineLengths
        var seen = Set<Int32>()
        self.shortLineShops = shortLineShops.filter { seen.insert($0).inserted }
    }

    /// The shops that share a mark with `fingerprint`, as `ShopMatcher.same` compares marks,
    /// oldest first: the keys narrow the shops, `same` decides.
    func candidates(for fingerprint: ShopFingerprint) -> [KnownShop] {
        var found = Set<Int32>()
        var shared: [Int32: Int32] = [:]
        for mark in fingerprint.marks {
            let characters = Self.codes(mark.value)
            guard mark.kind == .address else {
                for key in Self.deletionKeys(characters, kind: mark.kind) {
                    for position in Self.range(of: key, in: idKeys) where !found.contains(idShops[position]) {
                        let shop = idShops[position]
                        if shops[Int(shop)].fingerprint.marks.contains(where: {
                            $0.kind == mark.kind && ShopMatcher.same(mark.value, $0.value, kind: mark.kind)
                        }) {
                            found.insert(shop)
                        }
                    }
                }
                continue
            }
            if characters.count < Self.boundedLength {
                for shop in shortLineShops where !found.contains(shop) && sharesLine(mark.value, shop: shop) {
                    found.insert(shop)
                }
            }
            shared.removeAll(keepingCapacity: true)
            for (key, count) in Self.trigrams(characters) {
                for position in Self.range(of: key, in: gramKeys) {
                    shared[gramLines[position], default: 0] += min(count, gramCounts[position])
                }
            }
            for (line, common) in shared
            where common >= Self.leastShared(characters.count, Int(lineLengths[Int(line)]))
                && !found.contains(lineShops[Int(line)])
                && ShopMatcher.same(mark.value, lineValues[Int(line)], kind: .address)
            {
                found.insert(lineShops[Int(line)])
            }
        }
        return found.sorted().map { shops[Int($0)] }
    }

    /// Whether one of the address lines of the shop at `shop` is `same` as `line`.
    private func sharesLine(_ line: String, shop: Int32) -> Bool {
        shops[Int(shop)].fingerprint.marks.contains {
            $0.kind == .address && ShopMatcher.same(line, $0.value, kind: .address)
        }
    }

    /// How many trigrams two address lines of these lengths share at least when `same` takes
    /// them for one: `longer - 2 - 3k` with `k` the edits it allows.
    static func leastShared(_ a: Int, _ b: Int) -> Int32 {
        let longer = max(a, b)
        let allowed = ShopMatcher.allowedSlips(longer: longer, kind: .address)
        return Int32(longer - gram + 1 - gram * allowed)
    }

    /// A number for each character: its scalar, or a hash of its scalars when it has several
    /// (two characters with one number only make the index name more shops). Characters that
    /// compare equal (`É` and `E` with a combining accent) get the same number: their scalars
    /// are taken in composed form.
    static func codes(_ value: String) -> [UInt64] {
        value.map { character in
            if character.isASCII, let scalar = character.unicodeScalars.first { return UInt64(scalar.value) }
            let scalars = String(character).precomposedStringWithCanonicalMapping.unicodeScalars
            if scalars.count == 1, let scalar = scalars.first { return UInt64(scalar.value) }
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for scalar in scalars { hash = (hash ^ UInt64(scalar.value)) &* 0x100_0000_01b3 }
            return 0x11_0000 | (hash & 0xF_FFFF)
        }
    }

    /// The hashed value and each of its one-character deletions, tagged with the kind.
    static func deletionKeys(_ characters: [UInt64], kind: ShopFingerprint.MarkKind) -> [UInt64] {
        let tag = UInt64(ShopFingerprint.MarkKind.allCases.firstIndex(of: kind) ?? 0)
        return (-1..<characters.count).map { skipped in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ tag
            for (position, code) in characters.enumerated() where position != skipped {
                hash = (hash ^ code) &* 0x100_0000_01b3
                hash ^= hash >> 29
            }
            return hash
        }
    }

    /// Each distinct trigram of a line (three 21-bit characters side by side) and how often it occurs.
    static func trigrams(_ characters: [UInt64]) -> [UInt64: Int32] {
        var counts: [UInt64: Int32] = [:]
        guard characters.count >= gram else { return counts }
        for start in 0...(characters.count - gram) {
            let key = characters[start] << 42 | characters[start + 1] << 21 | characters[start + 2]
            counts[key, default: 0] += 1
        }
        return counts
    }

    /// The positions of `key` in the sorted `keys`.
    static func range(of key: UInt64, in keys: [UInt64]) -> Range<Int> {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < keys.count, keys[end] == key { end += 1 }
        return low..<end
    }
}
