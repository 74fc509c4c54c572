/// A CSS-style font family list (`"Inter, Noto Sans CJK SC"`) as the model reads it: its members
/// and the names as fontconfig compares them. In the model, so that the system-font rules
/// (`SystemFont`) and the theme's font checks (`ThemeFonts`) share it.
public enum FontFamilyList {
    /// The members of a family list: split at commas, trimmed of blanks (spaces and tabs, as
    /// `CharacterSet.whitespaces`), quotes removed. Pure Swift: it is asked for every title drawn.
    public static func members(of list: String) -> [String] {
        list.unicodeScalars.split(separator: ",").compactMap { member -> String? in
            var s = member.drop(while: isBlank)
            while let last = s.last, isBlank(last) { s = s.dropLast() }
            if s.count >= 2, let first = s.first, first == s.last, first == "\"" || first == "'" { s = s.dropFirst().dropLast() }
            return s.isEmpty ? nil : String(Substring(s))
        }
    }

    /// Whether `string` is empty or only blanks: what trimming `CharacterSet.whitespaces` empties.
    package static func isBlank(_ string: String) -> Bool { string.unicodeScalars.allSatisfy(isBlank) }

    /// A space separator (Unicode Zs) or a tab: what `CharacterSet.whitespaces` holds.
    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || (scalar.value > 0x7F && scalar.properties.generalCategory == .spaceSeparator)
    }

    /// fontconfig compares family names ignoring case and blanks.
    package static func key(_ family: String) -> String { family.lowercased().filter { $0 != " " } }
}
