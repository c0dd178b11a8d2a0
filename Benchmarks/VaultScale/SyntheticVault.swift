import Foundation
import Reading
import Vault

/// A deterministic random number generator (SplitMix64), so a seed always makes the same vault.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Makes a large vault through the library (no files read, no OCR): journeys, and documents
/// whose pages read like receipts, invoices, booking confirmations and letters, with their
/// expenses. Shared by every scale measurement.
struct SyntheticVault {
    var documents: Int
    var journeys: Int
    var seed: UInt64
    var batch = 2000

    struct Place {
        var city: String
        var currency: String
        var street: String
    }

    static let places = [
        Place(city: "Paris", currency: "EUR", street: "Rue de Rivoli"),
        Place(city: "Berlin", currency: "EUR", street: "Friedrichstraße"),
        Place(city: "München", currency: "EUR", street: "Maximilianstraße"),
        Place(city: "Roma", currency: "EUR", street: "Via del Corso"),
        Place(city: "Madrid", currency: "EUR", street: "Calle Mayor"),
        Place(city: "Amsterdam", currency: "EUR", street: "Damrak"),
        Place(city: "London", currency: "GBP", street: "Oxford Street"),
        Place(city: "Zürich", currency: "CHF", street: "Bahnhofstrasse"),
        Place(city: "New York", currency: "USD", street: "Broadway"),
        Place(city: "Tokyo", currency: "JPY", street: "Chuo-dori"),
        Place(city: "Kuala Lumpur", currency: "MYR", street: "Jalan Bukit Bintang"),
        Place(city: "København", currency: "DKK", street: "Strøget"),
    ]

    static let merchants = [
        "Café de Flore", "Brasserie Le Comptoir", "Hôtel du Louvre", "Taxi Parisien", "Monoprix", "Musée d'Orsay",
        "REWE Markt", "Bäckerei Müller", "Gasthof Zur Post", "Aral Tankstelle", "Deutsche Bahn", "Parkhaus Mitte",
        "Trattoria da Mario", "Hotel Artemide", "Conad", "Galleria Borghese", "Restaurante Botín", "Mercadona",
        "Albert Heijn", "Eetcafé De Kroon", "Pret A Manger", "Tesco Express", "The Crown Pub", "Boots Pharmacy",
        "Sprüngli", "Migros", "SBB CFF FFS", "Blue Moon Diner", "Whole Foods Market", "Yellow Cab", "MoMA",
        "Ichiran Ramen", "FamilyMart", "Tokyo Metro", "Kedai Runcit Sdn Bhd", "Nasi Kandar Pelita", "Netto",
        "Laverie Express", "Apotheke am Markt", "Librairie Galignani",
    ]

    static let items = [
        "Espresso", "Cappuccino", "Croissant", "Baguette", "Wasser", "Bier", "Vino rosso", "Pizza Margherita",
        "Salade niçoise", "Crème brûlée", "Sandwich", "Orangensaft", "Brezel", "Käse", "Milch", "Äpfel", "Tomaten",
        "Pasta", "Olivenöl", "Schokolade", "Ticket", "Eintritt", "Parking 2h", "Diesel", "Super E10", "Zimmer",
        "City tax", "Frühstück", "Dinner", "Lunch menu", "Tapas", "Paella", "Sushi set", "Ramen", "Green tea",
        "Souvenir", "Postcard", "Stamps", "Shampoo", "Ibuprofen", "Sunscreen", "Umbrella", "Guidebook", "Map",
    ]

    static let prose = [
        "Thank you for your visit", "Vielen Dank für Ihren Einkauf", "Merci de votre visite", "Grazie e arrivederci",
        "Please keep this receipt", "Bitte Beleg aufbewahren", "Prices include VAT", "Alle Preise inkl. MwSt",
        "TVA incluse", "Reservation confirmed for", "Check-in from 15:00", "Cancellation free until",
        "Payment due within 14 days", "Zahlbar innerhalb von 14 Tagen", "Paiement à réception de facture",
    ]

    /// Journeys one after another from 2015 on, 4 to 14 days each, in one place's currency.
    func makeJourneys(in vault: Vault, rng: inout SeededGenerator) throws -> [(Journey, Place)] {
        var start = CalendarDate(year: 2015, month: 1, day: 5)!
        var made: [(Journey, Place)] = []
        for index in 0..<journeys {
            let place = Self.places[Int.random(in: 0..<Self.places.count, using: &rng)]
            let length = Int.random(in: 4...14, using: &rng)
            let end = start.adding(days: length - 1)
            let journey = try vault.addJourney(
                Journey(
                    slug: "trip-\(index + 1)", name: "\(place.city) \(start.year)", destination: place.city,
                    startDate: start, endDate: end, currency: place.currency))
            made.append((journey, place))
            start = end.adding(days: Int.random(in: 3...20, using: &rng))
        }
        return made
    }

