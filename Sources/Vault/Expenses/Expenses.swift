import Foundation
import GRDB
import Reading

/// Expense operations. Every method is one transaction.
extension Vault {
    /// Expenses, newest date first, optionally of one journey and/or status.
    public func expenses(journey: String? = nil, status: ExpenseStatus? = nil) throws -> [Expense] {
        try expenses(ExpenseQuery(journey: journey, status: status))
    }

    public func expense(id: Int64) throws -> Expense {
        try database.pool.read { db in try Self.expense(id: id, in: db) }
    }

    static func expense(id: Int64, in db: Database) throws -> Expense {
        guard let expense = try Expense.fetchOne(db, key: id) else { throw VaultError.expenseNotFound(id) }
        return expense
    }

    /// Adds an expense the user typed in (no document). It is confirmed: the user is the source.
    /// Without `journey` it is filed by its date, as an imported receipt would be: into the one
    /// journey whose dates contain it, else unfiled with the reason.
    @discardableResult
    public func addExpense(
        merchant: String, total: String, currency: String, date: String, journey: String?, notes: String?
    ) throws -> Expense {
        let merchant = try ExpenseValidation.merchant(merchant)
        let amount = try ExpenseValidation.amount(total)
        let code = try ExpenseValidation.currency(currency)
        let day = try ExpenseValidation.date(date)
        let notes = try notes.map(ExpenseValidation.notes)
        let minor = try ExpenseValidation.minorUnits(amount, currency: code)
        return try database.pool.write { db in
            let chosen = try journey.map { try Self.journey(slug: $0, in: db) }
            let filing = JourneyFiler(journeys: try Journey.fetchAll(db)).decide(flag: nil, inboxFolder: nil, date: day)
            let journeyId = chosen?.id ?? filing.journey?.id
            let now = Date()
            var expense = Expense(
                id: nil, documentId: nil, journeyId: journeyId, status: .confirmed, merchant: merchant,
                amountMinor: minor, currency: code, date: day, categoryId: nil, notes: notes,
                confidence: FieldConfidences(merchant: 1, total: 1, currency: 1, date: 1), evidence: nil,
                filedBy: chosen == nil ? filing.rule : .manual,
                filingNote: chosen == nil ? filing.note : nil, currencySource: .manual,
                ocrMerchant: nil, merchantNote: nil, createdAt: now, updatedAt: now,
                // Every field is the user's; there is no reading to keep as history.
                edits: FieldEdits(
                    merchant: FieldEdit(on: .today), total: FieldEdit(on: .today), currency: FieldEdit(on: .today),
                    date: FieldEdit(on: .today)))
            try expense.insert(db)
            return expense
        }
    }

    /// Applies the user's changes. Each field given is marked as set by the user today
    /// (confidence 1; what the reader found is kept only as history). A corrected merchant on
    /// a receipt is remembered, so the next receipt from the same shop gets the right name
    /// (`vault merchant list`). A new date files the expense again when its journey came from
    /// its date; a journey someone chose is kept, and the result says so.
    @discardableResult
    public func editExpense(id: Int64, _ change: ExpenseChange) throws -> ExpenseEditResult {
        let merchant = try change.merchant.map(ExpenseValidation.merchant)
        let amount = try change.total.map(ExpenseValidation.amount)
        let code = try change.currency.map(ExpenseValidation.currency)
        let day = try change.date.map(ExpenseValidation.date)
        let notes = try change.notes.map(ExpenseValidation.notes)
        return try database.pool.write { db in
            var expense = try Self.expense(id: id, in: db)
            var refiling: ExpenseEditResult.Refiling? = nil
            var remarks: [String] = []
            if let merchant {
                // Any other spelling is learnt, even one that differs only in letter case.
                if let read = expense.ocrMerchant, read != merchant {
                    try Self.learnMerchant(read: read, corrected: merchant, in: db)
                }
                expense.recordUserSet(\.merchant, readValue: expense.ocrMerchant ?? expense.merchant)
                expense.merchant = merchant
                expense.merchantNote = nil
            }
            if let code {
                expense.recordUserSet(\.currency, readValue: expense.currency)
                if code != expense.currency {
                    // Keep the amount, re-expressed in the new currency's minor units.
                    let current = expense.amountMinor.map { Self.decimal(minor: $0, currency: expense.currency) }
                    expense.currency = code
                    if let current, amount == nil {
                        // The amount is kept, rounded to the new currency's digits, and the
                        // result says so when that changed it.
                        let kept = try ExpenseValidation.roundedMinorUnits(current, currency: code)
                        expense.amountMinor = kept
                        let now = Self.decimal(minor: kept, currency: code)
                        if now != current {
                            remarks.append(
                                "total rounded from \(current) to \(expense.totalString ?? "\(now)") \(code)")
                        }
                    }
                }
                expense.currencySource = .manual
            }
            if let amount {
                expense.recordUserSet(\.total, readValue: expense.totalString)
                expense.amountMinor = try ExpenseValidation.minorUnits(amount, currency: expense.currency)
            }
            if let day {
                expense.recordUserSet(\.date, readValue: expense.date?.description)
                expense.date = day
                if change.journey == nil { refiling = try Self.refileByDate(&expense, in: db) }
            }
            if let notes { expense.notes = notes.isEmpty ? nil : notes }
            switch change.journey {
            case .file(let slug)?:
                expense.journeyId = try Self.journey(slug: slug, in: db).id
                expense.filedBy = .manual
                expense.filingNote = nil
            case .unfile?:
                expense.journeyId = nil
                expense.filedBy = .manual
                expense.filingNote = "unfiled by you"
            case nil:
                break
            }
            if change.journey != nil || refiling != nil, let documentId = expense.documentId {
                try db.execute(
                    sql: "UPDATE document SET journeyId = ? WHERE id = ?", arguments: [expense.journeyId, documentId])
            }
            expense.updatedAt = Date()
            try expense.update(db)
            if expense.status == .confirmed { try Self.learnShop(of: expense, in: db) }
            return ExpenseEditResult(expense: expense, refiling: refiling, remarks: remarks)
        }
    }

