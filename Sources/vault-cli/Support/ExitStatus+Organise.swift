import Vault

extension ExitStatus {
    static func code(for error: OrganiseError) -> Int32 {
        switch error {
        case .invalid: return usage
        case .categoryExists, .categoryRuleExists, .defaultCategory, .categoryInUse, .tagExists, .alreadyTagged,
            .notTagged:
            return badData
        case .categoryNotFound, .categoryNotFoundNear, .tagNotFound, .rateNotFound, .categoryRuleNotFound:
            return noInput
        }
    }
}
