import Foundation
import HTTPTypes
import Hummingbird
import OCR
import Reading
import Vault

/// The review queue: a draft's receipt with each field's evidence outlined, its fields to
/// accept, edit or reject. The queue and every change come from the `Vault` functions
/// `vault review` uses.
struct ReviewRoutes {
    let vault: Vault
    let pages: PageRenderer
    let images: PageImages

    /// The fields of a draft, in the order they are shown.
    static let fields: [(name: String, label: String, placeholder: String)] = [
        ("merchant", "Merchant", ""), ("total", "Total", "12.30"), ("currency", "Currency", "EUR"),
        ("date", "Date", "YYYY-MM-DD"),
    ]

    func add(to router: Router<BasicRequestContext>) {
        router.get("/review") { request, _ -> Response in
            let queue = try vault.reviewQueue(journey: Self.journeyFilter(request))
            guard let first = queue.first else { return pages.html("review", [:]) }
            return PageRenderer.redirect("/review/\(first)")
        }
        router.get("/review/:id") { request, context in
            try await review(id: try BrowseRoutes.id(context), message: request.uri.queryParameters.get("saved"))
        }
        router.post("/expenses/:id/accept") { _, context -> Response in
            let id = try BrowseRoutes.id(context)
            let expense = try vault.expense(id: id)
            let missing = expense.missingForConfirmation
            guard missing.isEmpty else {
                return try await review(
                    id: id, message: "Not accepted: it has no \(missing.joined(separator: " or ")) yet.",
                    isError: true, status: .unprocessableContent)
            }
            let next = try nextDraft(after: id)
            try vault.setStatus(.confirmed, ofExpenses: [id])
            return PageRenderer.redirect(next.map { "/review/\($0)" } ?? "/review")
        }
        router.post("/expenses/:id/reject") { _, context -> Response in
            let id = try BrowseRoutes.id(context)
            _ = try vault.expense(id: id)
            let next = try nextDraft(after: id)
            try vault.setStatus(.rejected, ofExpenses: [id])
            return PageRenderer.redirect(next.map { "/review/\($0)" } ?? "/review")
        }
        router.post("/expenses/:id/reject-duplicate") { _, context -> Response in
            let id = try BrowseRoutes.id(context)
            guard let original = try vault.possibleOriginal(ofExpense: id) else {
                return try await review(
                    id: id, message: "Expense \(id) is not flagged as a duplicate.", isError: true,
                    status: .unprocessableContent)
            }
            let next = try nextDraft(after: id)
            try vault.setStatus(.rejected, ofExpenses: [id])
            let message = "Rejected expense \(id) as a duplicate of expense \(original.id ?? 0)."
            let encoded = message.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            return PageRenderer.redirect(next.map { "/review/\($0)?saved=\(encoded)" } ?? "/review")
        }
        router.post("/expenses/:id/edit") { request, context -> Response in
            let id = try BrowseRoutes.id(context)
            var request = request
            let form = FormFields(String(buffer: try await request.collectBody(upTo: FormFields.maxBytes)))
            let expense = try vault.expense(id: id)
            // Only the fields that differ from what is stored are sent, so an unchanged field
            // keeps the reader's confidence and evidence.
            func changed(_ name: String, _ current: String?) -> String? {
                guard let value = form[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty,
                    value != (current ?? "")
                else { return nil }
                return value
            }
            var change = ExpenseChange(
                merchant: changed("merchant", expense.merchant), total: changed("total", expense.totalString),
                currency: changed("currency", expense.currency), date: changed("date", expense.date?.description))
            // Notes may be emptied, which clears them; a browser sends a textarea's lines
            // ended by CR LF.
            if let notes = form["notes"]?.replacingOccurrences(of: "\r\n", with: "\n")
                .trimmingCharacters(in: .whitespacesAndNewlines), notes != (expense.notes ?? "")
            {
                change.notes = notes
            }
            // The journey and category selects send `-` for none.
            let slug = try expense.journeyId.flatMap { try vault.journeySlugs()[$0] }
            if let choice = changed("journey", slug ?? "-") {
                change.journey = choice == "-" ? .unfile : .file(choice)
            }
            let category = try expense.categoryId.flatMap { try vault.categoryNames()[$0] }
            let newCategory = changed("category", category ?? "-")
            // The tags field holds every tag, separated by commas: what it adds and drops.
            let tags = TagEdit(current: try vault.expenseTags()[id] ?? [], typed: form["tags"])
            guard change != ExpenseChange() || newCategory != nil || !tags.isEmpty else {
                return PageRenderer.redirect("/review/\(id)?saved=Nothing+changed.")
            }
            do {
                if let newCategory { try vault.setCategory(ofExpense: id, to: newCategory == "-" ? nil : newCategory) }
                if !tags.added.isEmpty { try vault.tag(.expense(id), with: tags.added) }
                if !tags.removed.isEmpty { try vault.tag(.expense(id), with: tags.removed, remove: true) }
                guard change != ExpenseChange() else { return PageRenderer.redirect("/review/\(id)?saved=Saved.") }
                let result = try vault.editExpense(id: id, change)
                let note = ([result.refiling?.description].compactMap { $0 } + result.remarks).joined(separator: "; ")
                let message = "Saved." + (note.isEmpty ? "" : " \(note).")
                let encoded = message.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "Saved."
                return PageRenderer.redirect("/review/\(id)?saved=\(encoded)")
            } catch let error as VaultError {
                return try await review(
                    id: id, message: error.description, isError: true, status: .unprocessableContent)
            } catch let error as OrganiseError {
                return try await review(
                    id: id, message: error.description, isError: true, status: .unprocessableContent)
            }
        }
    }

    private static func journeyFilter(_ request: Request) -> String? {
        request.uri.queryParameters.get("journey").flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The draft after `id` in the queue (the first when `id` is the last), nil when `id`
    /// is the only one left.
    private func nextDraft(after id: Int64) throws -> Int64? {
        let queue = try vault.reviewQueue()
        guard let index = queue.firstIndex(of: id) else { return queue.first }
        let rest = Array(queue[(index + 1)...]) + Array(queue[..<index])
        return rest.first
    }

    private func review(
        id: Int64, message: String?, isError: Bool = false, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let queue = try vault.reviewQueue()
        guard let item = try vault.reviewItem(expenseId: id) else {
            let expense = try vault.expense(id: id)
            throw HTTPError(.notFound, message: "Expense \(id) is \(expense.status.rawValue), not a draft to review.")
        }
        let expense = item.expense
        let values: [String: String?] = [
            "merchant": expense.merchant, "total": expense.totalString, "currency": expense.currency,
            "date": expense.date?.description,
        ]
        let fieldRows: [[String: Any]] = Self.fields.map { field in
            let state = FieldState(expense: expense, field: field.name)
            return [
                "name": field.name, "label": field.label, "value": (values[field.name] ?? nil) ?? "",
                "placeholder": field.placeholder, "unsure": state.unsure, "confidence": state.confidenceText,
                "evidence": state.evidence.map(\.text).joined(separator: " · "), "reason": state.reason ?? "",
            ]
        }
        var canvases: [[String: Any]] = []
        if let document = item.document, let documentId = document.id {
            for page in 1...max(1, min(document.pageCount, 3)) {
                guard let canvas = try await images.canvas(of: document, page: page) else { continue }
                let boxes = Self.fields.flatMap { field -> [ReceiptCanvas.Box] in
                    let state = FieldState(expense: expense, field: field.name)
                    return state.evidence.filter { $0.page == page }.map {
                        ReceiptCanvas.Box(field: field.name, label: field.label, box: $0.box, unsure: state.unsure)
                    }
                }
                canvases.append([
                    "page": page,
                    "svg": ReceiptCanvas.svg(
                        imageURL: "/documents/\(documentId)/pages/\(page)", canvas: canvas, boxes: boxes),
                ])
            }
        }
        let journeys = try vault.journeys()
        let journeyOptions: [[String: Any]] =
            [["value": "-", "label": "unfiled", "selected": expense.journeyId == nil]]
            + journeys.map {
                ["value": $0.slug, "label": "\($0.name) (\($0.slug))", "selected": $0.id == expense.journeyId]
            }
        let categoryOptions: [[String: Any]] =
            [["value": "-", "label": "none", "selected": expense.categoryId == nil]]
            + (try vault.categories()).map {
                [
                    "value": $0.category.name, "label": $0.category.name,
                    "selected": $0.category.id == expense.categoryId,
                ]
            }
        let position = (queue.firstIndex(of: id) ?? 0) + 1
        let next = try nextDraft(after: id)
        let journey =
            item.journey.map { "\($0.name) (\(expense.filedBy?.reason ?? "filed"))" }
            ?? "unfiled\(expense.filingNote.map { ": \($0)" } ?? "")"
        return pages.html(
            "review",
            [
                "item": [
                    "id": id, "position": position, "count": max(queue.count, position), "fields": fieldRows,
                    "canvases": canvases, "documentId": item.document?.id.map { "\($0)" } ?? "",
                    "documentName": item.document?.originalName ?? "", "journey": journey,
                    "next": next.map { "/review/\($0)" } ?? "/review/\(id)", "message": message ?? "",
                    "hasMessage": !(message ?? "").isEmpty, "hasDocument": item.document != nil,
                    "messageKind": isError ? "error" : "info",
                    "duplicate": item.possibleOriginal.map { [["summary": $0.duplicateSummary]] } ?? [],
                    "journeyOptions": journeyOptions, "categoryOptions": categoryOptions,
                    "categoryReason": CategoryReason.why(expense.categoryNote, category: item.category) ?? "",
                    "tags": item.tags.joined(separator: ", "), "notes": expense.notes ?? "",
                ] as [String: Any]
            ], status: status)
    }
}

/// What the review page shows about one field: how sure the reader was, whether the user set
/// it, and the lines it was read from.
struct FieldState {
    var confidence: Double?
    var setByYou: Bool
    var evidence: [FieldEvidence]
    /// Why the reader was as sure as it was (nil once the user set the field).
    var reason: String?

    init(expense: Expense, field: String) {
        let reasons = expense.evidence?.reasons
        let reason: String?
        switch field {
        case "merchant":
            (confidence, setByYou, evidence, reason) = (
                expense.confidence?.merchant, expense.edits?.merchant != nil, expense.evidence?.merchant ?? [],
                reasons?.merchant
            )
        case "total":
            (confidence, setByYou, evidence, reason) = (
                expense.confidence?.total, expense.edits?.total != nil, expense.evidence?.total ?? [], reasons?.total
            )
        case "currency":
            (confidence, setByYou, evidence, reason) = (
                expense.confidence?.currency, expense.edits?.currency != nil, expense.evidence?.currency ?? [],
                reasons?.currency
            )
        default:
            (confidence, setByYou, evidence, reason) = (
                expense.confidence?.date, expense.edits?.date != nil, expense.evidence?.date ?? [], reasons?.date
            )
        }
        self.reason = setByYou ? nil : reason
    }

    /// Below the vault's "sure" threshold (or missing), and not set by the user.
    var unsure: Bool { !setByYou && (confidence ?? 0) < FieldConfidences.sure }

    var confidenceText: String {
        if setByYou { return "set by you" }
        guard let confidence else { return "not found" }
        return "\(Int((confidence * 100).rounded()))%" + (unsure ? " unsure" : "")
    }
}

/// The tags typed in the review's tags field against those the expense has: which to add and
/// which to take off. Names compare without regard to case; a field not sent changes nothing.
struct TagEdit: Equatable {
    var added: [String] = []
    var removed: [String] = []

    init(current: [String], typed: String?) {
        guard let typed else { return }
        var seen = Set<String>()
        let wanted = typed.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
        let have = Set(current.map { $0.lowercased() })
        added = wanted.filter { !have.contains($0.lowercased()) }
        removed = current.filter { !seen.contains($0.lowercased()) }
    }

    var isEmpty: Bool { added.isEmpty && removed.isEmpty }
}
