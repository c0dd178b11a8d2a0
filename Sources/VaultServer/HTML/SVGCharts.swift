import Foundation
import Reading
import Vault

/// Charts drawn on the server as SVG, so they read without JavaScript: one section of an
/// ``ExpenseReport`` (one currency) as bars.
enum SVGCharts {
    /// Horizontal bars, one per group, largest first (for categories or merchants).
    static func bars(_ section: ExpenseReport.Section, grouping: ReportGrouping) -> String {
        let rowHeight = 26
        let width = 480
        let labelWidth = 150
        let valueWidth = 110
        let barSpace = width - labelWidth - valueWidth
        let height = max(1, section.groups.count) * rowHeight + 8
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(width) \(height)" role="img" \
            aria-label="\(HTMLText.escape("Spending by \(grouping.rawValue) in \(section.currency)"))">
            """
        let largest = section.groups.map(\.share).max() ?? 0
        for (index, group) in section.groups.enumerated() {
            let y = 4 + index * rowHeight
            let length = largest > 0 ? max(2, Int((group.share / largest * Double(barSpace)).rounded())) : 2
            let name = HTMLText.escape(group.name ?? grouping.noneLabel)
            let amount = HTMLText.escape("\(section.format(group.total)) \(section.currency)")
            svg += """
                <text class="label" x="0" y="\(y + 17)">\(name)</text>\
                <rect class="bar" x="\(labelWidth)" y="\(y + 4)" width="\(length)" height="\(rowHeight - 8)" rx="3">\
                <title>\(name): \(amount)</title></rect>\
                <text class="value" x="\(labelWidth + length + 6)" y="\(y + 17)">\(amount)</text>
                """
        }
        return svg + "</svg>"
    }

    /// The longest span of days drawn day by day; a longer one shows only the days with spending.
    static let maxDaysDrawn = 62

    /// The groups of a by-day section with the days between them that have no spending, as
    /// empty columns, so the chart reads as a calendar (undated expenses stay last).
    static func everyDay(_ groups: [ExpenseReport.Group]) -> [ExpenseReport.Group] {
        let dated = groups.compactMap { group in group.name.flatMap(CalendarDate.init(iso:)).map { ($0, group) } }
        guard let first = dated.first?.0, let last = dated.last?.0 else { return groups }
        var byDay = Dictionary(dated.map { ($0.0, $0.1) }, uniquingKeysWith: { one, _ in one })
        var days: [ExpenseReport.Group] = []
        var day = first
        while day <= last, days.count <= maxDaysDrawn {
            days.append(
                byDay.removeValue(forKey: day)
                    ?? ExpenseReport.Group(name: day.description, total: 0, count: 0, share: 0))
            day = day.next
        }
        guard days.count <= maxDaysDrawn else { return groups }
        return days + groups.filter { $0.name.flatMap(CalendarDate.init(iso:)) == nil }
    }

    /// Columns, one per day in date order, with the day under each (for spending by day);
    /// days without spending between the first and the last are empty columns.
    static func columns(_ section: ExpenseReport.Section) -> String {
        let days = everyDay(section.groups)
        let columnWidth = 46
        let chartHeight = 160
        let width = max(480, days.count * columnWidth + 20)
        let height = chartHeight + 56
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(width) \(height)" role="img" \
            aria-label="\(HTMLText.escape("Spending by day in \(section.currency)"))">\
            <line class="axis" x1="10" y1="\(chartHeight + 20)" x2="\(width - 10)" y2="\(chartHeight + 20)"/>
            """
        let largest = days.map(\.share).max() ?? 0
        for (index, day) in days.enumerated() {
            let x = 10 + index * columnWidth
            guard day.count > 0 else {
                let label = HTMLText.escape(day.name.map { String($0.suffix(5)) } ?? "?")
                svg += """
                    <text class="label" x="\(x + columnWidth / 2)" y="\(chartHeight + 38)" text-anchor="middle">\(label)</text>
                    """
                continue
            }
            let length = largest > 0 ? max(2, Int((day.share / largest * Double(chartHeight)).rounded())) : 2
            let label = HTMLText.escape(day.name.map { String($0.suffix(5)) } ?? "?")
            let amount = HTMLText.escape("\(section.format(day.total)) \(section.currency)")
            svg += """
                <rect class="bar" x="\(x + 4)" y="\(chartHeight + 20 - length)" width="\(columnWidth - 8)" \
                height="\(length)" rx="2"><title>\(HTMLText.escape(day.name ?? "undated")): \(amount)</title></rect>\
                <text class="value" x="\(x + columnWidth / 2)" y="\(chartHeight + 14 - length)" \
                text-anchor="middle">\(HTMLText.escape(section.format(day.total)))</text>\
                <text class="label" x="\(x + columnWidth / 2)" y="\(chartHeight + 38)" text-anchor="middle">\(label)</text>
                """
        }
        return svg + "</svg>"
    }
}
