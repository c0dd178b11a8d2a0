import Foundation
import Reading

/// What identifies a shop on its receipts apart from its name: the address, phone numbers,
/// registration and tax numbers and web address printed in the header. A shop prints the same
/// header on every receipt, so a later receipt whose name line is misread or missing can still
/// be recognised by it.
public struct ShopFingerprint: Sendable, Hashable, Codable {
    /// One identifying item: its kind and its folded text (upper case letters and digits).
    public struct Mark: Sendable, Hashable, Codable {
        public var kind: MarkKind
        public var value: String

        public init(kind: MarkKind, value: String) {
            self.kind = kind
            self.value = value
        }
    }

    public enum MarkKind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A header line that reads like part of the address (numbers, commas).
        case address
        /// A number on a line labelled as a tax number (GST, VAT, USt-IdNr., MwSt, TVA, ...).
        case taxNumber = "tax-number"
        /// A company registration number (`123456-X`, `(JM0517726)`, `HRB 12345`, ...).
        case registration
        case phone
        case web

        /// Ids that belong to one company: two receipts that show different ones of the same
        /// kind come from different companies.
        var isCompanyId: Bool { self == .taxNumber || self == .registration }
    }

    public var marks: [Mark]
    /// The printed label of the tax number (`GST`, `VAT`, `USt`), for the reason shown.
    public var taxLabel: String?

    public init(marks: [Mark], taxLabel: String? = nil) {
        self.marks = marks
        self.taxLabel = taxLabel
    }

    public var isEmpty: Bool { marks.isEmpty }

    func values(_ kind: MarkKind) -> [String] { marks.filter { $0.kind == kind }.map(\.value) }
}

/// Reads a shop's fingerprint from the recognized text of a receipt.
public enum ShopFingerprintReader {
    /// Header lines looked at for the address and registration number: the shop prints them
    /// above the items.
    static let headerLines = 16
    /// Lines looked at for phone and tax numbers and web addresses, which are labelled.
    static let idLines = 24

    static let taxLabels = [
        "GST", "VAT", "TVA", "IVA", "BTW", "MWST", "UST", "USTID", "USTIDNR", "STNR", "STEUERNR", "STEUERNUMMER",
        "ABN", "TIN", "NPWP", "SST", "HST", "CIF", "NIF", "PIVA", "PARTITAIVA", "UID", "MOMS",
    ]
    static let phoneLabels = ["TEL", "TELEPHONE", "PHONE", "FAX", "HP", "TELEFON", "FON", "TELP", "MOBILE", "WHATSAPP"]
    /// Lines with these words hold numbers that change with every receipt.
    static let transactionWords = [
        "INVOICE", "INV", "RECEIPT", "BILL", "DOC", "DOCUMENT", "CARD", "MEMBER", "TRANS", "TRANSACTION", "CASHIER",
        "SLIP", "ORDER", "TABLE", "TERMINAL", "POS", "DATE", "TIME", "BON", "BELEG", "KASSE", "REF", "QTY",
        "CHECK", "APPROVAL", "AUTH", "BATCH", "TRACE",
    ]

