/// What can go wrong with categories, tags, exchange rates and search. One line each, saying
/// what to do where there is something to do.
public enum OrganiseError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A value the user typed is not allowed (`field`: what, `reason`: why).
    case invalid(field: String, reason: String)
    case categoryNotFound(String)
    /// A category name that does not exist but is close to one that does (a typo).
    case categoryNotFoundNear(String, nearest: String)
    case categoryExists(String)
    /// Default categories can be renamed, never removed.
    case defaultCategory(String)
    /// Removing a category that still has expenses needs `--reassign-to` or `--uncategorize`.
    case categoryInUse(name: String, expenses: Int)
    case tagNotFound(String)
    case tagExists(String)
    /// The expense or document already carries the tag (`what` is `expense 3`).
    case alreadyTagged(what: String, tag: String)
    /// The expense or document does not carry the tag it should lose.
    case notTagged(what: String, tag: String)
    case rateNotFound(base: String, quote: String, date: String?)
    /// No category rule has this id.
    case categoryRuleNotFound(Int64)
    /// A rule for the same words exists (`rule`: `merchant 'uber'`).
    case categoryRuleExists(id: Int64, rule: String, category: String)

    public var description: String {
        switch self {
        case .invalid(let field, let reason):
            return "\(field): \(reason)"
        case .categoryNotFound(let name):
            return "no category '\(name)' (see `vault category list`, or add it with `vault category add`)"
        case .categoryNotFoundNear(let name, let nearest):
            return "no category '\(name)'; did you mean '\(nearest)'? (see `vault category list`)"
        case .categoryExists(let name):
            return "category '\(name)' already exists"
        case .defaultCategory(let name):
            return "'\(name)' is a default category: it can be renamed, not removed"
        case .categoryInUse(let name, let count):
            return
                "category '\(name)' has \(String.counted(count, "expense")); add --reassign-to OTHER or --uncategorize"
        case .tagNotFound(let name):
            return "no tag '\(name)' (see `vault tag list`)"
        case .tagExists(let name):
            return "tag '\(name)' already exists"
        case .alreadyTagged(let what, let tag):
            return "\(what) already has tag '\(tag)'"
        case .notTagged(let what, let tag):
            return "\(what) has no tag '\(tag)'"
        case .rateNotFound(let base, let quote, let date):
            return "no rate \(base) -> \(quote)" + (date.map { " on \($0)" } ?? "") + " (see `vault fx list`)"
        case .categoryRuleNotFound(let id):
            return "no category rule \(id) (see `vault category rule list`)"
        case .categoryRuleExists(let id, let rule, let category):
            return
                "rule \(id) already sends \(rule) to \(category); remove it first with `vault category rule rm \(id)`"
        }
    }
}
