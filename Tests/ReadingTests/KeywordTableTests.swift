import Foundation
import PropertyBased
import Testing

@testable import Reading

/// The shortcuts of keyword matching answer as the rules are written: a keyword table asked
/// whether a line holds one of its phrases (`KeywordTable`) answers as matching every phrase
/// (`KeywordMatcher.containsAny`); words read by bytes, and words compared by bytes, are those
/// read and compared character by character.
@Suite struct KeywordTableTests {
    static let tables: [[String]] = {
        typealias K = ReceiptKeywords
        return [
            K.strongTotal, K.total, K.subtotal, K.beforeTax, K.tax, K.taxRegistration, K.includedInTotal,
            K.inclusive, K.exclusive, K.taxTotal, K.takenIn, K.tendered, K.change, K.charge.sorted(), K.serviceCharge,
            K.rounding, K.discount, K.count, K.balanceDue, K.tip, MerchantFinder.skipWords,
            MerchantFinder.skipWordsBesidesPlaces,
        ]
    }()

    /// The words of the tables' phrases and the slips OCR makes of them: a letter lost, changed,
    /// added or doubled, the first letter lost, a currency code or the next word glued on, `u`
    /// read as `ii`, a letter beyond ASCII; and words that are nothing.
    static let words: [String] = {
        let keywords = Set(tables.flatMap { $0.flatMap { $0.split(separator: " ").map(String.init) } })
        var words = Set(["", "a", "x", "12", "rm", "eur", "zzzzz", "totalbetrag", "grandtotal", "é", "über", "straße"])
        for word in keywords {
            let letters = Array(word)
            words.insert(word)
            words.insert(String(letters.dropFirst()))
            words.insert(word + "rm")
            words.insert(word + "usd")
            words.insert(word + "s")
            words.insert(word + "é")
            words.insert(word.replacingOccurrences(of: "u", with: "ii"))
            for index in letters.indices {
                var changed = letters
                changed[index] = "x"
                words.insert(String(changed))
                var dropped = letters
                dropped.remove(at: index)
                words.insert(String(dropped))
                var added = letters
                added.insert("q", at: index)
                words.insert(String(added))
            }
            for other in ["amount", "due", "total", "tax"] { words.insert(word + other) }
        }
        // Phrases whose words OCR ran together, with a slip or a code glued on.
        for phrase in tables.joined() where phrase.contains(" ") {
            let glued = phrase.split(separator: " ").joined()
            words.insert(glued)
            words.insert(glued + "rm")
            words.insert(glued + "gbp")
            words.insert(String(glued.dropLast()))
            words.insert(glued + "x")
            words.insert(String(glued.dropLast()) + "x")
            words.insert(glued + "xx")
            var letters = Array(glued)
            letters[letters.count / 2] = "x"
            words.insert(String(letters))
            letters.remove(at: letters.count / 2)
            words.insert(String(letters))
        }
        return words.sorted()
    }()

    @Test func tableAnswersAsEveryPhrase() async {
        let tables = (Self.tables + [[], ["a b"], [" "]]).map(KeywordTable.init)
        let lines = Gen.element(of: Self.words).map { $0 ?? "" }.array(of: 0...5)
        await propertyCheck(count: 1000, input: lines) { words in
            for table in tables {
                for (glued, lost) in [(false, false), (true, true), (true, false), (false, true)] {
                    #expect(
                        table.occurs(in: words, glued: glued, firstLetterLost: lost)
                            == KeywordMatcher.containsAny(table.phrases, in: words, glued: glued, firstLetterLost: lost),
                        "\(words) \(table.phrases.first ?? "")")
                }
            }
        }
    }

    /// Every word of the pool on a line of its own and second on a line of two: no slip of a
    /// keyword is passed over.
    @Test func tableFindsEverySlipAlone() {
        for phrases in Self.tables {
            let table = KeywordTable(phrases)
            for word in Self.words {
                for words in [[word], ["x", word]] {
                    #expect(
                        table.occurs(in: words, glued: true, firstLetterLost: true)
                            == KeywordMatcher.containsAny(phrases, in: words, glued: true, firstLetterLost: true),
                        "\(words) \(phrases.first ?? "")")
                }
            }
        }
    }

    @Test func wordsByBytesAreWordsByCharacters() async {
        let pieces = [
            "T0TAL", "tota1", "date10", "a1", "12", "1a", "ab12cd", "5", "8", "0", " ", "  ", ":", "-", ".", "/", "$",
            "#",
            "x", "SDN", "Bhd", "\t", "\n", "\r", "A", "z", "9", "1234", "m2",
        ]
        let texts = Gen.element(of: pieces).map { $0 ?? "" }.array(of: 0...10).map { $0.joined() }
        await propertyCheck(count: 3000, input: texts) { text in
            let folded = KeywordMatcher.fold(text)
            #expect(KeywordMatcher.wordsByBytes(ofFolded: folded) == KeywordMatcher.wordsByCharacters(ofFolded: folded))
            #expect(KeywordMatcher.words(of: text) == KeywordMatcher.wordsByCharacters(ofFolded: folded))
        }
    }

    @Test func oneEditByBytesIsOneEditByCharacters() async {
        let pairs = Gen.element(of: Self.words.filter { KeywordMatcher.isPlainASCII($0) }).map { $0 ?? "" }
            .array(of: 2...2)
        await propertyCheck(count: 3000, input: pairs) { pair in
            let (a, b) = pair[0].count >= pair[1].count ? (pair[0], pair[1]) : (pair[1], pair[0])
            for sameLength in [true, false] {
                #expect(
                    KeywordMatcher.isWithinOneEdit(longer: a.utf8, shorter: b.utf8, sameLength: sameLength)
                        == KeywordMatcher.isWithinOneEdit(longer: a, shorter: b, sameLength: sameLength))
            }
        }
    }

    /// A legal form's key is the word in capitals, trimmed of punctuation by Foundation.
    @Test func formKeyIsTrimmedCapitals() {
        let words = [
            "SDN", "Bhd.", "(M)", "bt.", "S/B", "8HD", "", "É", "sdn,", "GmbH", "Co.", "ab12", "'x'", "ß", "-",
        ]
        for word in words + Self.words {
            #expect(LegalForms.formKey(word) == word.uppercased().trimmingCharacters(in: .punctuationCharacters))
        }
    }
}
