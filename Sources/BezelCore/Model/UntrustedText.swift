/// Text from a theme, an image or the command line, made safe to print: control characters, the
/// Unicode bidirectional controls and line separators become `\u{…}` escapes, so nothing printed
/// can move the cursor, recolour the terminal or reorder a line.
public enum UntrustedText {
    /// Whether `scalar` is printed as an escape: C0 and C1 controls, DEL, the bidi marks, embeddings,
    /// overrides and isolates, and the line and paragraph separators.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` with every unsafe scalar escaped (`keepingNewlines`: line feeds stay as they are),
    /// cut after `limit` scalars with "…".
    public static func shown(_ text: String, limit: Int = .max, keepingNewlines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) || text.unicodeScalars.count > limit else { return text }
        var out = ""
        for (i, scalar) in text.unicodeScalars.enumerated() {
            if i == limit { out += "…"; break }
            if isUnsafe(scalar) && !(keepingNewlines && scalar == "\n") {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
