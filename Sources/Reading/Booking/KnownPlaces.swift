import Foundation

/// Cities travellers book for, with their airport codes and time zone: the place a booking
/// goes to (for naming a journey) and the zone its local times are in (for calendars).
/// A place not listed still files and lists; its calendar times stay local ("floating").
public enum KnownPlaces {
    public struct City: Sendable, Hashable {
        /// The name in English, as a journey is named after it.
        public var name: String
        /// IANA time zone identifier.
        public var timeZone: String
        /// Folded names the city is printed as, in several languages.
        var names: [String]
        /// IATA airport codes.
        var airports: [String]
    }

    static let cities: [City] = [
        City(
            name: "London", timeZone: "Europe/London", names: ["london"], airports: ["LHR", "LGW", "STN", "LCY", "LTN"]),
        City(name: "Paris", timeZone: "Europe/Paris", names: ["paris"], airports: ["CDG", "ORY"]),
        City(name: "Lyon", timeZone: "Europe/Paris", names: ["lyon"], airports: ["LYS"]),
        City(name: "Nice", timeZone: "Europe/Paris", names: ["nice"], airports: ["NCE"]),
        City(name: "Munich", timeZone: "Europe/Berlin", names: ["munchen", "munich"], airports: ["MUC"]),
        City(name: "Berlin", timeZone: "Europe/Berlin", names: ["berlin"], airports: ["BER"]),
        City(name: "Frankfurt", timeZone: "Europe/Berlin", names: ["frankfurt"], airports: ["FRA"]),
        City(name: "Hamburg", timeZone: "Europe/Berlin", names: ["hamburg"], airports: ["HAM"]),
        City(name: "Vienna", timeZone: "Europe/Vienna", names: ["wien", "vienna", "vienne"], airports: ["VIE"]),
        City(name: "Bregenz", timeZone: "Europe/Vienna", names: ["bregenz"], airports: []),
        City(name: "Zurich", timeZone: "Europe/Zurich", names: ["zurich"], airports: ["ZRH"]),
        City(name: "Geneva", timeZone: "Europe/Zurich", names: ["geneve", "geneva", "genf"], airports: ["GVA"]),
        City(name: "Amsterdam", timeZone: "Europe/Amsterdam", names: ["amsterdam"], airports: ["AMS"]),
        City(
            name: "Brussels", timeZone: "Europe/Brussels", names: ["bruxelles", "brussel", "brussels"],
            airports: ["BRU"]),
        City(name: "Rome", timeZone: "Europe/Rome", names: ["roma", "rome", "rom"], airports: ["FCO", "CIA"]),
        City(name: "Milan", timeZone: "Europe/Rome", names: ["milano", "milan", "mailand"], airports: ["MXP", "LIN"]),
        City(name: "Madrid", timeZone: "Europe/Madrid", names: ["madrid"], airports: ["MAD"]),
        City(name: "Barcelona", timeZone: "Europe/Madrid", names: ["barcelona"], airports: ["BCN"]),
        City(name: "Lisbon", timeZone: "Europe/Lisbon", names: ["lisboa", "lisbon", "lissabon"], airports: ["LIS"]),
        City(name: "Dublin", timeZone: "Europe/Dublin", names: ["dublin"], airports: ["DUB"]),
        City(name: "Edinburgh", timeZone: "Europe/London", names: ["edinburgh"], airports: ["EDI"]),
        City(name: "Oslo", timeZone: "Europe/Oslo", names: ["oslo"], airports: ["OSL"]),
        City(name: "Bergen", timeZone: "Europe/Oslo", names: ["bergen"], airports: ["BGO"]),
        City(name: "Stockholm", timeZone: "Europe/Stockholm", names: ["stockholm"], airports: ["ARN"]),
        City(name: "Copenhagen", timeZone: "Europe/Copenhagen", names: ["kobenhavn", "copenhagen"], airports: ["CPH"]),
        City(name: "Prague", timeZone: "Europe/Prague", names: ["praha", "prague", "prag"], airports: ["PRG"]),
        City(name: "New York", timeZone: "America/New_York", names: ["new york"], airports: ["JFK", "EWR", "LGA"]),
    ]

    /// The city of a place as printed: an airport code in parentheses (`(CDG)`), else a city
    /// name among its words (`Lyon Part-Dieu`, `75019 Paris, France`).
    public static func city(in text: String) -> City? {
        let codes = text.split(whereSeparator: { $0 == "(" || $0 == ")" || $0 == " " || $0 == "," })
            .map(String.init).filter { $0.count == 3 && $0 == $0.uppercased() }
        if let byCode = cities.first(where: { city in codes.contains { city.airports.contains($0) } }) {
            return byCode
        }
        let words = " " + KeywordMatcher.words(of: text).joined(separator: " ") + " "
        return cities.first { city in city.names.contains { words.contains(" \($0) ") } }
    }

    /// The time zone of a place as printed, when vault knows its city.
    public static func timeZone(of text: String?) -> TimeZone? {
        text.flatMap(city(in:)).flatMap { TimeZone(identifier: $0.timeZone) }
    }
}
