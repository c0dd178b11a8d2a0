import Foundation
import GRDB

/// Expense operations. Every method is one transaction.
extension Vault {
    /// Expenses, newest date first, optionally of one journey and/or status.
    public func expenses(journey: String? = nil, status: ExpenseStatus? = nil) throws -> [Expense] {
        try database.pool.read { db in
            var request = Expense.order(Expense.Columns.date.desc, Expense.Columns.id)
            if let journey {
                request = request.filter(Expense.Columns.journeyId == (try Self.journey(slug: journey, in: db).id))
            }
            if let status { request = request.filter(Expense.Columns.status == status.rawValue) }
            return try request.fetchAll(db)
        }
    }

    public func expense(id: Int64) throws -> Expense {
        try database.pool.read { db in try Self.expense(id: id, in: db) }
    }

    static func expense(id: Int64, in db: Database) throws -> Expense {
        guard let expense = try Expense.fetchOne(db, key: id) else { throw VaultError.expenseNotFound(id) }
        return expense
    }

    /// Adds an expense the user typed in (no document). It is confirmed: the user is the source.
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
            let journeyId: Int64? = try journey.flatMap { try Self.journey(slug: $0, in: db).id }
            let now = Date()
            var expense = Expense(
                id: nil, documentId: nil, journeyId: journeyId, status: .confirmed, merchant: merchant,
                amountMinor: minor, currency: code, date: day, categoryId: nil, notes: notes,
                confidence: nil, evidence: nil, filedBy: journey == nil ? .unfiled : .manual,
                filingNote: journey == nil ? "entered without a journey" : nil, currencySource: .manual,
                ocrMerchant: nil, merchantNote: nil, createdAt: now, updatedAt: now)
            try expense.insert(db)
            return expense
        }
    }

    /// Applies the user's changes. A corrected merchant on a receipt is remembered, so the
    /// next receipt from the same shop gets the right name (`vault merchant list`).
    @discardableResult
    public func editExpense(id: Int64, _ change: ExpenseChange) throws -> Expense {
        let merchant = try change.merchant.map(ExpenseValidation.merchant)
        let amount = try change.total.map(ExpenseValidation.amount)
        let code = try change.currency.map(ExpenseValidation.currency)
        let day = try change.date.map(ExpenseValidation.date)
        let notes = try change.notes.map(ExpenseValidation.notes)
        return try database.pool.write { db in
            var expense = try Self.expense(id: id, in: db)
            if let merchant {
                // Any other spelling is learnt, even one that differs only in letter case.
                if let read = expense.ocrMerchant, read != merchant {
                    try Self.learnMerchant(read: read, corrected: merchant, in: db)
                }
                expense.merchant = merchant
                expense.merchantNote = nil
            }
            if let code, code != expense.currency {
                // Keep the amount, re-expressed in the new currency's minor units.
                let current = expense.amountMinor.map { Self.decimal(minor: $0, currency: expense.currency) }
                expense.currency = code
                expense.currencySource = .manual
                if let current { expense.amountMinor = try ExpenseValidation.minorUnits(current, currency: code) }
            }
            if let amount { expense.amountMinor = try ExpenseValidation.minorUnits(amount, currency: expense.currency) }
            if let day { expense.date = day }
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
            if change.journey != nil, let documentId = expense.documentId {
                try db.execute(
                    sql: "UPDATE document SET journeyId = ? WHERE id = ?", arguments: [expense.journeyId, documentId])
            }
            expense.updatedAt = Date()
            try expense.update(db)
            if expense.status == .confirmed { try Self.learnShop(of: expense, in: db) }
            return expense
        }
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

extension Expense {
    /// The amount as a decimal string in its currency's digits (hundredths without a currency).
    public var totalString: String? {
        amountMinor.map {
            Money.format(Vault.decimal(minor: $0, currency: currency), digits: money?.minorUnitDigits ?? 2)
        }
    }
}
