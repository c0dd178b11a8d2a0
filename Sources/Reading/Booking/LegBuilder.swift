/// Gathers labelled values into legs: a leg heading, or a value for a field the current leg
/// already has, starts the next leg.
struct LegBuilder {
    enum Slot: Hashable {
        case number, from, to, departure, arrival, terminal, platform, seat
        case hotel, address, checkIn, checkOut, room
        case pickUpPlace, pickUpTime, dropOffPlace, dropOffTime
    }

    struct Leg {
        var mode: TransportMode?
        var values: [Slot: DraftField<String>] = [:]
        /// The arrival was printed as a time alone and took the departure's day (NextDayArrival).
        var arrivalDayBorrowed = false

        subscript(slot: Slot) -> DraftField<String>? { values[slot] }

        func has(any slots: [Slot]) -> Bool { slots.contains { values[$0] != nil } }
    }

    private(set) var current = Leg()
    private var done: [Leg] = []

    /// Starts a new leg (after a heading such as `Return flight`).
    mutating func startLeg(mode: TransportMode?) {
        if !current.values.isEmpty { done.append(current) }
        current = Leg(mode: mode ?? current.mode)
    }

    /// Sets a labelled value; a second value for the same field starts the next leg.
    mutating func set(_ slot: Slot, _ field: DraftField<String>) {
        if current.values[slot] != nil { startLeg(mode: nil) }
        current.values[slot] = field
    }

    /// Sets a value found inside another one (a place in a departure line) only where none is.
    mutating func fill(_ slot: Slot, _ field: DraftField<String>) {
        if current.values[slot] == nil { current.values[slot] = field }
    }

    /// Marks the current leg's arrival as printed without a day of its own.
    mutating func borrowArrivalDay() {
        current.arrivalDayBorrowed = true
    }

    mutating func setMode(_ mode: TransportMode) {
        current.mode = mode
    }

    /// Every leg, in the order printed.
    func finished() -> [Leg] {
        current.values.isEmpty ? done : done + [current]
    }
}