    /// Generates everything; `progress` is told how many documents are in.
    func generate(into vault: Vault, progress: (Int) -> Void) throws {
        var rng = SeededGenerator(state: seed)
        let trips = try makeJourneys(in: vault, rng: &rng)
        var done = 0
        while done < documents {
            let count = min(batch, documents - done)
            var batchDocuments: [TextDocument] = []
            batchDocuments.reserveCapacity(count)
            for offset in 0..<count {
                batchDocuments.append(document(number: done + offset, trips: trips, rng: &rng))
            }
            try vault.addTextDocuments(batchDocuments)
            done += count
            progress(done)
        }
    }

    func document(number: Int, trips: [(Journey, Place)], rng: inout SeededGenerator) -> TextDocument {
        let (journey, place) = trips[Int.random(in: 0..<trips.count, using: &rng)]
        let length = (journey.endDate?.dayNumber ?? 0) - (journey.startDate?.dayNumber ?? 0)
        let day = (journey.startDate ?? CalendarDate(year: 2020, month: 1, day: 1)!)
            .adding(days: Int.random(in: 0...max(0, length), using: &rng))
        let roll = Int.random(in: 0..<100, using: &rng)
        let merchant = Self.merchants[Int.random(in: 0..<Self.merchants.count, using: &rng)]
        let digits = CurrencyCode.minorUnitDigits(place.currency) ?? 2
        let date = String(format: "%02d.%02d.%04d", day.day, day.month, day.year)
        switch roll {
        case 0..<85, 85..<93:
            let invoice = roll >= 85
            var lines = [merchant, "\(Int.random(in: 1...300, using: &rng)) \(place.street)", place.city]
            if invoice {
                lines += ["INVOICE No. \(2024_0000 + number)", "Invoice date: \(date)", "Bill to: A. Traveller"]
            } else {
                lines.append(
                    "\(date) \(String(format: "%02d:%02d", Int.random(in: 7...22, using: &rng), Int.random(in: 0...59, using: &rng)))"
                )
            }
            var total = Decimal(0)
            for _ in 0..<Int.random(in: 1...8, using: &rng) {
                let minor = Int.random(in: digits == 0 ? 100...5000 : 150...4500, using: &rng)
                let price = Decimal(minor) / (digits == 0 ? 1 : 100)
                total += price
                let item = Self.items[Int.random(in: 0..<Self.items.count, using: &rng)]
                lines.append("\(item)    \(Money.format(price, digits: digits))")
            }
            lines.append("TOTAL \(place.currency)    \(Money.format(total, digits: digits))")
            lines.append(Self.prose[Int.random(in: 0..<Self.prose.count, using: &rng)])
            lines.append("Receipt \(number + 100_000)")
            return TextDocument(
                name: "doc-\(number + 1).pdf", pages: [lines.joined(separator: "\n")],
                kind: invoice ? .invoice : .receipt,
                journey: journey.slug, importedAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(number) * 60),
                fields: .init(merchant: merchant, total: total, currency: place.currency, date: day))
        case 93..<98:
            let text = [
                "Booking confirmation", "Reservation \(number + 500_000)", merchant, place.city,
                Self.prose[Int.random(in: 9..<12, using: &rng)] + " \(date)", "Guest: A. Traveller",
            ].joined(separator: "\n")
            return TextDocument(
                name: "booking-\(number + 1).pdf", pages: [text], kind: .booking, journey: journey.slug,
                importedAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(number) * 60))
        default:
            let pages = (0..<Int.random(in: 2...4, using: &rng)).map { _ in
                (0..<30).map { _ in
                    Self.prose[Int.random(in: 0..<Self.prose.count, using: &rng)] + " "
                        + Self.items[Int.random(in: 0..<Self.items.count, using: &rng)] + " \(place.city)."
                }.joined(separator: " ")
            }
            return TextDocument(
                name: "letter-\(number + 1).pdf", pages: pages, kind: .other,
                importedAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(number) * 60))
        }
    }
}

extension CalendarDate {
    /// The day `days` later (earlier when negative).
    func adding(days: Int) -> CalendarDate {
        // civil_from_days (Howard Hinnant), the inverse of `dayNumber`.
        let z = dayNumber + days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return CalendarDate(year: year, month: month, day: day) ?? self
    }
}
