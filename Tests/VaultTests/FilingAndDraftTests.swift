import Foundation
import GRDB
import Testing

@testable import Reading
@testable import Vault

private func day(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }

@Suite struct JourneyFilerTests {
    let paris = Journey(
        id: 1, slug: "paris", name: "Paris", startDate: day("2025-03-10"), endDate: day("2025-03-17"), currency: "EUR")
    let nice = Journey(id: 2, slug: "nice", name: "Nice", startDate: day("2025-03-16"), endDate: day("2025-03-20"))
    let open = Journey(id: 3, slug: "someday", name: "No dates")

    @Test func rulesApplyInOrder() {
        let filer = JourneyFiler(journeys: [paris, nice, open])
        #expect(
            filer.decide(flag: open, inboxFolder: nice, date: day("2025-03-12")) == .init(journey: open, rule: .flag))
        #expect(
            filer.decide(flag: nil, inboxFolder: nice, date: day("2025-03-12"))
                == .init(journey: nice, rule: .inboxFolder))
        #expect(
            filer.decide(flag: nil, inboxFolder: nil, date: day("2025-03-12"))
                == .init(journey: paris, rule: .dateRange))
        #expect(filer.decide(flag: nil, inboxFolder: nil, date: day("2025-03-17")).journey == nil)
        #expect(
            filer.decide(flag: nil, inboxFolder: nil, date: day("2025-03-17")).note
                == "2025-03-17 falls in several journeys (paris, nice)")
        #expect(
            filer.decide(flag: nil, inboxFolder: nil, date: day("2024-01-01")).note == "no journey covers 2024-01-01")
        #expect(filer.decide(flag: nil, inboxFolder: nil, date: nil).note == "no date found on the document")
    }

    /// Import reads only the journeys covering the document's day from SQLite; filing with
    /// them must decide exactly as filing among all journeys, at the ends of each range too.
    @Test func journeysReadForFilingDecideAsAllJourneys() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vault-filing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let vault = try Vault.open(VaultLayout(root: root))
        for journey in [paris, nice, open] {
            try vault.addJourney(
                Journey(
                    slug: journey.slug, name: journey.name, startDate: journey.startDate, endDate: journey.endDate))
        }
        let all = try vault.journeys()
        let days = ["2025-03-09", "2025-03-10", "2025-03-12", "2025-03-16", "2025-03-17", "2025-03-20", "2025-03-21"]
        for text in days {
            let read = try vault.database.pool.read { db in
                try Vault.journeysForFiling(flag: nil, inboxFolder: nil, date: day(text), in: db)
            }
            #expect(read.allSatisfy { $0.contains(day(text)) }, "\(text)")
            #expect(
                JourneyFiler(journeys: read).decide(flag: nil, inboxFolder: nil, date: day(text))
                    == JourneyFiler(journeys: all).decide(flag: nil, inboxFolder: nil, date: day(text)), "\(text)")
        }
        let covering = try vault.database.pool.read { db in
            try Vault.journeysForFiling(flag: nil, inboxFolder: nil, date: day("2025-03-17"), in: db)
        }
        #expect(Set(covering.map(\.slug)) == ["paris", "nice"])
        let flagged = try vault.database.pool.read { db in
            try Vault.journeysForFiling(flag: all[0], inboxFolder: nil, date: day("2025-03-12"), in: db)
        }
        #expect(flagged.isEmpty)
    }
}

@Suite struct DraftExpenseTests {
    func draft(currency: String?) -> ReceiptDraft {
        ReceiptDraft(
            merchant: DraftField(value: "CAFE DE FLORE", confidence: 0.8, evidence: []),
            total: DraftField(value: Decimal(string: "18.4")!, confidence: 0.9, evidence: []),
            currency: currency.map { DraftField(value: $0, confidence: 0.9, evidence: []) },
            date: DraftField(value: day("2025-03-12"), confidence: 0.9, evidence: []))
    }

