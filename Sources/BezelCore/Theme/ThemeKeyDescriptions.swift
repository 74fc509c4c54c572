/// One sentence per key of the theme format, shown by editors as hover text. The same sentences
/// stand in the key tables of docs/format.md (a test keeps the two equal).
public enum ThemeKeyDescriptions {
    /// The description of `key` in `group` (a `<!-- keys: group -->` table of docs/format.md).
    public static func text(group: String, key: String) -> String? { table[group]?[key] }

    static let table: [String: [String: String]] = [:]
}
