import Drawing
import Foundation
import Reading

/// The journey's budget on a PDF report's summary: per category and in total, planned, spent,
/// drafts and left, with a bar of how much is used, and what no category has been given yet.
extension PDFExpenseReport {
    private static let budgetRow = 16.0
    private static let over = Colour(hex: 0xC44E52)

    /// The rows drawn: the categories, then the total.
    private static func budgetLines(_ status: BudgetStatus) -> [BudgetStatus.Line] {
        status.categories + [status.total]
    }

    /// The height the budget block takes on the page.
    static func budgetHeight(_ status: BudgetStatus) -> Double {
        let notes = (status.toAssign == nil ? 0 : 1) + (status.unconverted.isEmpty ? 0 : 1)
        return 52 + Double(budgetLines(status).count) * budgetRow + Double(notes) * 13
    }

    static func drawBudget(_ status: BudgetStatus, top: Double, canvas: PDFCanvas) {
        let right = canvas.width - margin
        canvas.text("BUDGET IN \(status.currency)", x: margin, y: top + 12, size: 8, bold: true, colour: muted)
        // Columns: the category, four amounts right-aligned, then the bar.
        let amounts = [margin + 250, margin + 320, margin + 390, margin + 460]
        let barLeft = margin + 475
        var y = top + 30
        for (title, x) in zip(["PLANNED", "SPENT", "DRAFTS", "LEFT"], amounts) {
            canvas.text(title, x: x, y: y, size: 7.5, bold: true, colour: muted, alignment: .right)
        }
        canvas.text("CATEGORY", x: margin, y: y, size: 7.5, bold: true, colour: muted)
        for line in budgetLines(status) {
            y += budgetRow
            let isTotal = line == status.total
            if isTotal { canvas.line(fromX: margin, fromY: y - 11, toX: right, toY: y - 11, colour: rule) }
            let name = isTotal ? "Total" : (line.category ?? "(no category)")
            canvas.text(name, x: margin, y: y, size: 9, bold: isTotal, colour: ink)
            let values = [line.planned, line.spent, line.drafts, line.left].map { $0.map(amount) ?? "-" }
            for (value, x) in zip(values, amounts) {
                let colour = value == values[3] && line.over != nil ? over : ink
                canvas.text(value, x: x, y: y, size: 9, bold: isTotal, colour: colour, alignment: .right)
            }
            guard let planned = line.planned, planned.amount > 0 else { continue }
            let width = right - barLeft
            let used = (line.spent.amount + line.drafts.amount) / planned.amount
            let share = min(1, max(0, NSDecimalNumber(decimal: used).doubleValue))
            canvas.fill(Box(x: barLeft, y: y - 7, width: width, height: 7), colour: shade)
            canvas.fill(
                Box(x: barLeft, y: y - 7, width: width * share, height: 7), colour: line.over == nil ? accent : over)
        }
        y += 6
        if let toAssign = status.toAssign {
            y += 13
            canvas.text(
                "To assign: \(amount(toAssign)) \(status.currency) of the budget no category has been given yet.",
                x: margin, y: y, size: 8.5, colour: muted)
        }
        if !status.unconverted.isEmpty {
            y += 13
            canvas.text(
                "Not counted: \(String.counted(status.unconverted.count, "expense")) with no rate into "
                    + "\(status.currency).", x: margin, y: y, size: 8.5, colour: muted)
        }
    }

    private static func amount(_ money: Money) -> String {
        Money.format(money.amount, digits: CurrencyCode.minorUnitDigits(money.currency) ?? 2)
    }
}
