import Foundation

/// vault's own scanner for amounts in printed text. It reads `1,471.60`, `1.471,60`,
/// `1 471,60`, `1'234.50`, `RM9.75`, `24,23 €`, undoes OCR slips inside numbers (`1O.5O`,
/// `S.00`, `l2.00`) and a space beside the decimal point (`65. 20`, `28 .05`). It never uses
/// `Decimal(string:)` or a locale: the separators decide, group by group.
enum AmountScanner {
    /// Every amount in `text`, left to right. Dates (`12.03.2025`), times, percentages and
    /// numbers glued to letters (`A12`, `5KG`) are not amounts.
    static func amounts(in text: String) -> [Amount] {
        // An amount starts with an ASCII digit, and repairs only mend tokens that hold two:
        // a line without one (most of a receipt's words) has none, and is not walked.
        guard text.utf8.contains(where: { (0x30...0x39).contains($0) }) else { return [] }
        let repaired = repairedDigits(text)
        let characters = Array(repaired)
        // The text as read, where repairs changed it (they replace characters one for one, so
        // offsets match): most lines need none, and no second array.
        let printed = repaired == text ? nil : Array(text)
        var result: [Amount] = []
        var index = 0
        while index < characters.count {
            guard characters[index].isASCII, characters[index].isNumber,
                index == 0 || !(characters[index - 1].isASCII && characters[index - 1].isNumber)
            else {
                index += 1
                continue
            }
            let (groups, separators, end) = numberRun(characters, from: index)
            defer { index = max(end, index + 1) }
            if let amount = interpret(groups: groups, separators: separators),
                isFreeStanding(characters, start: index, end: end, decimals: amount.decimals)
            {
                var found = Amount(
                    value: amount.value, decimals: amount.decimals, start: index, end: end,
                    currency: currency(around: characters, start: index, end: end),
                    repaired: amount.repaired)
                if isNegative(characters, start: index, end: end) { found.value = -found.value }
                if let printed, printed.count == characters.count, printed[index..<end] != characters[index..<end] {
                    found.lettersAsDigits = true
                }
                result.append(found)
            }
        }
        return result
    }

    /// `text` with letters that OCR reads for digits replaced, but only inside tokens that are
    /// mostly digits already (`1O.5O` -> `10.50`, `S.00` -> `5.00`; `SUBTOTAL` stays).
    static func repairedDigits(_ text: String) -> String {
        // Only a token with a decimal point or comma is repaired: without one the text stays.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ",") }) else { return text }
        var output = ""
        var token = ""
        func flush() {
            output += repairToken(token)
            token = ""
        }
        for character in text {
            if character == " " {
                flush()
                output.append(character)
            } else {
                token.append(character)
            }
        }
        flush()
        return output
    }

    private static let confusions: [Character: Character] = [
        "O": "0", "o": "0", "D": "0", "Q": "0", "S": "5", "s": "5", "l": "1", "I": "1", "|": "1",
        "i": "1", "B": "8", "Z": "2", "z": "2",
    ]

