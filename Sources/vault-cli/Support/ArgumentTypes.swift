import ArgumentParser
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
        guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw ValidationError("\(option) must be a 3-letter ISO 4217 code such as EUR; got '\(code)'")
        }
    }
}
