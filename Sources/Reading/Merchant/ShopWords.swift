/// Nouns that say what kind of business a name belongs to (`RESTORAN`, `STATIONERY`,
/// `Bäckerei`, `Pharmacie`), in the languages vault reads. A line near the top that holds one
/// is very likely the shop's name rather than its street or town.
enum ShopWords {
    /// Folded single words (see `KeywordMatcher.words(of:)`); long ones match with one OCR slip.
    static let words = [
        // English
        "restaurant", "cafe", "coffee", "bakery", "bakeries", "bistro", "kitchen", "bar", "pub", "grill",
        "pizza", "pizzeria", "noodle", "seafood", "food", "foods", "deli", "hotel", "motel", "inn", "hostel",
        "pharmacy", "chemist", "clinic", "stationery", "bookstore", "bookstores", "bookshop", "books",
        "hardware", "electrical", "electronics", "supermarket", "minimarket", "mart", "market", "store",
        "stores", "florist", "boutique", "company", "supply", "supplies",
        "distribution", "distributor", "marketing", "services", "station", "petrol", "garage", "motor",
        "motors", "salon", "confectionery", "optical", "telecommunications", "parking", "handicraft",
        // Malay
        "restoran", "kedai", "syarikat", "perniagaan", "pasar", "pasaraya", "farmasi", "kopitiam",
        "runcit", "borong",
        // German
        "backerei", "baeckerei", "apotheke", "gaststatte", "gasthaus", "gasthof", "metzgerei", "markt",
        "tankstelle", "buchhandlung", "drogerie", "konditorei", "imbiss", "kiosk",
        // French, Spanish, Italian, Dutch
        "boulangerie", "patisserie", "pharmacie", "brasserie", "librairie", "epicerie", "supermarche",
        "panaderia", "farmacia", "libreria", "mercado", "supermercado", "cafeteria", "trattoria",
        "osteria", "ristorante", "pasticceria", "panetteria", "bakkerij", "apotheek", "winkel",
    ]

    /// The words as a set, for exact lookups.
    static let exactly = Set(words)

    /// Whether the folded word is a word for a kind of business as printed, or its plural
    /// (`restaurants`, `stores`).
    static func isExactly(_ word: String) -> Bool {
        exactly.contains(word) || word.hasSuffix("s") && exactly.contains(String(word.dropLast()))
    }

    /// Whether a word of the line names a kind of business and another word names the business
    /// itself: `SYARIKAT PERNIAGAAN GIN KEE`, not the subtitle `BISTRO & CAFE`.
    static func namesShop(_ words: [String]) -> Bool {
        words.contains(where: isShopWord) && words.contains { $0.count >= 2 && !isShopWord($0) }
    }

    /// Whether one of the folded `words` is a word for a kind of business read a letter
    /// otherwise (`confectiunery`): a slip of the reading, not a spelling a shop would print.
    static func hasSlip(_ words: [String]) -> Bool {
        words.contains { word in
            // A plural (`restaurants`) is no slip.
            guard word.count >= 5, !isExactly(word) else { return false }
            return Self.words.contains { $0.count >= 5 && KeywordMatcher.similar(word, $0) }
        }
    }

    /// Whether the folded word names a kind of business, allowing one OCR slip in a long one.
    static func isShopWord(_ word: String) -> Bool {
        words.contains { KeywordMatcher.similar(word, $0) }
    }
}