    private static func repairToken(_ token: String) -> String {
        // Only a token with a decimal point or comma is repaired (see the guard below).
        guard token.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ",") }) else { return token }
        // A currency prefix such as `RM` stays as it is; the number after it is repaired.
        var prefix = ""
        var body = Substring(token)
        for code in ["RM", "EUR", "USD", "CHF", "$", "€", "£"] where body.hasPrefix(code) {
            prefix = code
            body = body.dropFirst(code.count)
            break
        }
        // `RN152.00`, `RH4.50`: `RM` glued to a price, its `M` misread.
        var misreadPrefix = false
        if prefix.isEmpty, let slip = misreadRinggit.first(where: { body.hasPrefix($0) }),
            body.dropFirst(slip.count).first?.isNumber == true
        {
            prefix = "RM"
            body = body.dropFirst(slip.count)
            misreadPrefix = true
        }
        let digits = body.filter { $0.isASCII && $0.isNumber }.count
        let slips = body.filter { confusions[$0] != nil }.count
        let others = body.count - digits - slips - body.filter { ".,-'".contains($0) }.count
        guard digits >= 2, slips > 0 || misreadPrefix, slips <= digits, others == 0,
            body.contains(where: { $0 == "." || $0 == "," })
        else { return token }
        return prefix + String(body.map { confusions[$0] ?? $0 })
    }

    /// `group` as digits, with letters OCR reads for digits undone (`4i` -> `41`), when it has at
    /// least as many real digits as such letters and nothing else; nil otherwise (`Su`, `Qty`).
    static func digitGroup(_ group: Substring) -> String? {
        let digits = group.filter { $0.isASCII && $0.isNumber }.count
        let slips = group.filter { confusions[$0] != nil }.count
        guard digits > 0, slips <= digits, digits + slips == group.count else { return nil }
        return String(group.map { confusions[$0] ?? $0 })
    }

    /// How OCR misreads the ringgit's `RM` right before the digits.
    private static let misreadRinggit = ["RN", "RH", "RW", "RK"]

    /// Digit groups and the separators between them, starting at a digit. A space joins only
    /// `65. 20` (after a decimal point) and `1 471,60` (a thousands group, comma decimals).
    private static func numberRun(_ c: [Character], from start: Int) -> ([String], [Character], Int) {
        var groups: [String] = []
        var separators: [Character] = []
        var index = start
        func digitsAt(_ i: Int) -> Int {
            var j = i
            while j < c.count, c[j].isASCII, c[j].isNumber { j += 1 }
            return j - i
        }
        while true {
            let count = digitsAt(index)
            groups.append(String(c[index..<(index + count)]))
            index += count
            guard index < c.count else { break }
            let separator = c[index]
            if ".,'’".contains(separator) {
                if index + 1 < c.count, c[index + 1].isASCII, c[index + 1].isNumber {
                    separators.append(separator == "’" ? "'" : separator)
                    index += 1
                    continue
                }
                // `65. 20`: a decimal point, one space, exactly two digits at the end.
                if separator != "'", index + 2 < c.count, c[index + 1] == " ", digitsAt(index + 2) == 2,
                    index + 4 >= c.count || !(c[index + 4].isASCII && c[index + 4].isNumber)
                {
                    separators.append(separator)
                    groups.append(String(c[(index + 2)..<(index + 4)]))
                    index += 4
                    separators.append("~")  // marks the repair
                }
                break
            }
            // `28 .05`: one space before a decimal point, exactly two digits after it, at the end.
            if separator == " ", groups.count == 1, (1...4).contains(count), index + 3 < c.count, c[index + 1] == ".",
                digitsAt(index + 2) == 2, index + 4 >= c.count || !(c[index + 4].isASCII && c[index + 4].isNumber)
            {
                separators.append(".")
                groups.append(String(c[(index + 2)..<(index + 4)]))
                index += 4
                separators.append("~")  // marks the repair
                break
            }
            if separator == " " || separator == "\u{00A0}" || separator == "\u{202F}",
                groups.count == 1 || separators.last == " ", groups.last.map({ (1...3).contains($0.count) }) == true,
                digitsAt(index + 1) == 3, index + 4 < c.count,
                c[index + 4] == ","
                    || c[index + 4] == " " && separators.isEmpty == false
            {
                separators.append(" ")
                index += 1
                continue
            }
            break
        }
        return (groups, separators, index)
    }

    /// The value of a run of digit groups, or `nil` when the groups are not a well-formed
    /// number (`12.03.2025`, `1.2.3`).
    static func interpret(groups: [String], separators: [Character]) -> (value: Decimal, decimals: Int, repaired: Bool)?
    {
        var separators = separators
        let repaired = separators.last == "~"
        if repaired { separators.removeLast() }
        guard groups.count == separators.count + 1, let first = groups.first, !first.isEmpty else { return nil }
        if separators.isEmpty {
            guard first.count <= 9 else { return nil }
            return (integer(first), 0, repaired)
        }
        // The last separator is a decimal mark when one or two digits follow it and it is a
        // point or comma; otherwise every separator groups thousands.
        let last = separators[separators.count - 1]
        let lastGroup = groups[groups.count - 1]
        var integerGroups = groups
        var fraction = ""
        var groupSeparators = separators
        if (last == "." || last == ",") && (1...2).contains(lastGroup.count) {
            fraction = lastGroup
            integerGroups.removeLast()
            groupSeparators.removeLast()
        } else if (last == "." || last == ",") && lastGroup.count != 3 {
            return nil
        }
        // Grouping must be consistent: one kind of separator, not the decimal mark, groups of 3
        // (or, with commas, the Indian lakh and crore grouping `1,18,000.00`).
        if let kind = groupSeparators.first {
            let thousands =
                (1...3).contains(integerGroups[0].count) && integerGroups.dropFirst().allSatisfy({ $0.count == 3 })
            let lakhs =
                kind == "," && integerGroups.count >= 3 && (1...2).contains(integerGroups[0].count)
                && integerGroups.last?.count == 3 && integerGroups.dropFirst().dropLast().allSatisfy({ $0.count == 2 })
            guard groupSeparators.allSatisfy({ $0 == kind }), kind != (fraction.isEmpty ? "~" : last),
                thousands || lakhs
            else { return nil }
        }
        let whole = integerGroups.joined()
        guard whole.count <= 9 else { return nil }
        let value = integer(whole + fraction).shifted(byDecimalPlaces: -fraction.count)
        return (value, fraction.count, repaired)
    }

    /// The whole number `digits` spell (at most 11 here: nine before the mark, two after).
    private static func integer(_ digits: String) -> Decimal {
        Decimal(digits.reduce(UInt64(0)) { $0 * 10 + UInt64(Int(String($1)) ?? 0) })
    }

    /// Not glued to letters or other number-like characters (`A12`, `5KG`, `12:30`, `6%`),
    /// except a currency code (`RM9.75`, `9.75EUR`).
    /// A letter right after an amount with decimals is a tax code (`12.00SR`, `1,99A`).
    private static func isFreeStanding(_ c: [Character], start: Int, end: Int, decimals: Int) -> Bool {
        if start > 0 {
            let before = c[start - 1]
            if before == ":" || before == "/" || (before == "." && start > 1 && c[start - 2].isNumber) {
                return false
            }
            if before.isLetter && !endsWithCurrencyCode(c, at: start) && !isRinggitWithoutR(c, start: start, decimals) {
                return false
            }
        }
        if end < c.count {
            let after = c[end]
            if after == "%" || after == ":" || after == "/" { return false }
            if after == "-", end + 1 < c.count, c[end + 1].isNumber { return false }
            if after.isLetter && decimals == 0 && !startsWithCurrencyCode(c, at: end) { return false }
        }
        if end + 1 < c.count, c[end] == " ", c[end + 1] == "%" { return false }
        return true
    }

    /// `het Total M28.05`: the ringgit's `RM` with its `R` faded, a lone `M` glued to a price
    /// with its cents (a size or a code, `M12`, has none).
    private static func isRinggitWithoutR(_ c: [Character], start: Int, _ decimals: Int) -> Bool {
        decimals == 2 && c[start - 1] == "M" && (start == 1 || c[start - 2] == " ")
    }

    private static func letters(_ c: [Character], before index: Int) -> String {
        var start = index
        while start > 0, c[start - 1].isLetter || c[start - 1] == "$" { start -= 1 }
        return String(c[start..<index])
    }

    private static func letters(_ c: [Character], after index: Int) -> String {
        var end = index
        while end < c.count, c[end].isLetter { end += 1 }
        return String(c[index..<end])
    }

    private static func endsWithCurrencyCode(_ c: [Character], at index: Int) -> Bool {
        CurrencySymbols.code(for: letters(c, before: index)) != nil
    }

    private static func startsWithCurrencyCode(_ c: [Character], at index: Int) -> Bool {
        CurrencySymbols.code(for: letters(c, after: index)) != nil
    }

    /// A currency symbol or code right before or after the number (one space allowed).
    private static func currency(around c: [Character], start: Int, end: Int) -> String? {
        var before = start
        if before > 0, c[before - 1] == " " { before -= 1 }
        if before > 0, let code = CurrencySymbols.code(for: String(c[before - 1])) { return code }
        if let code = CurrencySymbols.code(for: letters(c, before: before)), before > 0 { return code }
        // An abbreviation with its point (`Rs. 1,250.00`).
        if before > 1, c[before - 1] == ".",
            let code = CurrencySymbols.codes[
                (letters(c, before: before - 1) + ".").uppercased()]
        {
            return code
        }
        var after = end
        if after < c.count, c[after] == " " { after += 1 }
        if after < c.count, let code = CurrencySymbols.symbols[String(c[after])] { return code }
        let word = letters(c, after: after)
        // Symbols of letters (`zł`, `Kč`) as well as codes.
        return word.isEmpty ? nil : CurrencySymbols.symbols[word] ?? CurrencySymbols.codes[word.uppercased()]
    }

    private static func isNegative(_ c: [Character], start: Int, end: Int) -> Bool {
        if start > 0, c[start - 1] == "-" { return true }
        if start > 1, c[start - 1] == " ", c[start - 2] == "-" { return true }
        if end < c.count, c[end] == "-" { return true }
        return false
    }
}
