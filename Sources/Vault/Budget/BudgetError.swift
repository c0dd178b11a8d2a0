/// What can go wrong with budgets and recurring costs. One line each, saying what to do.
public enum BudgetError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A value the user typed is not allowed (`field`: what, `reason`: why).
    case invalid(field: String, reason: String)
    /// No currency was given and none can be taken from the journey or its budget.
    case noCurrency(journey: String)
    /// A journey's budgets are all in one currency.
    case currencyMismatch(journey: String, given: String, existing: String)
    /// The budget's currency differs from the journey's and no rate links them.
    case noRate(journey: String, budget: String, journeyCurrency: String)
    /// The journey (or its category) has no budget to show or remove.
    case noBudget(journey: String, category: String?)
    case recurringNotFound(Int64)
    /// A day to skip that the recurring cost does not fall on.
    case notAnOccurrence(id: Int64, date: String, reason: String)

    public var description: String {
        switch self {
        case .invalid(let field, let reason):
            return "\(field): \(reason)"
        case .noCurrency(let journey):
            return "journey \(journey) has no currency and no budget yet: give one, e.g. `vault budget set \(journey) "
                + "1500 EUR`"
        case .currencyMismatch(let journey, let given, let existing):
            return "the budgets of journey \(journey) are in \(existing), not \(given): give amounts in \(existing), "
                + "or remove them first (`vault budget rm \(journey) --all`)"
        case .noRate(let journey, let budget, let journeyCurrency):
            return "journey \(journey) keeps \(journeyCurrency), the budget is in \(budget) and there is no rate "
                + "\(budget) -> \(journeyCurrency): add one first (`vault fx set \(budget) \(journeyCurrency) RATE`)"
        case .noBudget(let journey, let category):
            if let category {
                return "journey \(journey) has no budget for '\(category)' (see `vault budget show \(journey)`)"
            }
            return "journey \(journey) has no budget (set one with `vault budget set \(journey) 1500 EUR`)"
        case .recurringNotFound(let id):
            return "no recurring cost \(id) (see `vault recurring list`)"
        case .notAnOccurrence(let id, let date, let reason):
            return "recurring cost \(id) on \(date): \(reason)"
        }
    }
}
