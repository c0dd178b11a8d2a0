import Reading

extension BookingField {
    /// The field's name in words for messages and calendars (`check-in`, `pick-up place`),
    /// where `name(for:)` is the JSON key (`checkIn`, `pickUpPlace`).
    public func label(for type: BookingType) -> String {
        switch name(for: type) {
        case "checkIn": return "check-in"
        case "checkOut": return "check-out"
        case "pickUp": return "pick-up"
        case "dropOff": return "drop-off"
        case "pickUpPlace": return "pick-up place"
        case "dropOffPlace": return "drop-off place"
        case let name: return name
        }
    }
}
