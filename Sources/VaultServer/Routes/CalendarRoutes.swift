import Foundation
import Hummingbird
import Reading
import Vault

/// `/calendar.ics`: the bookings as a calendar to subscribe to, behind the token like every
/// page (a calendar program sends it as the password of HTTP Basic authentication, or as a
/// bearer token). Every upcoming booking, or with `?journey=SLUG` all of that journey's; the
/// same file `vault journey ics` writes, with `TZID` times and stable UIDs.
struct CalendarRoutes {
    static let path = "/calendar.ics"
    let vault: Vault

    func add(to router: Router<BasicRequestContext>) {
        router.get(RouterPath(stringLiteral: Self.path)) { request, _ -> Response in
            let slug = request.uri.queryParameters.get("journey")
            let text: String
            if let slug {
                let journey = try vault.journey(slug: slug)
                text = ICalendarWriter(name: journey.name).calendar(try vault.bookings(BookingQuery(journey: slug)))
            } else {
                let upcoming = try vault.bookings(BookingQuery(from: Self.today()))
                text = ICalendarWriter(name: "vault bookings").calendar(upcoming)
            }
            var response = PageRenderer.response(text, type: "text/calendar; charset=utf-8")
            response.headers[.contentDisposition] = "inline; filename=\"\(slug ?? "vault").ics\""
            return response
        }
    }

    /// Today in the machine's time zone.
    static func today() -> CalendarDate? {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
        return CalendarDate(year: year, month: month, day: day)
    }
}
