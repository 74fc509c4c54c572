/// Text from a theme or an image, made safe to print in a message: control characters become
/// `\u{…}` escapes, and long text is cut (with "…") so that a message stays one readable line.
public enum UntrustedText {
    public static func shown(_ text: String, limit: Int = 120) -> String {
        var out = ""
        for (i, scalar) in text.unicodeScalars.enumerated() {
            if i == limit { out += "…"; break }
            let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || [0x2028, 0x2029, 0x202E].contains(scalar.value)
            out += isControl ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }
        return out
    }
}
