import Reading

extension Booking {
    /// `terminal 5, seat 14C, ref K7XQ2M`: the details a traveller looks up, in one line.
    public var detailsLine: String {
        var extras: [String] = []
        if let terminal { extras.append("terminal \(terminal)") }
        if let platform { extras.append("platform \(platform)") }
        if let seat { extras.append("seat \(seat)") }
        if let room { extras.append(room) }
        if let reference { extras.append("ref \(reference)") }
        return extras.joined(separator: ", ")
    }

    /// `–10:05` on the same day, ` – 2025-03-17 11:00` on another; empty without an end.
    public var untilText: String {
        guard let end = endAt else { return "" }
        if let start = startAt, start.date == end.date, let time = end.time { return "–\(time)" }
        return " – " + end.readable
    }

    /// `2025-03-10 07:45–10:05`: when it starts and ends (`?` without a start).
    public var whenText: String { (startAt?.readable ?? "?") + untilText }
}
