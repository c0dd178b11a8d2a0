import Foundation

/// The question commands ask before removing what the owner typed or kept (`docs rm`,
/// `booking rm`, `place rm`): the items listed, then `[y/N]`.
enum RemovalQuestion {
    /// Prints `items` (one line each) and `question`; true when the answer is yes, else prints
    /// `nothing removed` and returns false. Without a terminal on stdin there is no one to ask:
    /// throws ``CommandError/confirmationNeeded(_:)`` naming `action` (scripts pass `--yes`).
    static func ask(_ question: String, listing items: [String], action: String) throws -> Bool {
        guard isatty(STDIN_FILENO) == 1 else { throw CommandError.confirmationNeeded(action) }
        for item in items { print(item) }
        print(question + " [y/N] ", terminator: "")
        guard let answer = readLine(), ["y", "yes"].contains(answer.lowercased()) else {
            print("nothing removed")
            return false
        }
        return true
    }
}