    /// Files `expense` again by its (new) date when its journey came from its date, or from no
    /// rule at all on a document; a journey someone chose (or no journey, for an expense
    /// entered by hand) is kept.
    private static func refileByDate(_ expense: inout Expense, in db: Database) throws -> ExpenseEditResult.Refiling {
        let rule = expense.filedBy ?? .unfiled
        let journey = try expense.journeyId.flatMap { try Journey.fetchOne(db, key: $0) }
        if rule.isChoice {
            return .kept(journey: journey?.slug, rule: rule)
        }
        let decision = JourneyFiler(journeys: try Journey.fetchAll(db))
            .decide(flag: nil, inboxFolder: nil, date: expense.date)
        expense.journeyId = decision.journey?.id
        expense.filedBy = decision.rule
        expense.filingNote = decision.note
        return .refiled(journey: decision.journey?.slug, rule: decision.rule, note: decision.note)
    }

    /// Confirms or rejects expenses; all or nothing. A confirmed expense teaches the vault its
    /// shop: the next receipt with the same header gets the merchant as confirmed.
    public func setStatus(_ status: ExpenseStatus, ofExpenses ids: [Int64]) throws {
        try database.pool.write { db in
            for id in ids {
                var expense = try Self.expense(id: id, in: db)
                expense.status = status
                expense.updatedAt = Date()
                try expense.update(db)
                try Self.learnShop(of: expense, in: db)
            }
        }
    }

    static func decimal(minor: Int64, currency: String?) -> Decimal {
        (try? Money(minorUnits: minor, currency: currency ?? "EUR").amount) ?? Decimal(minor) / 100
    }
}

/// What an edit saved, and what a new date did to the expense's journey.
public struct ExpenseEditResult: Sendable {
    /// What a new date did to the journey.
    public enum Refiling: Sendable, Equatable {
        /// Filed again by the new date: into `journey`, or unfiled (`note` says why).
        case refiled(journey: String?, rule: FilingRule, note: String?)
        /// The journey (or its absence) was chosen, so the new date did not move it.
        case kept(journey: String?, rule: FilingRule)

        /// `filed by its date into journey march`, `journey paris kept (chosen with --journey)`
        public var description: String {
            switch self {
            case .refiled(let journey?, let rule, _):
                return "journey \(journey) (\(rule.reason))"
            case .refiled(nil, _, let note):
                return "unfiled" + (note.map { ": \($0)" } ?? "")
            case .kept(let journey?, let rule):
                return "journey \(journey) kept (\(rule.reason))"
            case .kept(nil, _):
                return "left unfiled (no journey was chosen for it)"
            }
        }
    }

    public var expense: Expense
    /// Set when the date changed.
    public var refiling: Refiling?
    /// Anything else the edit changed that the user did not type (a rounded total).
    public var remarks: [String] = []
}

extension Expense {
    /// The amount as a decimal string in its currency's digits (hundredths without a currency).
    public var totalString: String? {
        amountMinor.map {
            Money.format(Vault.decimal(minor: $0, currency: currency), digits: money?.minorUnitDigits ?? 2)
        }
    }
}
