import Foundation
import HTTPTypes
import Hummingbird
import Vault

/// The upload page and the endpoint its script posts each dropped file to.
struct UploadRoutes {
    let vault: Vault
    let pages: PageRenderer
    let uploads: UploadImporter

    static let fileNameHeader = HTTPField.Name("X-File-Name")!

    /// What the page's script shows for one file.
    struct Answer: Encodable {
        var status: String
        var message: String
        var link: String?
        var documentId: Int64?
        var expenseId: Int64?
    }

    func add(to router: Router<BasicRequestContext>) {
        router.get("/upload") { request, _ -> Response in
            let chosen = request.uri.queryParameters.get("journey")
            let journeys: [[String: Any]] = try vault.journeys().map {
                ["slug": $0.slug, "name": $0.name, "selected": $0.slug == chosen]
            }
            return pages.html(
                "upload",
                [
                    "journeys": journeys,
                    "limit": ByteCountFormatter.string(fromByteCount: Int64(uploads.maxBytes), countStyle: .binary),
                ])
        }
        router.post("/upload") { request, _ -> Response in
            let name = request.headers[Self.fileNameHeader].flatMap { $0.removingPercentEncoding } ?? "upload"
            let journey = request.uri.queryParameters.get("journey").flatMap { $0.isEmpty ? nil : $0 }
            if let length = request.headers[.contentLength].flatMap(Int.init), length > uploads.maxBytes {
                return tooLarge(name)
            }
            // Waiting uploads are spooled to disk, not memory; still only a few wait (their
            // disk room and the wait for the one being read), the rest are told to retry.
            guard uploads.reserve() else {
                var refused = answer(
                    .serviceUnavailable,
                    Answer(
                        status: "failed", message: "\(name): \(uploads.maxPending) uploads are waiting; try again soon")
                )
                refused.headers[.retryAfter] = "10"
                return refused
            }
            defer { uploads.release() }
            let spool: UploadSpool
            do throws(UploadSpool.Failure) {
                spool = try uploads.spool(named: name)
            } catch {
                return unwritable(name, error)
            }
            // Removed whatever happens next: refused, broken off or imported.
            defer { spool.remove() }
            do {
                for try await part in request.body { try spool.append(part) }
                try spool.finish()
            } catch UploadSpool.Failure.tooLarge {
                return tooLarge(name)
            } catch let failure as UploadSpool.Failure {
                return unwritable(name, failure)
            } catch {
                return answer(.badRequest, Answer(status: "failed", message: "\(name): the upload broke off"))
            }
            guard spool.size > 0 else {
                return answer(.badRequest, Answer(status: "failed", message: "\(name): the file is empty"))
            }
            let result: ImportResult
            do {
                result = try await uploads.importUpload(spool, journey: journey)
            } catch {
                return answer(.badRequest, Answer(status: "failed", message: "\(error)"))
            }
            return respond(to: result, name: name)
        }
    }

    private func tooLarge(_ name: String) -> Response {
        let limit = ByteCountFormatter.string(fromByteCount: Int64(uploads.maxBytes), countStyle: .binary)
        return answer(
            .contentTooLarge, Answer(status: "failed", message: "\(name): larger than the upload limit of \(limit)"))
    }

    /// The answer when the disk refuses an upload's bytes (full, or read-only).
    private func unwritable(_ name: String, _ failure: UploadSpool.Failure) -> Response {
        let reason: String
        switch failure {
        case .unwritable(let why): reason = why
        case .tooLarge: return tooLarge(name)
        }
        return answer(
            .init(code: 507, reasonPhrase: "Insufficient Storage"),
            Answer(status: "failed", message: "\(name): cannot be kept for import: \(reason)"))
    }

    private func respond(to result: ImportResult, name: String) -> Response {
        let link = result.expenseId.map { "/review/\($0)" } ?? result.documentId.map { "/documents/\($0)" }
        switch result.status {
        case .imported:
            var message = "imported as document \(result.documentId ?? 0)"
            if let expense = result.expenseId {
                let fields = [result.merchant, result.total, result.currency, result.date].compactMap { $0 }
                message += "; draft expense \(expense): \(fields.joined(separator: " "))"
            }
            if let warning = result.warningAndShortfalls { message += " (\(warning))" }
            return answer(
                .created,
                Answer(
                    status: "imported", message: message, link: link, documentId: result.documentId,
                    expenseId: result.expenseId))
        case .duplicate:
            return answer(
                .ok,
                Answer(
                    status: "duplicate", message: "duplicate of document \(result.documentId ?? 0)",
                    link: result.documentId.map { "/documents/\($0)" }, documentId: result.documentId))
        case .failed:
            // The importer names its temporary path; the person uploading knows the file by its name.
            let reason = (result.error ?? "failed").replacingOccurrences(of: result.file, with: name)
            let unsupported = reason.contains("not a PDF") || reason.contains("unsupported")
            return answer(
                unsupported ? .unsupportedMediaType : .unprocessableContent, Answer(status: "failed", message: reason))
        }
    }

    private func answer(_ status: HTTPResponse.Status, _ answer: Answer) -> Response {
        let data = (try? JSONEncoder().encode(answer)) ?? Data("{}".utf8)
        return PageRenderer.bytes(ByteBuffer(bytes: data), type: "application/json", status: status)
    }
}
