/// A font weight as tokens write it: a number 1…1000, a DTCG weight name (`"semi-bold"`), or a style
/// name as Figma and Tokens Studio write it (`"SemiBold"`, `"Semi Bold"`, `"Bold Italic"`), where a
/// trailing `Italic` also asks for the italic face.
struct TokenFontWeight {
    var weight: Int
    var italic: Bool

    init(_ value: JSONValue) throws(TokenConversionError) {
        switch value {
        case .number(let n) where n >= 1 && n <= 1000 && n.rounded() == n:
            weight = Int(n); italic = false
        case .string(let s):
            var name = s.lowercased().trimmingCharacters(in: .whitespaces)
            italic = name.hasSuffix("italic")
            if italic { name = String(name.dropLast("italic".count)).trimmingCharacters(in: .whitespaces) }
            if name.isEmpty, italic { weight = 400; return }
            if let n = Int(name), (1...1000).contains(n) { weight = n; return }
            let dashed = name.replacingOccurrences(of: " ", with: "-").replacingOccurrences(of: "_", with: "-")
            guard let w = FontWeightName.weight(named: dashed) ?? FontWeightName.weight(named: FontWeightName.hyphenated(dashed)) else {
                throw TokenConversionError("unknown font weight '\(UntrustedText.shown(s, limit: 40))'; weights are 1…1000 or "
                                           + FontWeightName.names.joined(separator: ", "))
            }
            weight = w
        default:
            throw TokenConversionError("expected a font weight (1…1000 or a name), found \(value.kindName)")
        }
    }
}

/// DTCG font-weight names and their numeric weights.
public enum FontWeightName {
    static let table: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]
    /// The weight for a DTCG weight name, or nil.
    public static func weight(named name: String) -> Int? { table[name] }
    public static var names: [String] { table.keys.sorted() }

    /// `"semibold"` → `"semi-bold"`: the DTCG spelling of a name written as one word.
    static func hyphenated(_ name: String) -> String {
        for prefix in ["extra", "ultra", "semi", "demi"] where name.hasPrefix(prefix) && !name.hasPrefix(prefix + "-") {
            return prefix + "-" + name.dropFirst(prefix.count)
        }
        return name
    }
}
