import Foundation
import OCR

/// Reads the properties of one reservation object by their paths (`reservationFor.departureTime`)
/// into booking fields, each sure and with the property as its evidence.
struct FieldReader {
    let root: JSONValue
    let schemaType: String

    /// The value at `path`, the first element where a step is an array.
    func value(_ path: String) -> JSONValue? {
        var current: JSONValue? = root
        for step in path.split(separator: ".") {
            if case .array(let values)? = current { current = values.first }
            current = current?[String(step)]
        }
        if case .array(let values)? = current { return values.first }
        return current
    }

    /// The text at `path`: a string or a number, spaces folded; nil when empty.
    func text(_ path: String) -> String? {
        guard let raw = value(path)?.text else { return nil }
        let folded = raw.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return folded.isEmpty ? nil : folded
    }

    /// A sure field of `value`, with evidence naming `path` (nil for an empty value).
    func field(_ value: String, path: String, printed: String? = nil) -> DraftField<String>? {
        guard !value.isEmpty else { return nil }
        let evidence = FieldEvidence(
            page: 0, line: 0, box: BoundingBox(x: 0, y: 0, width: 0, height: 0),
            text: "\(schemaType) \(path): \(printed ?? value)")
        var field = DraftField(value: value, confidence: 1, evidence: [evidence])
        field.reason = "schema.org markup \(path)"
        return field
    }

    mutating func set(_ key: BookingField, _ value: String?, path: String, into draft: inout BookingDraft) {
        guard let value, let field = field(value, path: path) else { return }
        draft.fields[key] = field
    }

    /// `Frankfurt Airport (FRA)`, `FRA`, `Paris Gare de Lyon`: a place's name with its IATA code.
    func place(_ path: String) -> String? {
        let name = text(path + ".name") ?? text(path)
        let code = text(path + ".iataCode").map { $0.uppercased() }
        switch (name, code) {
        case (let name?, let code?) where value(path)?.text == nil:
            return name.contains("(\(code))") ? name : "\(name) (\(code))"
        case (nil, let code?): return code
        default: return name
        }
    }

    /// The IANA zone of the place at `path`: an airport by its code, else by its address's
    /// town, its address, then its name (a hotel's name may hold another city's: `Casa do Rio`).
    func zone(ofPlace path: String) -> String? {
        let code = text(path + ".iataCode").map { "(\($0.uppercased()))" }
        let candidates = [code, text(path + ".address.addressLocality"), address(path + ".address"), place(path)]
        for candidate in candidates.compactMap({ $0 }) {
            if let zone = KnownPlaces.city(in: candidate)?.timeZone { return zone }
        }
        return nil
    }

    /// The time at `path` as local time in `zone` (see `MarkupTime.local(in:)`).
    mutating func setTime(_ key: BookingField, _ path: String, zone: String?, into draft: inout BookingDraft) {
        guard let raw = text(path), let time = MarkupTime(raw) else { return }
        guard let field = field(time.local(in: zone).description, path: path, printed: raw) else { return }
        draft.fields[key] = field
    }

    /// `LH 400` from `airline.iataCode` and `flightNumber` (unless the number already has it).
    func flightNumber() -> String? {
        guard let number = text("reservationFor.flightNumber") else { return nil }
        guard let code = text("reservationFor.airline.iataCode")?.uppercased(),
            !number.uppercased().hasPrefix(code)
        else { return number }
        return "\(code) \(number)"
    }

    mutating func flight(into draft: inout BookingDraft) {
        set(.number, flightNumber(), path: "reservationFor.flightNumber", into: &draft)
        set(
            .provider, text("reservationFor.airline.name") ?? text("reservationFor.provider.name"),
            path: "reservationFor.airline.name", into: &draft)
        set(.origin, place("reservationFor.departureAirport"), path: "reservationFor.departureAirport", into: &draft)
        set(.destination, place("reservationFor.arrivalAirport"), path: "reservationFor.arrivalAirport", into: &draft)
        setTime(
            .start, "reservationFor.departureTime", zone: zone(ofPlace: "reservationFor.departureAirport"),
            into: &draft)
        setTime(
            .end, "reservationFor.arrivalTime", zone: zone(ofPlace: "reservationFor.arrivalAirport"),
            into: &draft)
        set(
            .terminal, text("reservationFor.departureTerminal"), path: "reservationFor.departureTerminal",
            into: &draft)
        set(
            .seat, text("airplaneSeat") ?? text("reservedTicket.ticketedSeat.seatNumber"),
            path: value("airplaneSeat") != nil ? "airplaneSeat" : "reservedTicket.ticketedSeat.seatNumber",
            into: &draft)
    }

