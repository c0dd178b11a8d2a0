import Foundation

/// Files dropped in `inbox/<journey>/` belong to that journey.
enum InboxPath {
    /// The journey slug for a file inside `inbox/<slug>/...`, or `nil` for files elsewhere
    /// (including directly in `inbox/`).
    static func journeySlug(for path: String, inbox: URL) -> String? {
        let file = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let root = inbox.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        guard file.count > root.count + 1, Array(file.prefix(root.count)) == root else { return nil }
        let folder = file[root.count]
        return folder.hasPrefix(".") ? nil : folder
    }
}
