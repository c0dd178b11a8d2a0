import Foundation
import GRDB
import Mail
import OCR
import Reading

extension Importer {
    /// Files the PDF and image attachments of `message` (document `messageId`) as documents
    /// of their own, each read like any imported file and linked to the message. Other
    /// attachments (a calendar file, a signature) are left in the message. One that the vault
    /// holds already is linked too and reported as a duplicate. Never throws: each problem is
    /// a `.failed` result naming the message and the attachment.
    func importAttachments(
        of message: MailMessage, messageId: Int64, shown: String, sourcePath: String, reader: ReceiptReader,
        inboxJourney: String?
    ) -> [ImportResult] {
        var results: [ImportResult] = []
        for (index, attachment) in message.attachments.enumerated() {
            guard let type = MediaType.detect(leadingBytes: attachment.bytes), type == .pdf || type.isImage else {
                continue
            }
            let name = Self.attachmentName(attachment.name, index: index, type: type)
            let label = "\(shown) [\(name)]"
            let clock = ContinuousClock.now
            let seconds = { (ContinuousClock.now - clock).inSeconds }
            do {
                guard Int64(attachment.bytes.count) <= options.maxFileSize else {
                    throw VaultError.fileTooLarge(
                        path: label, size: Int64(attachment.bytes.count), limit: options.maxFileSize)
                }
                let checked = Preflight.Checked(
                    bytes: attachment.bytes, mediaType: type, sha256: SHA256Digest.hex(of: attachment.bytes))
                let link = MailAttachmentLink(documentId: 0, messageDocumentId: messageId, name: name)
                if let existing = try vault.documentId(sha256: checked.sha256) {
                    try vault.link(existing, to: link)
                    results.append(try duplicate(label, of: existing, seconds: seconds()))
                    continue
                }
                let reading = try reader.read(bytes: checked.bytes, path: label)
                let outcome = try storeAndCommit(checked) {
                    try vault.commit(
                        reading.document, draft: reading.draft, kind: reading.kind, checked: checked,
                        originalPath: name, flagJourney: options.journey, inboxJourney: inboxJourney,
                        bookings: reading.understanding.bookings, createJourneys: options.createJourneys,
                        attachment: link, sourcePath: sourcePath)
                }
                switch outcome {
                case .inserted(let id, let committed, let filing, let booked):
                    let expense = committed?.expense
                    var result =
                        ImportResult(
                            file: label, status: .imported, documentId: id, pages: reading.document.pages.count,
                            textSource: reading.document.textSource, kind: reading.kind.kind,
                            journey: filing.journey?.slug, expenseId: expense?.id, filedBy: filing.rule,
                            filingNote: filing.note, merchant: expense?.merchant,
                            total: expense?.money?.decimalString, currency: expense?.currency,
                            date: expense?.date?.description, notes: expense?.notes,
                            warning: reading.document.warning, seconds: seconds(),
                            possibleDuplicateOf: expense?.duplicateOf,
                            bookings: booked?.lines,
                            createdJourney: booked?.createdJourney)
                    result.shortfalls = ImportResult.said(reading.document.shortfalls)
                    results.append(result)
                case .alreadyPresent(let id):
                    try vault.link(id, to: link)
                    results.append(try duplicate(label, of: id, seconds: seconds()))
                }
            } catch {
                results.append(.failed(label, error, seconds: seconds()))
            }
        }
        return results
    }

    /// The attachment's own file name without any folder part (a name is only a name), else
    /// `attachment-N.pdf`.
    static func attachmentName(_ given: String?, index: Int, type: MediaType) -> String {
        let base = given.map { ($0 as NSString).lastPathComponent.trimmingCharacters(in: .whitespaces) } ?? ""
        return base.isEmpty || base == "." || base == ".." ? "attachment-\(index + 1).\(type.fileExtension)" : base
    }
}

extension Vault {
    /// Links document `id` to the message in `link`, unless it is linked already.
    func link(_ id: Int64, to link: MailAttachmentLink) throws {
        var link = link
        link.documentId = id
        try database.pool.write { db in
            guard try MailAttachmentLink.fetchOne(db, key: id) == nil, id != link.messageDocumentId else { return }
            try link.insert(db)
        }
    }
}
