import Foundation

/// Names that become file, frame, CSS class, asset and resource names: theme, mode and button names.
/// One safe set, so every output uses a name as written, with nothing mapped.
public enum SafeName {
    public static let rule = "names are 1 to \(maximumBytes) characters from A-Z, a-z, 0-9, '-' and '_', not starting with '-'"
    /// The longest name: a file name may hold 255 bytes, and Bezel adds suffixes such as
    /// `-focused+selected+highlighted@3x.png` or `.imageset` to button names.
    public static let maximumBytes = 150
    /// The JSON Schema pattern of a safe name.
    public static let pattern = "^[A-Za-z0-9_][A-Za-z0-9_-]{0,\(maximumBytes - 1)}$"

    /// Whether `name` is in the safe set.
    public static func isSafe(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= maximumBytes, !name.hasPrefix("-") else { return false }
        return name.utf8.allSatisfy(isSafe)
    }

    static func isSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"): true
        default: false
        }
    }

    /// A safe name close to `name`: accents dropped, every run of other characters one `-`
    /// (`"Play Now"` → `"Play-Now"`); nil when nothing safe is left.
    public static func suggestion(for name: String) -> String? {
        let folded = name.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        var out = "", pendingDash = false
        for byte in folded.utf8 {
            if isSafe(byte) {
                if pendingDash, !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(UnicodeScalar(byte))
            } else {
                pendingDash = true
            }
        }
        while out.hasPrefix("-") { out.removeFirst() }
        let trimmed = String(out.prefix(maximumBytes))
        return isSafe(trimmed) ? trimmed : nil
    }

    /// The message for an unsafe `what` name (theme, mode, button), with a suggestion.
    public static func problem(_ name: String, what: String) -> String {
        var message = "unsafe \(what) name '\(UntrustedText.shown(name, limit: 40))': \(rule)"
        if let s = suggestion(for: name) { message += " (try '\(s)')" }
        return message
    }
}
