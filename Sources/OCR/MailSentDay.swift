import Foundation

extension ReadDocument {
    /// For an e-mail: the day it was sent where it was written (its `Date:` header read in the
    /// header's own offset, so a message sent at 23:30 in New York is of that day, not the next).
    public var mailSentDay: (year: Int, month: Int, day: Int)? {
        guard let date = mail?.date else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: mail?.dateOffsetSeconds ?? 0) ?? .gmt
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
        return (year, month, day)
    }
}
