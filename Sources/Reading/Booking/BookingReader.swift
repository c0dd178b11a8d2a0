import Foundation
import OCR

/// Reads the bookings of a confirmation: label and value lines (`Departure  Mon 10 Mar 2025
/// 07:45`, `Anreise  Fr, 02.05.2025 ab 14:00 Uhr`, `Restitution  Lyon Saint-Exupéry Aéroport`)
/// in English, German and French, grouped into legs: a leg heading (`Return flight`,
/// `Hinflug`) or a field printed a second time starts the next one. A leg with a hotel,
/// check-in or room is a stay, one with a pick-up or drop-off a car rental, one with a number,
/// a departure or an arrival a transport. The reference and the price belong to the document.
///
/// Each field carries how it was read (`bookingLabel`, `scannedPage` and how clearly its
/// characters read); `ConfidenceCalibration` sets its confidence. A pure function of the reading.
public enum BookingReader {
    /// The bookings in `pages` and the price; `receipt` (the receipt rules' reading) gives the
    /// brand and the price where no booking label does. `sentOn`, the day an e-mail was sent,
    /// gives a year to days printed without one (`Sat 14 Mar`): the first not before it.
    public static func read(
        _ pages: [RecognizedPage], receipt: ReceiptDraft, sentOn: CalendarDate? = nil
    ) -> BookingReading {
        let lines = ReceiptLine.lines(of: pages)
        let scanned = Set(pages.filter { $0.source == .ocr }.map(\.number))
        var legs = LegBuilder()
        var reference: DraftField<String>?
        var carrier: DraftField<String>?
        var total: (DraftField<Decimal>, DraftField<String>?)?
        for line in lines {
            guard let (role, rawValue) = label(of: line.text) else { continue }
            let value = BookingValues.cleaned(rawValue)
            let labelled = signals(of: line, scanned: scanned.contains(line.page))
            func field(_ text: String) -> DraftField<String> {
                DraftField(
                    value: text, score: labelled[.wordConfidence] ?? 1, evidence: [line.evidence], signals: labelled)
            }
            switch role {
            case .leg(let mode):
                legs.startLeg(mode: mode)
            case _ where value.isEmpty:
                continue
            case .reference:
                if reference == nil, let token = BookingValues.firstToken(of: value) { reference = field(token) }
            case .carrier:
                carrier = carrier ?? field(value)
            case .number(let mode):
                if let number = BookingValues.transportNumber(in: value) {
                    legs.set(.number, field(number))
                    if let mode { legs.setMode(mode) }
                }
            case .departure, .arrival, .pickUp, .dropOff, .checkIn, .checkOut:
                read(role, value: value, sentOn: sentOn, field: field, into: &legs)
            case .from: legs.set(.from, field(value))
            case .to: legs.set(.to, field(value))
            case .route:
                if let (from, to) = BookingValues.route(value) {
                    legs.fill(.from, field(from))
                    legs.fill(.to, field(to))
                }
            case .terminal: BookingValues.firstToken(of: value).map { legs.set(.terminal, field($0)) }
            case .platform: BookingValues.firstToken(of: value).map { legs.set(.platform, field($0)) }
            case .seat: legs.set(.seat, field(value))
            case .hotel: legs.set(.hotel, field(value))
            case .address: legs.set(.address, field(value))
            case .room: legs.set(.room, field(value))
            case .total:
                if let price = price(in: value, line: line, signals: labelled, receipt: receipt) { total = price }
            }
        }
        let brand = Self.brand(lines: lines, scanned: scanned, receipt: receipt)
        let documentMode = mode(of: lines)
        let bookings = legs.finished().compactMap {
            booking(from: $0, reference: reference, provider: carrier ?? brand, documentMode: documentMode)
        }
        if total == nil, let receiptTotal = receipt.total {
            total = (receiptTotal, receipt.currency)
        }
        return ConfidenceCalibration.calibrated(
            BookingReading(bookings: bookings, total: total?.0, currency: total?.1 ?? receipt.currency))
    }

