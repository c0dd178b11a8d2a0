/// The rule that set a receipt's merchant (`MerchantFinder`).
public enum NameRule: String, Sendable, Hashable, Codable, CaseIterable {
    /// The best name-like line near the top.
    case nameLine
    /// A name printed over two large lines (`BRASSERIE` / `LE COMPTOIR`).
    case nameOverTwoLines
    /// The name with its legal form on the line below (`i3SH POWER HARDWARE` / `TRADING`).
    case legalFormBelow
    /// A registered name whose first words stand on the lines above (`AIK HUAT HARDWARE` /
    /// `ENTERPRISE (SETIA` / `ALAM) SDN BHD`).
    case begunAbove
    /// No convincing name at the top: a company line with a legal form further down.
    case footerCompany
    /// No name at all: the first line above the street that names a place besides the brand
    /// (`BHPetrol Permas Jaya 2`, a branch named after its town).
    case brandWithPlace
    /// No name at all: the line above a street and a postcode with its town further down
    /// (`Saturn Paderborn` / `Kamp 30-32` / `33098 Paderborn` on the card slip).
    case aboveAddress
    /// A brand of the name-suggestion-index on a line near the top, or in the receipt's web or
    /// e-mail address, over a line taken for the name that is not the brand's (`MerchantFinder.withBrand`).
    case brand
}

/// A named reason that ranks a line near the top of a receipt as the shop's name, with its points.
enum NameAdjustment: String, Sendable, CaseIterable, RankingReason {
    /// Every name-like line starts with these points.
    case nameLike
    /// The first registered company name (`SDN BHD`, `BERHAD`, `S/B`): the seller's legal identity.
    case registeredName
    /// A registered name under another one or under the document's title: the owner or the customer.
    case laterRegisteredName
    /// Another legal form (`GmbH`, `Ltd`).
    case legalForm
    /// A word naming a kind of shop (`RESTORAN`, `Apotheke`).
    case shopWord
    /// The line's letters are those of the web address the receipt prints (no registered name).
    case inWebAddress
    /// `Wangsa Link, Wangsa Maju,`: an address line runs on with a comma.
    case endsWithComma
    /// Printed larger than the receipt's typical line (points grow with the size, up to 3.75).
    case largePrint
    /// Each line further down takes 0.12.
    case lowerDown
    /// The line's OCR confidence above or below 0.5, times 0.3.
    case clearlyRead

    /// The points of the reason (for the measured ones, the points per unit).
    var points: Double {
        switch self {
        case .nameLike, .shopWord: 1
        case .registeredName: 4
        case .laterRegisteredName, .legalForm: 0.6
        case .inWebAddress: 3
        case .endsWithComma: -1
        case .largePrint: 2.5
        case .lowerDown: -0.12
        case .clearlyRead: 0.3
        }
    }
}
