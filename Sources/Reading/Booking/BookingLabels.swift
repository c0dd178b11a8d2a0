/// The labels of booking confirmations in English, German and French, as `KeywordMatcher`
/// folds them (lower case, no diacritics), and what the value after each one is.
enum BookingLabels {
    /// What a labelled value is.
    enum Role: Sendable, Equatable {
        case reference
        /// A flight or train number; the label tells the mode (`Flight`, `Zug`).
        case number(TransportMode?)
        case carrier
        /// A departure or arrival: a time when the value holds a date, else a place.
        case departure, arrival
        case from, to
        /// `Oslo S → Bergen`.
        case route
        case terminal, platform, seat
        case hotel, address, checkIn, checkOut, room
        /// A car's pick-up or drop-off: a time when the value holds a date, else a place.
        case pickUp, dropOff
        case total
        /// A heading that starts a new leg (`Return flight`, `Hinflug`); it has no value.
        case leg(TransportMode?)
    }

    static let table: [(String, Role)] = [
        // references
        ("booking reference", .reference), ("booking reference pnr", .reference), ("pnr", .reference),
        ("booking code", .reference), ("booking number", .reference), ("confirmation number", .reference),
        ("confirmation code", .reference), ("reservation number", .reference), ("reservation code", .reference),
        ("buchungscode", .reference), ("buchungsnummer", .reference), ("reservierungsnummer", .reference),
        ("buchungsreferenz", .reference), ("reference de dossier", .reference), ("reference", .reference),
        ("numero de reservation", .reference), ("code de reservation", .reference), ("numero de dossier", .reference),
        // transport
        ("flight", .number(.flight)), ("flight number", .number(.flight)), ("flug", .number(.flight)),
        ("flugnummer", .number(.flight)), ("vol", .number(.flight)), ("numero de vol", .number(.flight)),
        ("train", .number(.train)), ("train number", .number(.train)), ("zug", .number(.train)),
        ("zugnummer", .number(.train)), ("numero de train", .number(.train)), ("bus", .number(.bus)),
        ("ferry", .number(.ferry)), ("vessel", .number(.ferry)), ("fahre", .number(.ferry)),
        ("airline", .carrier), ("carrier", .carrier), ("operator", .carrier), ("operated by", .carrier),
        ("fluggesellschaft", .carrier), ("compagnie", .carrier), ("transporteur", .carrier),
        ("departure", .departure), ("departs", .departure), ("abflug", .departure), ("abfahrt", .departure),
        ("depart", .departure), ("date et heure de depart", .departure), ("departure time", .departure),
        ("arrival", .arrival), ("arrives", .arrival), ("ankunft", .arrival), ("arrivee", .arrival),
        ("date et heure d arrivee", .arrival), ("arrival time", .arrival),
        ("from", .from), ("von", .from), ("origin", .from), ("departure station", .from),
        ("to", .to), ("nach", .to), ("destination", .to), ("arrival station", .to),
        ("journey", .route), ("route", .route), ("strecke", .route), ("trajet", .route),
        ("terminal", .terminal), ("platform", .platform), ("track", .platform), ("gleis", .platform),
        ("voie", .platform), ("quai", .platform),
        ("seat", .seat), ("seats", .seat), ("sitzplatz", .seat), ("platz", .seat), ("place", .seat),
        ("voiture place", .seat), ("coach seat", .seat), ("wagen platz", .seat),
        // stays
        ("hotel", .hotel), ("property", .hotel), ("accommodation", .hotel), ("unterkunft", .hotel),
        ("hebergement", .hotel), ("etablissement", .hotel),
        ("address", .address), ("adresse", .address),
        ("check in", .checkIn), ("anreise", .checkIn), ("check out", .checkOut), ("abreise", .checkOut),
        ("room", .room), ("room type", .room), ("zimmer", .room), ("zimmerkategorie", .room), ("chambre", .room),
        // car rental
        ("pick up", .pickUp), ("pick up location", .pickUp), ("pick up date", .pickUp), ("pickup", .pickUp),
        ("abholung", .pickUp), ("abholort", .pickUp), ("prise en charge", .pickUp),
        ("date de prise en charge", .pickUp), ("lieu de prise en charge", .pickUp),
        ("drop off", .dropOff), ("drop off location", .dropOff), ("drop off date", .dropOff), ("return", .dropOff),
        ("ruckgabe", .dropOff), ("ruckgabeort", .dropOff), ("restitution", .dropOff),
        ("date de restitution", .dropOff), ("lieu de restitution", .dropOff),
        // price
        ("total", .total), ("total paid", .total), ("total price", .total), ("total amount", .total),
        ("amount paid", .total), ("grand total", .total), ("gesamtpreis", .total), ("gesamtbetrag", .total),
        ("summe", .total), ("montant total paye", .total), ("montant total", .total), ("total ttc", .total),
        ("prix total", .total), ("total a payer", .total),
        // legs
        ("outbound flight", .leg(.flight)), ("return flight", .leg(.flight)), ("outbound", .leg(nil)),
        ("inbound", .leg(nil)), ("hinflug", .leg(.flight)), ("ruckflug", .leg(.flight)), ("hinfahrt", .leg(nil)),
        ("ruckfahrt", .leg(nil)), ("aller", .leg(nil)), ("retour", .leg(nil)), ("vol aller", .leg(.flight)),
        ("vol retour", .leg(.flight)),
    ]

    /// Titles of confirmations, which are never the brand.
    static let titles = [
        "booking confirmation", "your booking is confirmed", "e ticket", "itinerary", "buchungsbestatigung",
        "reservierungsbestatigung", "confirmation de reservation", "confirmation de location", "e billet",
    ]

    /// Words that give a document's mode of transport away when no label names it.
    static let modeWords: [(String, TransportMode)] = [
        ("airways", .flight), ("airlines", .flight), ("airline", .flight), ("flight", .flight), ("flug", .flight),
        ("vol", .flight), ("boarding", .flight), ("rail", .train), ("train", .train), ("zug", .train),
        ("bahn", .train), ("coach", .train), ("track", .train), ("gleis", .train), ("voie", .train),
        ("bus", .bus), ("ferry", .ferry), ("fahre", .ferry),
    ]

    /// Words before a place inside a departure or arrival value (`08:25 from Oslo S`).
    static let placeWords: Set<String> = ["from", "at", "ab", "von", "in", "an", "de", "a"]
    /// Words before a platform inside a value (`track 4`).
    static let platformWords: Set<String> = ["track", "platform", "gleis", "voie", "quai"]
}