    /// A train or a bus: `trainNumber`/`busNumber`, stations or stops, platform, seat.
    mutating func ground(into draft: inout BookingDraft, bus: Bool) {
        let kind = bus ? "bus" : "train"
        let from = bus ? "reservationFor.departureBusStop" : "reservationFor.departureStation"
        let to = bus ? "reservationFor.arrivalBusStop" : "reservationFor.arrivalStation"
        var number = text("reservationFor.\(kind)Number")
        if let plain = number, plain.allSatisfy(\.isNumber), let name = text("reservationFor.\(kind)Name") {
            number = "\(name) \(plain)"
        }
        set(.number, number, path: "reservationFor.\(kind)Number", into: &draft)
        set(
            .provider, text("reservationFor.provider.name") ?? text("reservationFor.provider"),
            path: "reservationFor.provider.name", into: &draft)
        set(.origin, place(from), path: from, into: &draft)
        set(.destination, place(to), path: to, into: &draft)
        setTime(.start, "reservationFor.departureTime", zone: zone(ofPlace: from), into: &draft)
        setTime(.end, "reservationFor.arrivalTime", zone: zone(ofPlace: to), into: &draft)
        set(
            .platform, text("reservationFor.departurePlatform"), path: "reservationFor.departurePlatform",
            into: &draft)
        let seat = [
            text("reservedTicket.ticketedSeat.seatSection").map { "coach \($0)" },
            text("reservedTicket.ticketedSeat.seatNumber").map { "seat \($0)" },
        ].compactMap { $0 }
        set(
            .seat, seat.isEmpty ? nil : seat.joined(separator: ", "), path: "reservedTicket.ticketedSeat",
            into: &draft)
    }

    /// A postal address as one line: the text itself, or street, postcode and town, country.
    func address(_ path: String) -> String? {
        if let text = value(path)?.text { return text }
        let street = text(path + ".streetAddress")
        let town = [text(path + ".postalCode"), text(path + ".addressLocality")].compactMap { $0 }
            .joined(separator: " ")
        let country = text(path + ".addressCountry.name") ?? text(path + ".addressCountry")
        let parts = [street, town.isEmpty ? nil : town, country].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    mutating func lodging(into draft: inout BookingDraft) {
        set(.provider, text("reservationFor.name"), path: "reservationFor.name", into: &draft)
        set(.address, address("reservationFor.address"), path: "reservationFor.address", into: &draft)
        let zone = zone(ofPlace: "reservationFor")
        setTime(.start, "checkinTime", zone: zone, into: &draft)
        setTime(.end, "checkoutTime", zone: zone, into: &draft)
        set(
            .room, text("lodgingUnitDescription") ?? text("lodgingUnitType"), path: "lodgingUnitDescription",
            into: &draft)
    }

    mutating func rentalCar(into draft: inout BookingDraft) {
        let company =
            text("reservationFor.rentalCompany.name") ?? text("provider.name")
            ?? text("reservationFor.brand.name")
        set(.provider, company, path: "reservationFor.rentalCompany.name", into: &draft)
        let pickUp =
            address("pickupLocation.address").map { [text("pickupLocation.name"), $0] } ?? [text("pickupLocation.name")]
        let dropOff =
            address("dropoffLocation.address").map { [text("dropoffLocation.name"), $0] }
            ?? [text("dropoffLocation.name")]
        set(.origin, pickUp.compactMap { $0 }.first, path: "pickupLocation.name", into: &draft)
        set(.destination, dropOff.compactMap { $0 }.first, path: "dropoffLocation.name", into: &draft)
        setTime(.start, "pickupTime", zone: zone(ofPlace: "pickupLocation"), into: &draft)
        setTime(
            .end, "dropoffTime", zone: zone(ofPlace: "dropoffLocation") ?? zone(ofPlace: "pickupLocation"),
            into: &draft)
    }

    mutating func event(into draft: inout BookingDraft) {
        set(.provider, text("reservationFor.name"), path: "reservationFor.name", into: &draft)
        let venue = [text("reservationFor.location.name"), address("reservationFor.location.address")]
            .compactMap { $0 }.joined(separator: ", ")
        set(.address, venue.isEmpty ? nil : venue, path: "reservationFor.location", into: &draft)
        let zone = zone(ofPlace: "reservationFor.location")
        setTime(.start, "reservationFor.startDate", zone: zone, into: &draft)
        setTime(.end, "reservationFor.endDate", zone: zone, into: &draft)
        set(
            .seat, text("reservedTicket.ticketedSeat.seatNumber"), path: "reservedTicket.ticketedSeat.seatNumber",
            into: &draft)
    }

    /// `totalPrice` (a number, or a `PriceSpecification` with `price`), else `price`, with
    /// `priceCurrency`; the amount read exactly (`1184.60`, and `1.184,60` by vault's scanner).
    func price() -> (Decimal?, String?) {
        let raw = text("totalPrice.price") ?? text("totalPrice") ?? text("price") ?? text("reservedTicket.totalPrice")
        let currency =
            (text("totalPrice.priceCurrency") ?? text("priceCurrency")
            ?? text("reservedTicket.priceCurrency"))?.uppercased()
        guard let raw else { return (nil, currency) }
        let amount = Money.parseDecimal(raw) ?? AmountScanner.amounts(in: raw).first?.value
        return (amount, currency.flatMap { CurrencyCode.isKnown($0) ? $0 : nil })
    }
}
