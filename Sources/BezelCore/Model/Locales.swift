/// Locale identifiers as themes use them (`zh-Hans`, `ar`, `pt-BR`).
public enum Locales {
    /// Languages written right to left; their locales lay buttons out mirrored.
    public static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"]

    /// Whether `locale` is a plausible BCP 47 / Apple locale identifier (letters, digits, `-`, `_`).
    public static func isValidIdentifier(_ locale: String) -> Bool {
        guard (2...35).contains(locale.count), let first = locale.unicodeScalars.first, first.properties.isAlphabetic else { return false }
        return locale.unicodeScalars.allSatisfy { ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "-" || $0 == "_" }
    }

    /// The layout direction a locale implies.
    public static func layoutDirection(for locale: String?) -> LayoutDirection {
        guard let locale else { return .leftToRight }
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
    }
}
