import Foundation

/// A greeting that opens the line the shop's name is printed on (`WELCOME TO SUNSHINE MART`).
extension ReceiptLine {
    /// Greetings, as folded words, that a shop's name follows.
    static let greetings: [[String]] = [
        ["welcome", "to"], ["welcome", "at"], ["selamat", "datang", "ke"], ["selamat", "datang", "di"],
        ["willkommen", "bei"], ["willkommen", "im"], ["willkommen", "in"], ["bienvenue", "chez"],
        ["bienvenue", "a"], ["benvenuti", "da"], ["bienvenido", "a"], ["welkom", "bij"],
    ]

    /// The first words of `greetings`.
    static let greetingFirstWords = Set(greetings.compactMap(\.first))

    /// The number of words of the longest greeting.
    static let longestGreeting = greetings.map(\.count).max() ?? 0

    /// The line without a greeting that opens it (`WELCOME TO SUNSHINE MART` reads `SUNSHINE
    /// MART`). A greeting that goes on in lower case is a slogan (`Welcome to the Family`), and
    /// the line stays as it is.
    var withoutGreeting: ReceiptLine {
        let tokens = text.split(separator: " ", omittingEmptySubsequences: true)
        // Asked of every line at the top, several times: the tokens that could open a greeting
        // are folded once, and a line whose first token opens none is done with at once.
        // Every greeting is two words or more, and a name follows it.
        guard tokens.count > 2, Self.greetingFirstWords.contains(Self.foldedWords(of: String(tokens[0])).joined())
        else { return self }
        let folded = tokens.prefix(Self.longestGreeting).map { Self.foldedWords(of: String($0)).joined() }
        for greeting in Self.greetings where tokens.count > greeting.count {
            let opening = Array(folded.prefix(greeting.count))
            guard opening == greeting, tokens[greeting.count].first?.isLowercase == false else { continue }
            var line = self
            line.text = tokens.dropFirst(greeting.count).joined(separator: " ")
            line.words = Self.foldedWords(of: line.text)
            return line
        }
        return self
    }
}
