import Foundation

/// Account names for plain-text accounting: `Expenses:Food-Drink` from the category
/// "food & drink". Each part starts with a capital letter and holds ASCII letters, digits
/// and hyphens, which both beancount and ledger accept.
public enum AccountNames {
    public static let uncategorized = "Expenses:Uncategorized"

    /// The expense account of a category (``uncategorized`` for none).
    public static func expense(category: String?) -> String {
        guard let category, let part = component(category) else { return uncategorized }
        return "Expenses:" + part
    }

    /// Whether `name` is a valid account name (`Assets:Cash`).
    public static func isValid(_ name: String) -> Bool {
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        let roots: Set<Substring> = ["Assets", "Liabilities", "Equity", "Income", "Expenses"]
        guard parts.count >= 2, roots.contains(parts[0]) else { return false }
        return parts.dropFirst().allSatisfy { part in
            guard let first = part.first, first.isASCII, first.isUppercase || first.isNumber else { return false }
            return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        }
    }

    /// `text` as one account part: accents dropped, words capitalised and joined by hyphens.
    static func component(_ text: String) -> String? {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        let words = folded.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        guard !words.isEmpty else { return nil }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: "-")
        return joined.first?.isLetter == true || joined.first?.isNumber == true ? joined : nil
    }
}
