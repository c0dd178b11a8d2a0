import Foundation

/// The numbers a till prints after a shop's name on its line: a chain's store number
/// (`Wendy's Restaurant #00003675`, `Taco Bell 017314`, `Steak 'n Shake No:11`), the number of
/// a check or an order (`Finnegan's Way Check 822819`), the shop's phone (`Subway#44969-0 Phone
/// 626-585-9999`). None of it is part of the name.
extension MerchantFinder {
    /// Words a till prints before the number of the check or order on the name's line.
    static let checkLabels: Set<String> = ["check", "chk", "ticket", "order", "ord"]

    /// Words a till prints before a store's number, as a word of their own (`No 11`) or
    /// glued to it (`No:11`); a number after `#` is told apart by the mark alone.
    private static let storeNumberMarks = ["no.", "no:", "no", "nr.", "nr"]

    /// `text` without the number that ends it when that is a store's, a check's or an order's:
    /// - a check's or an order's label and number after two words or more (`Check 822819`);
    /// - a number after `#`, glued or not, after letters (`Panda Express#2614`, `# 44969-0`);
    /// - a number of up to eight digits after `No` or `Nr` (`Steak 'n Shake No:11`, `No. 11`);
    /// - with `bareNumbers`, a number of three to eight digits alone after two words or more
    ///   (`CARL'S JR 1100375`). After one word a bare number is as often an order or a check
    ///   number beside a word that is also a brand (`Quick      506462`), and on an address
    ///   line it is a postcode or a house number: only a line already taken for a name's
    ///   should be read with it.
    ///
    /// `text` itself when none ends it.
    static func withoutStoreNumber(_ text: String, bareNumbers: Bool = false) -> Substring {
        if let cut = beforeCheckNumber(text) { return cut }
        if let hash = text.lastIndex(of: "#") {
            let number = text[text.index(after: hash)...].trimmingCharacters(in: .whitespaces)
            if !number.isEmpty, number.allSatisfy({ $0.isNumber || $0 == "-" }),
                text[..<hash].contains(where: \.isLetter)
            {
                return text[..<hash]
            }
        }
        let tokens = text.split(separator: " ")
        guard let last = tokens.last else { return text[...] }
        func isNumber(_ token: Substring, digits: ClosedRange<Int>) -> Bool {
            digits.contains(token.count) && token.allSatisfy(\.isNumber)
        }
        var start: Substring.Index?
        if tokens.count >= 2, isNumber(last, digits: 1...8),
            storeNumberMarks.contains(tokens[tokens.count - 2].lowercased())
        {
            start = tokens[tokens.count - 2].startIndex
        } else if storeNumberMarks.contains(where: {
            last.lowercased().hasPrefix($0) && isNumber(last.dropFirst($0.count), digits: 1...8)
        }) {
            start = last.startIndex
        } else if bareNumbers, tokens.count >= 3, isNumber(last, digits: 3...8) {
            start = last.startIndex
        }
        guard let start, text[..<start].contains(where: \.isLetter) else { return text[...] }
        return text[..<start]
    }

    /// `line` read without the store's, check's or order's number that ends it
    /// (`withoutStoreNumber(_:bareNumbers:)` with bare numbers); `line` itself when none does.
    static func withoutStoreNumber(_ line: ReceiptLine) -> ReceiptLine {
        let text = withoutStoreNumber(line.text, bareNumbers: true)
        return text.count < line.text.count ? cut(line, to: text) : line
    }

    /// `line` read as its first `text`.
    static func cut(_ line: ReceiptLine, to text: Substring) -> ReceiptLine {
        var cut = line
        cut.text = text.trimmingCharacters(in: .whitespaces)
        cut.words = ReceiptLine.foldedWords(of: cut.text)
        return cut
    }

    /// Words a till prints before the shop's phone number.
    private static let phoneLabels: Set<String> = [
        "phone", "tel", "telephone", "ph", "fon", "telefon", "call", "fax", "mobile", "hp", "whatsapp", "whatsapps",
    ]

    /// `Subway#44969-0 Phone 626-585-9999` -> `Subway#44969-0`: the text before a phone number
    /// (seven to thirteen digits in groups, `(770 979-5667`, `+49 30 1234567`, or in one run
    /// after a label) and its label that end the line after a word of three letters or more,
    /// not a label; nil when none does. A store's number before the phone's (`#9416 (770
    /// 979-5667`) stays with the name.
    static func beforePhoneNumber(_ text: String) -> Substring? {
        var tokens = text.split(separator: " ")
        // `626-586-9999       |`: a mark from the paper's edge after the number.
        while let last = tokens.last, !last.contains(where: { $0.isLetter || $0.isNumber }) { tokens.removeLast() }
        var start = tokens.endIndex
        var digits = 0
        while start > tokens.startIndex {
            let token = tokens[start - 1]
            let count = token.filter(\.isNumber).count
            guard count > 0, digits + count <= 13, token.allSatisfy({ $0.isNumber || "()+-./".contains($0) }) else {
                break
            }
            digits += count
            start -= 1
        }
        guard digits >= 7, start > tokens.startIndex else { return nil }
        let labelled = phoneLabels.contains(tokens[start - 1].lowercased().filter(\.isLetter))
        // A run of digits alone is as often a store's number (`CARL'S JR 1100375`).
        guard labelled || tokens.endIndex - start >= 2 || tokens[start].contains(where: { !$0.isNumber }) else {
            return nil
        }
        if labelled { start -= 1 }
        let name = text[..<(start < tokens.endIndex ? tokens[start].startIndex : text.endIndex)]
        let words = ReceiptLine.foldedWords(of: String(name))
        // `Mobile /Whatsapps : +6012-918 7937`: labels, no name.
        guard !name.trimmingCharacters(in: .whitespaces).hasSuffix(":"),
            words.contains(where: { $0.count >= 3 && !phoneLabels.contains($0) })
        else { return nil }
        return name
    }

    /// `Finnegan's Way Check 822819` -> `Finnegan's Way`: the text before a check's or an
    /// order's label and number that end it after two words or more; nil when none does.
    static func beforeCheckNumber(_ text: String) -> Substring? {
        let tokens = text.split(separator: " ")
        guard tokens.count >= 4, let number = tokens.last, number.allSatisfy(\.isNumber),
            checkLabels.contains(tokens[tokens.count - 2].lowercased().filter(\.isLetter))
        else { return nil }
        return text[..<tokens[tokens.count - 2].startIndex]
    }
}