    /// The fingerprint of a document's text: `pages` are the pages' texts, one line per line.
    /// `nameLines` are lines to leave out (the merchant's own line, which names the shop).
    public static func read(pages: [String], nameLines: [String] = []) -> ShopFingerprint {
        guard let first = pages.first else { return ShopFingerprint(marks: []) }
        let lines = first.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let names = Set(nameLines.map(MerchantRule.fold))
        var marks: [ShopFingerprint.Mark] = []
        var taxLabel: String?
        // The header ends where the first amount or transaction detail (invoice number, date,
        // cashier) is printed: item lines and numbers below change with every receipt.
        let headerEnd = min(
            headerLines,
            lines.indices.first { index in
                DigitMarks.mayHoldDigits(around: [UInt8(ascii: "."), UInt8(ascii: ",")], in: lines[index])
                    && lines[index].range(of: #"\d[.,]\d{2}\b"#, options: .regularExpression) != nil
                    || (index > 0 && words(lines[index]).contains { transactionWords.contains($0) })
            } ?? headerLines)
        for (index, line) in lines.prefix(idLines).enumerated() {
            let words = Self.words(line)
            if let web = webAddress(line) {
                marks.append(.init(kind: .web, value: web))
                continue
            }
            if words.contains(where: { phoneLabels.contains($0) }) || looksLikePhone(line) {
                for number in numberRuns(line) where number.count >= 7 {
                    marks.append(.init(kind: .phone, value: number))
                }
                continue
            }
            if let label = words.first(where: { taxLabels.contains($0) }) {
                for number in idTokens(line) where number.count >= 6 {
                    marks.append(.init(kind: .taxNumber, value: number))
                    taxLabel = taxLabel ?? label
                }
                continue
            }
            guard index < headerEnd else { continue }
            let isTransaction = words.contains(where: { transactionWords.contains($0) })
            if !isTransaction {
                let registrations = idTokens(line).filter { isRegistration($0, onLineWith: words, line: line) }
                if !registrations.isEmpty {
                    marks += registrations.map { .init(kind: .registration, value: $0) }
                    continue
                }
            }
            guard !isTransaction else { continue }
            let folded = MerchantRule.fold(line)
            guard folded.count >= 10, !names.contains(folded), readsLikeAddress(line), !isUSTownLine(line) else {
                continue
            }
            marks.append(.init(kind: .address, value: folded))
        }
        return ShopFingerprint(marks: unique(marks), taxLabel: taxLabel.map(Self.displayLabel))
    }

    /// Upper-case words of a line (letters only), so `TEL:07-123` gives `TEL`.
    static func words(_ line: String) -> [String] {
        line.uppercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
    }

    /// Runs of digits that belong together: digits separated only by spaces, dashes, dots,
    /// slashes or brackets (`07-388 1234`); letters end a run.
    static func numberRuns(_ line: String) -> [String] {
        var runs: [String] = []
        var current = ""
        for character in line {
            if character.isASCII, character.isNumber {
                current.append(character)
            } else if " -./()+".contains(character) {
                continue
            } else {
                if !current.isEmpty { runs.append(current) }
                current = ""
            }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    /// Tokens with at least five digits, folded (`(CO. REG : 123456-X)` gives `123456X`);
    /// dates and amounts are left out.
    static func idTokens(_ line: String) -> [String] {
        line.uppercased().split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "(" || $0 == ")" || $0 == "," })
            .filter { !looksLikeDateOrAmount(String($0)) }
            .map { MerchantRule.fold(String($0)) }
            .filter { $0.filter(\.isNumber).count >= 5 }
    }

    /// Words that label a company registration number.
    static let registrationLabels = [
        "REG", "REGN", "REGISTRATION", "CO", "COMPANY", "ROC", "SSM", "BRN", "CRN", "UEN", "HRB", "HRA", "KVK",
        "SIREN", "SIRET", "RCS",
    ]

    /// `65351M`, `123456-X` folded, `JM0517726`, `(201901012345)`, `Co. No. 201901012345`: a
    /// registration number's shape (a bare five-digit number is a postcode). A number of
    /// digits alone counts only in brackets or after a label: bare, it is as likely a
    /// reference or a number stamped on the paper.
    static func isRegistration(_ token: String, onLineWith words: [String], line: String) -> Bool {
        let digits = token.filter(\.isNumber).count
        let letters = token.count - digits
        guard letters <= 3, digits >= 7 || (digits >= 5 && letters >= 1) else { return false }
        // `MD20910`: a US state and its ZIP code run together are the town's postcode, which
        // other shops of the town print too.
        if letters == 2, digits == 5 || digits == 9, token.dropFirst(2).allSatisfy(\.isNumber),
            AddressTowns.usStates.contains(String(token.prefix(2)))
        {
            return false
        }
        return letters >= 1 || line.contains("(") || words.contains { registrationLabels.contains($0) }
    }

    /// `18-11-2018`, `2025/03/12`, `1.234,56`, `30.90`: not an id.
    static func looksLikeDateOrAmount(_ token: String) -> Bool {
        DigitMarks.mayHoldDigits(
            around: [UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "/"), UInt8(ascii: "-")], in: token)
            && (token.range(of: #"\d{1,4}[./-]\d{1,2}[./-]\d{2,4}"#, options: .regularExpression) != nil
                || token.range(of: #"\d[.,]\d{2}$"#, options: .regularExpression) != nil)
    }

    /// `07-388 1234`, `+49 30 1234567`: a number that reads like a phone number.
    static func looksLikePhone(_ line: String) -> Bool {
        DigitMarks.mayHoldDigits(around: [UInt8(ascii: " "), UInt8(ascii: "-")], in: line)
            && line.range(
                of: #"(^|[^0-9])(\+\d{1,3}[ -]?)?0?\d{1,4}[ -]\d{3,4}[ -]?\d{3,5}($|[^0-9.,])"#,
                options: .regularExpression
            )
                != nil
            && line.filter(\.isLetter).count <= 3
    }

    /// `www.shop.com.my`, `shop.de`, `info@shop.com` gives the host, lower case.
    static func webAddress(_ line: String) -> String? {
        let lower = line.lowercased()
        // Every address the pattern finds has a point before its domain.
        guard lower.utf8.contains(UInt8(ascii: ".")),
            let range = lower.range(
                of:
                    #"(www\.|https?://|@)?[a-z0-9][a-z0-9\-]*(\.[a-z0-9\-]+)*\.(com|net|org|de|my|sg|uk|fr|es|it|nl|at|ch|eu|info|biz|co)(\.[a-z]{2})?\b"#,
                options: .regularExpression)
        else { return nil }
        var host = String(lower[range])
        if host.hasPrefix("@") {
            // An e-mail address: the whole address, since many shops share a mail provider.
            let before = lower[..<range.lowerBound].split(whereSeparator: { $0 == " " || $0 == ":" }).last
            guard let local = before, !local.isEmpty else { return nil }
            return String(local) + host
        }
        for prefix in ["https://", "http://", "www."] where host.hasPrefix(prefix) {
            host.removeFirst(prefix.count)
        }
        guard host.contains("."), host.count >= 6 else { return nil }
        return host
    }

    /// A header line that is part of an address: it has a house number or postcode, or is
    /// one of several comma-separated parts. Lines of words alone (the owner's name, `TAX
    /// INVOICE`) are not.
    static func readsLikeAddress(_ line: String) -> Bool {
        let digits = line.filter(\.isNumber).count
        let letters = line.filter(\.isLetter).count
        guard letters >= 4 else { return false }
        return digits >= 1 || line.contains(",")
    }

    /// `Everett, WA 98201`, `SILVERSPRING,MD20910`: a US town with its state and ZIP code and
    /// nothing else, which every shop of the town prints: no mark of one shop.
    static func isUSTownLine(_ line: String) -> Bool {
        var tokens = line.uppercased().split(whereSeparator: { $0 == " " || $0 == "," || $0 == "." })
        guard let last = tokens.popLast() else { return false }
        var zip = Substring(last)
        var state: Substring
        if last.count > 2, AddressTowns.usStates.contains(String(last.prefix(2))),
            last.dropFirst(2).first?.isNumber == true
        {
            state = last.prefix(2)
            zip = last.dropFirst(2)
        } else {
            guard let before = tokens.popLast() else { return false }
            state = before
        }
        let digits = zip.filter(\.isNumber).count
        guard AddressTowns.usStates.contains(String(state)), digits == 5 || digits == 9,
            zip.allSatisfy({ $0.isNumber || $0 == "-" })
        else { return false }
        return !tokens.isEmpty && tokens.allSatisfy { $0.allSatisfy(\.isLetter) }
    }

    static func displayLabel(_ label: String) -> String {
        switch label {
        case "UST", "USTID", "USTIDNR": return "USt-IdNr."
        case "STNR", "STEUERNR", "STEUERNUMMER": return "Steuernummer"
        case "MWST": return "MwSt no."
        default: return label + " no."
        }
    }

    static func unique(_ marks: [ShopFingerprint.Mark]) -> [ShopFingerprint.Mark] {
        var seen = Set<ShopFingerprint.Mark>()
        return marks.filter { seen.insert($0).inserted }
    }
}
