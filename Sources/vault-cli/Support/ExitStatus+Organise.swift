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

extension ExitStatus {
    static func code(for error: ReferenceRateError) -> Int32 {
        switch error {
        case .missing: return noInput
        case .unreadable: return ioError
        case .malformed, .badArchive: return badData
        }
    }
}
