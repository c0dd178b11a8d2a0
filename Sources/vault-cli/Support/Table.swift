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

    /// Rows without a header, indented by two spaces, their columns padded to line up (ids past
    /// 9, totals of different widths); the columns in `rightAligned` are padded on the left.
    static func aligned(_ rows: [[String]], rightAligned: Set<Int> = []) -> [String] {
        let cells = rows.map { $0.map(oneLine) }
        let widths = (0..<(cells.map(\.count).max() ?? 0)).map { column in
            cells.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        return cells.map { row in
            "  "
                + row.enumerated().map { column, cell in
                    let pad = String(repeating: " ", count: max(0, widths[column] - cell.count))
                    if rightAligned.contains(column) { return pad + cell }
                    return column == row.count - 1 ? cell : cell + pad
                }.joined(separator: "  ")
        }
    }

    static func oneLine(_ cell: String) -> String {
        SafeOutput.escaped(cell, keepingNewlines: false).replacingOccurrences(of: "\t", with: "\\t")
    }

    /// The table as lines; every cell is escaped again here, so rows appended directly are
    /// one line too.
    func render() -> String {
        let all = ([header] + rows).map { $0.map(Self.oneLine) }
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
