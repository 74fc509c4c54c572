/// Escaping for the XML and HTML Bezel writes (SVG titles, reports, demo pages, Android XML,
/// fontconfig files): one rule for text content and attribute values alike.
public enum Markup {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities and control characters other than
    /// tab and newline removed (XML 1.0 cannot hold them).
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case _ where c.value < 0x20 && c != "\n" && c != "\t": continue
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
