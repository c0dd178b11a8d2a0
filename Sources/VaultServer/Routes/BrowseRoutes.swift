import Foundation
import HTTPTypes
import Hummingbird
import Reading
import Vault

/// Journeys, a journey with its charts, a document, its files, and search.
struct BrowseRoutes {
    let vault: Vault
    let pages: PageRenderer
    let images: PageImages

    func add(to router: Router<BasicRequestContext>) {
        router.get("/") { _, _ in try journeys() }
        router.get("/journeys/:slug") { _, context in
            try journey(slug: try context.parameters.require("slug"))
        }
        router.get("/documents/:id") { _, context in try document(id: try Self.id(context)) }
        router.get("/documents/:id/file") { _, context in try original(id: try Self.id(context)) }
        router.get("/documents/:id/pages/:number") { _, context -> Response in
            guard let number = context.parameters.get("number", as: Int.self) else {
                throw HTTPError(.notFound, message: "No such page.")
            }
            guard let picture = try await images.picture(documentId: try Self.id(context), page: number) else {
                throw HTTPError(.notFound, message: "This document has no picture of page \(number).")
            }
            var response = PageRenderer.bytes(picture.bytes, type: picture.type)
            response.headers[.cacheControl] = "private, max-age=3600"
            return response
        }
        router.get("/search") { request, _ in
            try search(request.uri.queryParameters.get("q") ?? "")
        }
    }

    /// The numeric id in the path; anything else (`..`, `%2e%2e`, names) is not found.
    static func id(_ context: BasicRequestContext, _ name: String = "id") throws -> Int64 {
        guard let id = context.parameters.get(name, as: Int64.self), id > 0 else {
            throw HTTPError(.notFound, message: "No such item.")
        }
        return id
    }

    /// How many days ahead the front page's "Coming up" looks.
    static let upcomingDays = 14

    private func journeys() throws -> Response {
        let counts = try vault.documentCounts()
        let rows: [[String: Any]] = try vault.journeys().map { journey in
            let confirmed = try vault.report(
                ExpenseSelection(journey: journey.slug, statuses: [.confirmed]), grouping: .category)
            let drafts = try vault.report(
                ExpenseSelection(journey: journey.slug, statuses: [.draft]), grouping: .category)
            return [
                "slug": journey.slug, "name": journey.name, "dates": Presentation.dates(journey),
                "documents": journey.id.flatMap { counts[$0] } ?? 0,
                "confirmed": Presentation.totals(confirmed), "drafts": Presentation.totals(drafts),
            ]
        }
        // What is next, as `vault upcoming` lists it: bookings under way or starting within
        // two weeks, with their journey.
        let today = CalendarDate.today()
        let slugs = try vault.journeySlugs()
        let upcoming: [[String: String]] = try vault.bookings(
            BookingQuery(from: today, until: today.adding(days: Self.upcomingDays))
        ).map { booking in
            var row = ["when": booking.whenText, "title": booking.title]
            if let slug = booking.journeyId.flatMap({ slugs[$0] }) { row["journey"] = slug }
            return row
        }
        return pages.html(
            "journeys",
            [
                "upcoming": upcoming, "hasUpcoming": !upcoming.isEmpty,
                "journeys": rows, "hasJourneys": !rows.isEmpty,
                "unfiled": String.counted(try vault.documents(.unfiled).count, "unfiled document"),
                "waiting": String.counted(try vault.reviewQueue().count, "draft"),
            ])
    }

