import ArgumentParser
import Reading
import Vault

extension CalendarDate: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(iso: argument)
    }
}

/// Validation shared by commands that take a currency code.
enum CurrencyArgument {
    static func validate(_ code: String?, option: String) throws {
        guard let code else { return }
        guard CurrencyCode.isKnown(code.uppercased()) else {
            throw ValidationError("\(option) must be an ISO 4217 currency code such as EUR; got '\(code)'")
        }
    }
}
