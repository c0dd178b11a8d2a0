import Foundation

/// A greeting that opens the line the shop's name is printed on (`WELCOME TO SUNSHINE MART`).
extension ReceiptLine {
    /// Greetings, as folded words, that a shop's name follows.
    static let greetings: [[String]] = [
        ["welcome", "to"], ["welcome", "at"], ["selamat", "datang", "ke"], ["selamat", "datang", "di"],
        ["willkommen", "bei"], ["willkommen", "im"], ["willkommen", "in"], ["bienvenue", "chez"],
        ["bienvenue", "a"], ["benvenuti", "da"], ["bienvenido", "a"], ["welkom", "bij"],
    ]

    /// The line without a greeting that opens it (`WELCOME TO SUNSHINE MART` reads `SUNSHINE
    /// MART`). A greeting that goes on in lower case is a slogan (`Welcome to the Family`), and
    /// the line stays as it is.
    var withoutGreeting: ReceiptLine {
        let tokens = text.split(separator: " ", omittingEmptySubsequences: true)
        for greeting in Self.greetings where tokens.count > greeting.count {
            let opening = tokens.prefix(greeting.count).map { Self.foldedWords(of: String($0)).joined() }
            guard opening == greeting, tokens[greeting.count].first?.isLowercase == false else { continue }
            var line = self
            line.text = tokens.dropFirst(greeting.count).joined(separator: " ")
            line.words = Self.foldedWords(of: line.text)
            return line
        }
        return self
    }
}