    private func journey(slug: String) throws -> Response {
        let journey = try vault.journey(slug: slug)
        let selection = ExpenseSelection(journey: slug, statuses: [.confirmed, .draft])
        let byCategory = try vault.report(selection, grouping: .category)
        let byDay = try vault.report(selection, grouping: .day)
        var charts: [[String: Any]] = []
        for section in byCategory.sections {
            charts.append([
                "caption": "By category (\(section.currency))", "svg": SVGCharts.bars(section, grouping: .category),
            ])
        }
        for section in byDay.sections {
            charts.append(["caption": "By day (\(section.currency))", "svg": SVGCharts.columns(section)])
        }
        let categories = Dictionary(
            byCategory.entries.compactMap { entry in entry.expense.id.map { ($0, entry.category ?? "") } },
            uniquingKeysWith: { first, _ in first })
        let expenses: [[String: Any]] = try vault.expenses(journey: slug).map { expense in
            [
                "id": expense.id ?? 0, "date": expense.date?.description ?? "–",
                "merchant": expense.merchant ?? "–", "total": Presentation.amount(expense),
                "category": expense.id.flatMap { categories[$0] } ?? "", "status": expense.status.rawValue,
                "reviewable": expense.status == .draft, "documentId": expense.documentId.map { "\($0)" } ?? "",
                "hasDocument": expense.documentId != nil,
            ]
        }
        // The bookings in time order, as `journey show` lists them.
        let itinerary: [[String: String]] = try vault.bookings(BookingQuery(journey: slug)).map { booking in
            var row = ["when": booking.whenText, "title": booking.title]
            if !booking.placeLine.isEmpty { row["place"] = booking.placeLine }
            if !booking.detailsLine.isEmpty { row["details"] = booking.detailsLine }
            // Each time is local to its place: say where (`America/New_York → Europe/Paris`).
            let zones = [booking.startZone, booking.endZone].compactMap { $0 }
            if let first = zones.first { row["zones"] = zones.last == first ? first : zones.joined(separator: " → ") }
            return row
        }
        let journeyId = journey.id ?? 0
        let places: [[String: Any]] = try vault.places(journeyId: journeyId).map { place in
            var row: [String: Any] = ["name": place.name, "done": place.done]
            let detail = [place.date?.description, place.category, place.address].compactMap { $0 }
            if !detail.isEmpty { row["detail"] = detail.joined(separator: ", ") }
            return row
        }
        let notes: [[String: String]] = try vault.journeyNotes(journeyId: journeyId).map { ["text": $0.text] }
        let documents: [[String: Any]] = try vault.documents(.journey(slug)).map { document in
            [
                "id": document.id ?? 0, "name": document.originalName, "kind": document.kind?.rawValue ?? "unknown",
                "pages": String.counted(document.pageCount, "page"),
            ]
        }
        let budget = try vault.budgetStatus(journey: slug)
        return pages.html(
            "journey",
            Presentation.budget(budget).merging([
                "slug": journey.slug, "name": journey.name, "dates": Presentation.dates(journey),
                "destination": journey.destination ?? "", "currency": journey.currency ?? "",
                "hasDestination": journey.destination != nil, "hasCurrency": journey.currency != nil,
                // Sums in several currencies are listed apart, and converted into the journey's
                // currency where rates allow (as `journey show` does).
                "totals": Presentation.totals(byCategory).enumerated().map {
                    ["text": $0.element, "separator": $0.offset == 0 ? "" : ", "]
                },
                "converted": Presentation.converted(try vault.spending(journey: slug)),
                "itinerary": itinerary, "hasItinerary": !itinerary.isEmpty,
                "places": places, "hasPlaces": !places.isEmpty, "notes": notes, "hasNotes": !notes.isEmpty,
                "charts": charts, "hasCharts": !charts.isEmpty,
                "expenses": expenses, "hasExpenses": !expenses.isEmpty, "documents": documents,
            ]) { first, _ in first })
    }

    private func document(id: Int64) throws -> Response {
        let document = try vault.document(id: id)
        let slugs = try vault.journeySlugs()
        let pictured = document.mediaType != .xml
        let pageRows: [[String: Any]] = try vault.pages(ofDocument: id).map { page in
            [
                "id": id, "number": page.number, "text": page.text, "source": page.source.rawValue,
                "image": pictured, "name": document.originalName,
            ]
        }
        let expenses: [[String: Any]] = try vault.expenses().filter { $0.documentId == id }.map(Self.expenseRow)
        return pages.html(
            "document",
            [
                "id": id, "name": document.originalName, "kind": document.kind?.rawValue ?? "unknown",
                "mediaType": document.mediaType.rawValue, "pageCount": String.counted(document.pageCount, "page"),
                "imported": Presentation.day(document.importedAt),
                "journey": document.journeyId.flatMap { slugs[$0] } ?? "", "pages": pageRows, "expenses": expenses,
                "hasJourney": document.journeyId.flatMap { slugs[$0] } != nil,
            ])
    }

    private static func expenseRow(_ expense: Expense) -> [String: Any] {
        [
            "id": expense.id ?? 0, "merchant": expense.merchant ?? "–", "total": Presentation.amount(expense),
            "date": expense.date?.description ?? "", "status": expense.status.rawValue,
            "reviewable": expense.status == .draft,
        ]
    }

    /// The stored original, found by the document's id only, never by a path from the request.
    private func original(id: Int64) throws -> Response {
        let document = try vault.document(id: id)
        let data: Data
        do {
            data = try Data(contentsOf: vault.objectURL(of: document))
        } catch {
            throw HTTPError(.notFound, message: "The stored file of document \(id) is missing; run vault doctor.")
        }
        var response = PageRenderer.bytes(ByteBuffer(bytes: data), type: document.mediaType.rawValue)
        let name = document.originalName.filter { $0.isASCII && $0 != "\"" && $0 != "\\" && !$0.isNewline }
        response.headers[.contentDisposition] = "attachment; filename=\"\(name.isEmpty ? "document" : name)\""
        return response
    }

    private func search(_ query: String) throws -> Response {
        let hits: [[String: Any]] = try vault.pageTextHits(query).map { hit in
            [
                "documentId": hit.documentId, "name": hit.originalName, "page": hit.page,
                "snippet": Presentation.snippet(hit),
            ]
        }
        return pages.html(
            "search",
            ["query": query, "hits": hits, "count": String.counted(hits.count, "page"), "hasQuery": !query.isEmpty])
    }
}
