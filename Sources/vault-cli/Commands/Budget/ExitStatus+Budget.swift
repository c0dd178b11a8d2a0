import Vault

extension ExitStatus {
    static func code(for error: BudgetError) -> Int32 {
        switch error {
        case .invalid, .noCurrency, .notAnOccurrence: return usage
        case .currencyMismatch: return badData
        case .noBudget, .recurringNotFound, .noRate: return noInput
        }
    }
}
