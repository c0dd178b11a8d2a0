import Foundation

/// The word tables `MerchantFinder` reads the top of a receipt with: words of addresses, of
/// lines that are never a shop's name, of places, streets and web addresses, and the words
/// that end a company name.
extension MerchantFinder {
    /// Words of addresses. The line right above a bare legal form may hold one (`Nando's
    /// Chickenland Malaysia` / `Sdn Bhd`) and still be the name.
    static let addressWords = [
        "jalan", "jln", "lorong", "taman", "jaya", "no", "lot", "street", "st", "road", "rd", "avenue",
        "ave", "blvd", "lane", "plz", "pkwy", "hwy", "strasse", "str", "platz", "weg", "allee", "rue", "avenue",
        "place",
        "calle", "avda", "plaza", "via", "viale", "piazza", "corso", "straat", "laan", "plein",
        "dorpsstraat", "floor", "suite", "unit", "level", "building", "bandar", "kawasan", "seksyen",
        // a shop's place in a mall (`Cafe Court Lower Ground-Dubai Mall`)
        "lower ground", "upper ground", "ground floor",
        "johor", "selangor", "kuala", "lumpur", "malaysia",
    ]

    /// Words of lines that are never the shop's name.
    static let skipWords =
        addressWords + [
            // contact and ids
            "tel", "telefon", "phone", "ph", "fax", "email", "mail", "www", "http", "https", "com",
            "gst", "reg", "registration", "co reg", "company no", "vat", "ust", "ustid", "ust idnr",
            "steuernr", "steuer", "siret", "siren", "nif", "cif", "iva", "piva", "abn", "kvk", "btw",
            "org", "mwst", "ico", "dic", "uid", "number", "nummer", "numero",
            // the customer of an invoice, notices
            "bill to", "bil to", "sold to", "ship to", "customer", "kunde", "client", "goods",
            // titles and slogans
            "receipt", "invoice", "tax invoice", "simplified", "kassenbon", "rechnung", "quittung", "beleg",
            "facture", "ticket", "factura", "documento", "commerciale", "scontrino", "bon", "kwitansi",
            "cash sale", "cash bill", "official receipt", "welcome", "willkommen", "bienvenue",
            "benvenuti", "bienvenido", "welkom", "selamat", "thank", "thanks", "danke", "merci", "grazie",
            "gracias", "bedankt", "terima", "kasih", "page", "booking", "confirmation", "date", "datum",
            "cashier", "kasse", "table", "server", "member", "copy", "cash", "formerly", "licensee", "counter",
            "salesperson", "order", "carry out", "dine in", "shopping hours", "opening hours",
            // the same run together, as the deep-learning engine reads words printed close
            "carryout", "dinein",
            // staff and guests (`Host: JULIANA`, `Waiter 58 IRYNA P`), a survey's or a page's call
            "host", "waiter", "waitress", "guests", "survey", "follow us", "like us",
            // a notice to the customer (`Your order number is`), not a name
            "your",
            "business hours", "offnungszeiten",
            "horaires",
            // column headings
            "desc", "description", "price", "qty", "amount", "amt", "item", "code", "artikel", "menge",
        ]

    /// Words stamped or printed alone across a receipt: what state the paper is in, not who
    /// issued it. A line of these words alone is never the name (`ORIGINAL PANCAKE HOUSE` is).
    static let stampWords: Set<String> = [
        "posted", "paid", "duplicate", "reprint", "reprinted", "void", "voided", "cancelled", "canceled",
        "copy", "original", "lunas", "bezahlt", "storno", "kopie", "paye", "annule", "duplicata", "pagado",
        "anulado", "pagato", "annullato", "betaald",
        // the kind of transaction a card terminal heads its slip with, and the list below it
        "purchase", "purchases", "sale", "sales", "refund", "refunds", "product", "products",
    ]

    /// Words that point at a business without naming it: a line of these and words for a kind
    /// of business alone (`OUR STORE`, `THE RESTAURANT`) names no one.
    static let pointingWords: Set<String> = ["the", "our", "this", "der", "die", "das", "le", "la", "el"]

    /// Words of social media: a line that names one calls the customer to a page, it is no name.
    static let socialWords: Set<String> = ["instagram", "facebook", "twitter", "tiktok", "yelp", "tripadvisor"]

    /// `skipWords` as a table, built once: asked of every line at the top.
    static let skipTable = KeywordTable(skipWords)

    /// The skip words that are not address words.
    static let nonAddressSkipWords = skipWords.filter { !addressWords.contains($0) }

    /// Address words that name a town, district or state rather than a street: a branch is
    /// often named after one (`BHPetrol Permas Jaya 2`).
    static let placeWords = ["taman", "jaya", "bandar", "seksyen", "johor", "selangor", "kuala", "lumpur", "malaysia"]

    /// The skip words without the place words.
    static let skipWordsBesidesPlaces = skipWords.filter { !placeWords.contains($0) }

    /// `skipWordsBesidesPlaces` as a table, built once.
    static let skipTableBesidesPlaces = KeywordTable(skipWordsBesidesPlaces)

    /// The address words that are no place words: streets, lots, floors.
    static let streetWords = addressWords.filter { !placeWords.contains($0) }

    /// Endings of street names (German compounds such as `Pohlweg`, `Hauptstrasse`; OCR reads
    /// `ß` as `B`, folded here to `b`).
    static let streetSuffixes = [
        "strasse", "strabe", "str", "weg", "platz", "allee", "gasse", "damm", "ring", "ufer", "steig",
        "straat", "laan", "gracht", "plein", "road", "street",
    ]

    /// Parts of web and e-mail addresses that are no word of a name.
    static let webWords: Set<String> = [
        "www", "http", "https", "com", "m", "my", "net", "org", "facebook", "instagram",
    ]

    /// Words that end a company name and never start one.
    static let nameEndings: Set<String> = [
        "sdn", "bhd", "berhad", "enterprise", "enterprises", "trading", "gmbh", "ltd", "limited", "inc", "llc",
        "corp", "plc", "co",
    ]

    /// Titles of the document, printed under the seller's header.
    static let documentTitles = ["tax invoice", "invoice", "receipt", "cash bill", "cash sale", "official receipt"]

    /// Labels of the company that owns a shop (`Owned By:`, `Dimiliki oleh`, `Betreiber:`).
    static let ownerLabels = ["owned by", "dimiliki oleh", "operated by", "betreiber", "exploite par"]
}