    @Test func currencyComesFromReceiptThenJourneyThenSetting() throws {
        let journey = Journey(id: 1, slug: "paris", name: "Paris", currency: "EUR")
        let filed = JourneyFiler.Decision(journey: journey, rule: .flag)
        let unfiled = JourneyFiler.Decision(journey: nil, rule: .unfiled, note: "no date")
        func built(_ draft: ReceiptDraft, _ filing: JourneyFiler.Decision, _ configured: String?) throws -> Expense {
            try #require(
                DraftExpenseBuilder(draft: draft, filing: filing, configuredCurrency: configured)
                    .expense(documentId: 1, now: Date()))
        }
        let printed = try built(draft(currency: "GBP"), filed, "CHF")
        #expect(printed.currency == "GBP" && printed.currencySource == .receipt && printed.amountMinor == 1840)
        let fromJourney = try built(draft(currency: nil), filed, "CHF")
        #expect(fromJourney.currency == "EUR" && fromJourney.currencySource == .journey)
        let fromSetting = try built(draft(currency: nil), unfiled, "CHF")
        #expect(fromSetting.currency == "CHF" && fromSetting.currencySource == .configured)
        let unknown = try built(draft(currency: nil), unfiled, nil)
        #expect(unknown.currency == nil && unknown.currencySource == nil && unknown.amountMinor == 1840)
        #expect(unknown.totalString == "18.40")
    }

    /// A receipt that shares one address line with a known shop: without a name read, the
    /// shop's name is offered, unsure, with the reason; a name that was read is kept.
    @Test func aWeakShopMatchNamesOnlyANamelessDraft() throws {
        let known = KnownShop(
            expenseId: 7, merchant: "Aik Huat Hardware",
            fingerprint: ShopFingerprintReader.read(pages: ["NO. 17-G, JALAN SETIA INDAH\nTEL: 012-651783"]))
        func built(merchant: String?) throws -> Expense {
            var read = draft(currency: "MYR")
            read.merchant = merchant.map { DraftField(value: $0, confidence: 0.5, evidence: []) }
            let recall = ShopRecall(
                merchantRules: [],
                fingerprint: ShopFingerprintReader.read(pages: ["NO. 17-6, JALAN SETIA INAH\nTEL: 03-9999999"]),
                knownShops: ShopIndex([known]))
            let builder = DraftExpenseBuilder(
                draft: DocumentPipeline.remembered(read, recall.recollection(for: read)),
                filing: .init(journey: nil, rule: .unfiled), configuredCurrency: nil)
            return try #require(builder.expense(documentId: 1, now: Date()))
        }
        let nameless = try built(merchant: nil)
        #expect(nameless.merchant == "Aik Huat Hardware")
        #expect((nameless.confidence?.merchant ?? 1) < ConfidenceCalibration.sure)
        #expect(
            nameless.merchantNote == "perhaps the same shop as expense 7: address matches; the receipt shows no name")
        let named = try built(merchant: "KEDAI RUNCIT ABC")
        #expect(named.merchant == "KEDAI RUNCIT ABC" && named.merchantNote == nil)
    }

    @Test func documentWithoutTotalIsNoExpense() {
        var noTotal = draft(currency: "EUR")
        noTotal.total = nil
        let builder = DraftExpenseBuilder(
            draft: noTotal, filing: .init(journey: nil, rule: .unfiled), configuredCurrency: nil)
        #expect(!builder.isExpense)
        #expect(builder.expense(documentId: 1, now: Date()) == nil)
    }
}

@Suite struct MerchantRuleMatcherTests {
    let rules = [
        MerchantRule(
            id: 1, pattern: MerchantRule.fold("MR D.I.Y. (M) SDN BHD"), example: "MR D.I.Y. (M) SDN BHD",
            merchant: "MR DIY", timesApplied: 0, createdAt: Date()),
        MerchantRule(
            id: 2, pattern: MerchantRule.fold("ALDI"), example: "ALDI", merchant: "Aldi Süd", timesApplied: 0,
            createdAt: Date()),
    ]

    @Test func matchesTheSameNameWhateverItsPunctuation() {
        #expect(MerchantRuleMatcher.match("Mr. D.I.Y (M) Sdn. Bhd.", in: rules)?.id == 1)
    }

    @Test func matchesSmallOCRSlips() {
        #expect(MerchantRuleMatcher.match("MR D.I.Y. (M) SON BHD", in: rules)?.id == 1)
        #expect(MerchantRuleMatcher.match("MR D.I.Y. (M) SDN 8HD", in: rules)?.id == 1)
        // Two slips in twelve letters is beyond the 15% tolerance.
        #expect(MerchantRuleMatcher.match("MR O.I.Y. (M) SDN 8HD", in: rules) == nil)
    }

    @Test func doesNotMatchOtherShops() {
        #expect(MerchantRuleMatcher.match("MR TOOLS (M) SDN BHD", in: rules) == nil)
        #expect(MerchantRuleMatcher.match("LIDL", in: rules) == nil)
        #expect(MerchantRuleMatcher.match("AL", in: rules) == nil)
    }
}