    /// A label at the start of `text` and the text after it; the longest label wins.
    static func label(of text: String) -> (BookingLabels.Role, String)? {
        let tokens = text.split(whereSeparator: \.isWhitespace).map(String.init)
        var best: (BookingLabels.Role, Int)?
        for count in 1...min(6, max(1, tokens.count)) where count <= tokens.count {
            // Each token of the label must hold a word: `Seat 14C` is the label `Seat`, not `Seat 14C`.
            // (`Voiture / Place`: the slash is skipped; `2 × Seat reservation` is no label.)
            let token = tokens[count - 1]
            if KeywordMatcher.words(of: token).isEmpty {
                if token.contains(where: \.isNumber) || count == 1 { break }
                continue
            }
            let phrase = KeywordMatcher.words(of: tokens[0..<count].joined(separator: " ")).joined(separator: " ")
            if let role = labels[phrase] ?? fuzzyLabel(phrase) { best = (role, count) }
        }
        guard let (role, count) = best else { return nil }
        return (role, tokens[count...].joined(separator: " "))
    }

    private static let labels: [String: BookingLabels.Role] = Dictionary(
        BookingLabels.table.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })

    /// A label read with one wrong letter in a long word (`Buchungscod3`, `Ankunff`).
    private static func fuzzyLabel(_ phrase: String) -> BookingLabels.Role? {
        let words = phrase.split(separator: " ").map(String.init)
        guard words.contains(where: { $0.count >= 6 }) else { return nil }
        return BookingLabels.table.first { label, _ in
            let parts = label.split(separator: " ").map(String.init)
            return parts.count == words.count
                && zip(parts, words).allSatisfy { $0 == $1 || ($0.count >= 6 && KeywordMatcher.similar($1, $0)) }
        }?.1
    }

    /// A time-like role: a time when the value holds a day, else (for departures, arrivals,
    /// pick-ups and drop-offs) a place. A check-in without a day says nothing.
    private static func read(
        _ role: BookingLabels.Role, value: String, sentOn: CalendarDate?, field: (String) -> DraftField<String>,
        into legs: inout LegBuilder
    ) {
        // An arrival printed as a time alone is on its departure's day, or the next (NextDayArrival).
        let departure = role == .arrival ? legs.current[.departure].flatMap { LocalDateTime(iso: $0.value) } : nil
        if let (found, end) = BookingValues.dateTime(in: value, day: departure?.date, sentOn: sentOn) {
            var time = found
            // A printed `+1` says the day; else the day is settled once the leg's places are known.
            var borrowedDay = false
            if departure != nil, !BookingValues.hasDate(value, notBefore: departure?.date) {
                if let days = NextDayArrival.printedDays(in: value) {
                    time = LocalDateTime(date: time.date.adding(days: days), time: time.time)
                } else {
                    borrowedDay = true
                }
            }
            let slot: LegBuilder.Slot =
                switch role {
                case .departure: .departure
                case .arrival: .arrival
                case .pickUp: .pickUpTime
                case .dropOff: .dropOffTime
                case .checkIn: .checkIn
                default: .checkOut
                }
            var timeField = field(time.description)
            if time.time == nil { timeField.signals[.withoutTime] = 1 }
            legs.set(slot, timeField)
            if borrowedDay { legs.borrowArrivalDay() }
            let rest = String(value.dropFirst(min(end, value.count)))
            let (place, platform) = BookingValues.placeAndPlatform(in: rest)
            if let place { legs.fill(role == .arrival ? .to : .from, field(place)) }
            if let platform { legs.fill(.platform, field(platform)) }
            return
        }
        switch role {
        case .departure: legs.set(.from, field(value))
        case .arrival: legs.set(.to, field(value))
        case .pickUp: legs.set(.pickUpPlace, field(value))
        case .dropOff: legs.set(.dropOffPlace, field(value))
        default: break
        }
    }

    /// The amount on a total line and its currency (printed beside it, or as a code on the line).
    private static func price(
        in value: String, line: ReceiptLine, signals: FieldSignals, receipt: ReceiptDraft
    ) -> (DraftField<Decimal>, DraftField<String>?)? {
        guard let amount = AmountScanner.amounts(in: value).last(where: \.hasCents) else { return nil }
        // The receipt rules agreeing on the same amount makes it surer.
        var total = DraftField(
            value: amount.value, score: signals[.wordConfidence] ?? 1, evidence: [line.evidence], signals: signals)
        if receipt.total?.value == amount.value { total.signals[.agreesWithReceipt] = 1 }
        let code =
            amount.currency
            ?? value.split(whereSeparator: { !$0.isLetter }).map(String.init)
            .first { $0.count == 3 && $0 == $0.uppercased() && CurrencyCode.isKnown($0) }
        let currency = code.map {
            DraftField(value: $0, score: signals[.wordConfidence] ?? 1, evidence: [line.evidence], signals: signals)
        }
        return (total, currency ?? receipt.currency)
    }

    /// The brand at the head of the document: the largest print among its first lines (its
    /// first cell: `SKYLARK AIRWAYS   E-ticket receipt`), never a title such as `Booking confirmation`.
    private static func brand(lines: [ReceiptLine], scanned: Set<Int>, receipt: ReceiptDraft) -> DraftField<String>? {
        let head = lines.prefix(5).filter {
            $0.page == lines.first?.page && $0.text.contains(where: \.isLetter)
                && !KeywordMatcher.containsAny(BookingLabels.titles, in: $0.leadingCell.words, exact: true)
        }
        func printHeight(_ line: ReceiptLine) -> Int {
            let cellWords = line.leadingCell.text.split(whereSeparator: \.isWhitespace).count
            return line.recognized.prefix(max(1, cellWords)).map(\.box.height).max() ?? line.box.height
        }
        guard let largest = head.max(by: { printHeight($0) < printHeight($1) }) else { return receipt.merchant }
        let cell = largest.leadingCell
        var signals: FieldSignals = [.headOfDocument: 1]
        if scanned.contains(largest.page) {
            signals[.scannedPage] = 1
            signals[.wordConfidence] = largest.letterConfidence
        }
        return DraftField(
            value: cell.text, score: signals[.wordConfidence] ?? 1, evidence: [largest.evidence], signals: signals)
    }

    /// The mode of transport the document's words give away, if any.
    private static func mode(of lines: [ReceiptLine]) -> TransportMode? {
        var counts: [TransportMode: Int] = [:]
        for line in lines {
            for (word, mode) in BookingLabels.modeWords where line.words.contains(word) {
                counts[mode, default: 0] += 1
            }
        }
        return counts.max { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) }?.key
    }

    /// What a value read after a label on `line` carries: on a page read by OCR, how clearly
    /// its characters read (the least sure of its letters and digits).
    private static func signals(of line: ReceiptLine, scanned: Bool) -> FieldSignals {
        guard scanned else { return [.bookingLabel: 1] }
        return [.bookingLabel: 1, .scannedPage: 1, .wordConfidence: min(line.digitConfidence, line.letterConfidence)]
    }

    /// A finished leg as a booking, or `nil` when it holds too little to be one.
    private static func booking(
        from leg: LegBuilder.Leg, reference: DraftField<String>?, provider: DraftField<String>?,
        documentMode: TransportMode?
    ) -> BookingDraft? {
        var fields: [BookingField: DraftField<String>] = [:]
        fields[.reference] = reference
        let type: BookingType
        if leg.has(any: [.hotel, .checkIn, .checkOut, .room]) {
            type = .stay
            fields[.provider] = leg[.hotel] ?? provider
            fields[.address] = leg[.address]
            fields[.start] = leg[.checkIn]
            fields[.end] = leg[.checkOut]
            fields[.room] = leg[.room]
        } else if leg.has(any: [.pickUpTime, .pickUpPlace, .dropOffTime, .dropOffPlace]) {
            type = .rental
            fields[.provider] = provider
            fields[.origin] = leg[.pickUpPlace]
            fields[.destination] = leg[.dropOffPlace]
            fields[.start] = leg[.pickUpTime]
            fields[.end] = leg[.dropOffTime]
        } else if leg.has(any: [.number, .departure, .arrival]) {
            type = .transport
            fields[.provider] = provider
            fields[.number] = leg[.number]
            fields[.origin] = leg[.from]
            fields[.destination] = leg[.to]
            fields[.start] = leg[.departure]
            fields[.end] = leg[.arrival]
            if leg.arrivalDayBorrowed, var arrival = leg[.arrival], let end = LocalDateTime(iso: arrival.value),
                let start = leg[.departure].flatMap({ LocalDateTime(iso: $0.value) })
            {
                arrival.value =
                    NextDayArrival.settled(
                        end, departure: start, from: leg[.from]?.value, to: leg[.to]?.value
                    ).description
                fields[.end] = arrival
            }
            fields[.seat] = leg[.seat]
            fields[.terminal] = leg[.terminal]
            fields[.platform] = leg[.platform]
        } else {
            return nil
        }
        return BookingDraft(type: type, mode: type == .transport ? leg.mode ?? documentMode : nil, fields: fields)
    }
}
