import Foundation

/// Why a colour string or DTCG colour object could not be read; `message` is meant for the user
/// (the caller adds file and JSON path).
public struct ColorParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension RGBAColor {
    /// Parses a theme colour string, or returns nil. See `init(parsing:appearance:)` for the notations.
    public static func parse(_ string: String, appearance: ColorAppearance = .light, contrast: AccessibilityContrast = .normal) -> RGBAColor? {
        try? RGBAColor(parsing: string, appearance: appearance, contrast: contrast)
    }

    /// Parses a theme colour string (docs/format.md "Colours"):
    /// - `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` (any case);
    /// - the CSS Color 4 functions `hsl()`, `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()` and
    ///   `color(<space> …)` (`CSSColorFunction`), converted as DTCG colours are;
    /// - `rgb(r, g, b)`, `rgba(r, g, b, a)` and the CSS 4 form `rgb(r g b / a)`; channels are numbers
    ///   0…255 or percentages, alpha a fraction 0…1 or a percentage; values round half up to 8 bits.
    ///   Unlike CSS, an out-of-range value is an error rather than clamped: in a theme file it is more
    ///   likely a typo than an intent;
    /// - the CSS named colours and `transparent`, `clear` (transparent black), and the iOS system and
    ///   semantic colours (`systemBlue`, `label`, …) resolved for `appearance`; names are case-insensitive.
    ///
    /// Surrounding whitespace is ignored. Errors carry a message such as
    /// "bad colour '#12345': expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA".
    public init(parsing string: String, appearance: ColorAppearance = .light, contrast: AccessibilityContrast = .normal) throws(ColorParseError) {
        self = try Self.parsing(string, appearance: appearance, contrast: contrast).color
    }

    /// Parses a theme colour string as `init(parsing:appearance:contrast:)` does, and names the
    /// colour space of a CSS Color 4 function whose colour lay outside sRGB and was mapped into it
    /// (nil otherwise), for the caller to say so.
    public static func parsing(_ string: String, appearance: ColorAppearance = .light,
                               contrast: AccessibilityContrast = .normal) throws(ColorParseError) -> (color: RGBAColor, mappedFrom: String?) {
        if let plain = RGBAColor.plainHex(string) { return (plain, nil) }
        let text = string.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("#") { return (try RGBAColor.parseHex(text), nil) }
        if let open = text.firstIndex(of: "("), ["rgb", "rgba"].contains(text[..<open].lowercased()) {
            return (try RGBAColor.parseRGBFunction(text, open: open), nil)
        }
        if let dtcg = try CSSColorFunction.parse(text) {
            let (color, mapped) = try RGBAColor.converting(dtcg: dtcg)
            return (color, mapped ? dtcg.colorSpace : nil)
        }
        return (try RGBAColor.parseName(text, appearance: appearance, contrast: contrast), nil)
    }

    /// Every colour name the parser knows, in its canonical spelling: the iOS system and semantic
    /// colours, `clear`, then the CSS names (lower case) including `transparent`.
    public static let knownNames: [String] = SystemColors.entries.map(\.name) + ["clear", "tintColor"] + CSSColorNames.names

    /// The known colour name closest to a misspelt one (case-insensitive edit distance below 4),
    /// for a "did you mean" hint; nil when nothing is close.
    public static func closestName(to name: String) -> String? {
        suggestion(for: name, among: knownNames)
    }

    // MARK: - Notations

    /// The common case read from the bytes: `#` and 3, 4, 6 or 8 ASCII hex digits, nothing around
    /// them (the same value `parseHex` gives); nil for anything else.
    static func plainHex(_ string: String) -> RGBAColor? {
        let bytes = Array(string.utf8)
        guard bytes.first == UInt8(ascii: "#"), [4, 5, 7, 9].contains(bytes.count) else { return nil }
        var values: [UInt8] = []
        for byte in bytes.dropFirst() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): values.append(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): values.append(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        let channels = values.count <= 4 ? values.map { $0 << 4 | $0 }
            : stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
        return RGBAColor(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255)
    }

