/// Left-aligned text columns for terminal listings.
struct Table {
    var header: [String]
    var rows: [[String]] = []

    init(_ header: String...) {
        self.header = header
    }

    /// Adds a row; control characters in a cell (a newline in a file name) are shown escaped
    /// (`\n`), so every row stays one line.
    mutating func add(_ cells: String...) {
        rows.append(cells.map(Self.oneLine))
    }

    static func oneLine(_ cell: String) -> String {
        guard cell.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return cell }
        return cell.unicodeScalars.map { scalar in
            switch scalar {
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case _ where scalar.properties.generalCategory == .control:
                "\\u{\(String(scalar.value, radix: 16))}"
            default: String(scalar)
            }
        }.joined()
    }

    func render() -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in
            all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        return all.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
