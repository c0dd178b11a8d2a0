import Foundation

extension ReadDocument {
    /// For an e-mail: the day it was sent where it was written (`MailMessage.localDay`).
    public var mailSentDay: (year: Int, month: Int, day: Int)? {
        guard let mail, let date = mail.date else { return nil }
        return MailMessage.localDay(of: date, offsetSeconds: mail.dateOffsetSeconds)
    }
}
