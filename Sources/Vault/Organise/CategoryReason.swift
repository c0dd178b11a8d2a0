/// The reason for a category as shown beside it: the stored note (`Food & Drink: 'cafe' in the
/// merchant's name`) without the category's name in front when the category is shown already.
public enum CategoryReason {
    /// The note without a leading `category: `; nil when there is no note.
    public static func why(_ note: String?, category: String?) -> String? {
        guard let note, !note.isEmpty else { return nil }
        if let category, note.hasPrefix(category + ": ") { return String(note.dropFirst(category.count + 2)) }
        return note
    }
}
