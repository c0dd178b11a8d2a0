import Foundation
import Vault

/// The review's category and tag keys: `c` sets the category from a numbered list, `t` adds
/// tags. Both save at once, as every change in the review does.
extension ReviewSession {
    /// Lists the categories and sets the one chosen (`-` clears it).
    func changeCategory(_ item: ReviewItem) throws -> String? {
        let names = try vault.categories().map(\.category.name)
        var text = "\n" + style.bold("categories") + "\n"
        for (number, name) in names.enumerated() {
            text += "  \(String(number + 1).leftPadded(to: 2))  \(name)\n"
        }
        write(text)
        let id = item.expense.id ?? 0
        while true {
            let prompt = "category (number or name, - clears it) [\(item.category ?? "-")]: "
            guard let line = try terminal.readLine(prompt: prompt) else { return style.dim("category kept") }
            let answer = line.trimmingCharacters(in: .whitespaces)
            if answer.isEmpty { return style.dim("category kept: \(item.category ?? "none")") }
            var chosen: String? = answer == "-" ? nil : answer
            if let number = Int(answer) {
                guard names.indices.contains(number - 1) else {
                    write(style.red("  there is no category \(number) in the list") + "\n")
                    continue
                }
                chosen = names[number - 1]
            }
            do {
                try vault.setCategory(ofExpense: id, to: chosen)
                edited.insert(id)
                return style.green(chosen.map { "category: \($0)" } ?? "category cleared")
            } catch let error as OrganiseError {
                write(style.red("  \(error)") + "\n")
            }
        }
    }

    /// Adds the tags typed, separated by commas (new tags are created).
    func addTags(_ item: ReviewItem) throws -> String? {
        let id = item.expense.id ?? 0
        while true {
            let current = item.tags.isEmpty ? "none yet" : item.tags.joined(separator: ", ")
            guard let line = try terminal.readLine(prompt: "\nadd tags, separated by commas (\(current)): ") else {
                return style.dim("tags kept")
            }
            let names = line.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !item.tags.contains($0) }
            if names.isEmpty { return style.dim("tags kept") }
            do {
                try vault.tag(.expense(id), with: names)
                edited.insert(id)
                return style.green("tagged: \(names.joined(separator: ", "))")
            } catch let error as OrganiseError {
                write(style.red("  \(error)") + "\n")
            }
        }
    }
}