    /// `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`.
    static func parseHex(_ text: String) throws(ColorParseError) -> RGBAColor {
        let digits = Array(text.dropFirst())
        let expected = "expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA"
        if let bad = digits.first(where: { !$0.isHexDigit }) {
            throw ColorParseError("bad colour '\(text)': '\(bad)' is not a hex digit; \(expected)")
        }
        guard [3, 4, 6, 8].contains(digits.count) else {
            throw ColorParseError("bad colour '\(text)': \(expected)")
        }
        let pairs: [String] = digits.count <= 4
            ? digits.map { String([$0, $0]) }
            : stride(from: 0, to: digits.count, by: 2).map { String(digits[$0...$0 + 1]) }
        let bytes = pairs.map { UInt8($0, radix: 16) ?? 0 }
        return RGBAColor(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
    }

    /// `rgb(…)` / `rgba(…)` in the comma (legacy) or space-and-slash (CSS 4) syntax; both names accept
    /// an optional alpha, as in CSS 4.
    static func parseRGBFunction(_ text: String, open: String.Index) throws(ColorParseError) -> RGBAColor {
        let form = "expected rgb(r, g, b), rgba(r, g, b, a) or rgb(r g b / a)"
        guard text.hasSuffix(")") else {
            throw ColorParseError("bad colour '\(text)': missing ')'; \(form)")
        }
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        var channels: [Substring]
        var alpha: Substring?
        if inner.contains(",") {
            let parts = inner.split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces)[...] }
            guard parts.count == 3 || parts.count == 4, !inner.contains("/") else {
                throw ColorParseError("bad colour '\(text)': \(form)")
            }
            channels = Array(parts.prefix(3))
            alpha = parts.count == 4 ? parts[3] : nil
        } else {
            let halves = inner.split(separator: "/", omittingEmptySubsequences: false)
            guard halves.count <= 2 else { throw ColorParseError("bad colour '\(text)': \(form)") }
            channels = halves[0].split(whereSeparator: { $0 == " " || $0 == "\t" })
            if halves.count == 2 { alpha = halves[1].trimmingCharacters(in: .whitespaces)[...] }
            guard channels.count == 3 else { throw ColorParseError("bad colour '\(text)': \(form)") }
        }
        let names = ["red", "green", "blue"]
        var bytes: [UInt8] = []
        for (index, token) in channels.enumerated() {
            guard let (value, isPercent) = parseNumber(token) else {
                throw ColorParseError("bad colour '\(text)': \(names[index]) channel '\(token)' is not a number")
            }
            let limit = isPercent ? 100.0 : 255.0
            guard (0...limit).contains(value) else {
                let range = isPercent ? "0%…100%" : "0…255"
                throw ColorParseError("bad colour '\(text)': \(names[index]) channel \(token) is outside \(range)")
            }
            bytes.append(roundedChannel(isPercent ? value * 255 / 100 : value))
        }
        var alphaByte: UInt8 = 255
        if let alpha {
            guard let (value, isPercent) = parseNumber(alpha) else {
                throw ColorParseError("bad colour '\(text)': alpha '\(alpha)' is not a number")
            }
            let fraction = isPercent ? value / 100 : value
            guard (0...1).contains(fraction) else {
                throw ColorParseError("bad colour '\(text)': alpha \(alpha) is outside 0…1 (or 0%…100%)")
            }
            alphaByte = roundedChannel(fraction * 255)
        }
        return RGBAColor(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: alphaByte)
    }

    /// A plain decimal number, optionally followed by `%`; nil for anything else (no hex, inf or nan).
    static func parseNumber(_ token: Substring) -> (value: Double, isPercent: Bool)? {
        let isPercent = token.hasSuffix("%")
        let body = isPercent ? token.dropLast() : token
        guard !body.isEmpty, body.allSatisfy({ "0123456789.+-eE".contains($0) }),
              body.contains(where: \.isNumber),
              let value = Double(body), value.isFinite
        else { return nil }
        return (value, isPercent)
    }

    /// CSS names, `clear`, then iOS system and semantic names, all case-insensitive.
    static func parseName(_ text: String, appearance: ColorAppearance, contrast: AccessibilityContrast = .normal) throws(ColorParseError) -> RGBAColor {
        let key = text.lowercased()
        if key == "clear" { return .clear }
        if let color = CSSColorNames.color(named: key) { return color }
        if let color = SystemColors.color(named: key, appearance: appearance, contrast: contrast) { return color }
        if text.isEmpty {
            throw ColorParseError("empty colour: expected #RRGGBB, rgb(…), or a CSS or iOS colour name")
        }
        if let hint = closestName(to: text) {
            throw ColorParseError("unknown colour '\(UntrustedText.shown(text, limit: 80))'; did you mean '\(hint)'?")
        }
        throw ColorParseError(
            "unknown colour '\(UntrustedText.shown(text, limit: 80))': expected #RRGGBB, rgb(…), or a CSS or iOS colour name (e.g. systemBlue)")
    }
}
