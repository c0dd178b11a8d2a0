/// Search snippets as a person reads them: the runs of spaces and line breaks of a page's text
/// (a receipt's columns, its lines) shown as one space.
enum SnippetText {
    /// `snippet` with every run of white space one space, none at either end.
    static func tidied(_ snippet: String) -> String {
        snippet.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
