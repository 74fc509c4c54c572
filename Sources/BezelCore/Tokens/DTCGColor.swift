import Foundation

/// A DTCG 2025.10 colour `$value` object (`{"colorSpace", "components", "alpha", "hex"}`), already
/// decoded into plain values (DTCG format 2025.10, colour module).
public struct DTCGColor: Hashable, Sendable {
    /// One of the 14 DTCG colour spaces, e.g. `"srgb"`; nil when the object only has `hex`.
    public var colorSpace: String?
    /// The channel values; nil stands for the keyword `"none"` (treated as 0, as CSS does).
    public var components: [Double?]?
    /// Opacity 0…1; nil means 1.
    public var alpha: Double?
    /// Optional 6-digit `#RRGGBB` fallback.
    public var hex: String?

    public init(colorSpace: String?, components: [Double?]?, alpha: Double? = nil, hex: String? = nil) {
        self.colorSpace = colorSpace; self.components = components; self.alpha = alpha; self.hex = hex
    }

    /// Every colour space the DTCG 2025.10 schema allows.
    public static let allColorSpaces = [
        "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch",
        "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50",
    ]

    /// The colour spaces Bezel converts itself: all of them (CSS Color 4's conversions, and its
    /// gamut mapping into sRGB).
    public static let supportedColorSpaces = allColorSpaces

    /// Each space's allowed component ranges (nil: any finite number; hues wrap), per DTCG 2025.10.
    static func ranges(_ space: String) -> [ClosedRange<Double>?] {
        switch space {
        case "lab": [0...100, nil, nil]
        case "lch": [0...100, 0...Double.greatestFiniteMagnitude, nil]
        case "oklab": [0...1, nil, nil]
        case "oklch": [0...1, 0...Double.greatestFiniteMagnitude, nil]
        case "hwb": [nil, 0...100, 0...100]
        case "xyz-d65", "xyz-d50": [nil, nil, nil]
        default: [0...1, 0...1, 0...1]
        }
    }
}

extension RGBAColor {
    /// Converts a DTCG colour object to 8-bit sRGB (see `converting(dtcg:)`).
    public init(dtcg value: DTCGColor) throws(ColorParseError) { self = try Self.converting(dtcg: value).color }

    /// Converts a DTCG colour object to 8-bit sRGB, and says whether it lay outside sRGB.
    ///
    /// - `srgb`: components 0…1, each byte = round-half-up(c × 255);
    /// - `srgb-linear`: components 0…1, sRGB-encoded first;
    /// - `hsl`: `[hue (degrees), saturation 0…100, lightness 0…100]`;
    /// - the other DTCG spaces (`hwb`, `lab`, `lch`, `oklab`, `oklch`, `display-p3`, `a98-rgb`,
    ///   `prophoto-rgb`, `rec2020`, `xyz-d65`, `xyz-d50`) as CSS Color 4 converts them
    ///   (`ColorSpaces`), a colour outside sRGB mapped into it as CSS Color 4 maps it
    ///   (`gamutMapped` is then true, for the caller to say so); `hex` is only a fallback for an
    ///   object without `colorSpace`, not read (nor checked) beside one.
    ///
    /// `alpha` (0…1, default 1) becomes round-half-up(alpha × 255). Out-of-range values are errors.
    public static func converting(dtcg value: DTCGColor) throws(ColorParseError) -> (color: RGBAColor, gamutMapped: Bool) {
        var alpha: UInt8 = 255
        if let a = value.alpha {
            guard a.isFinite, (0...1).contains(a) else {
                throw ColorParseError("DTCG colour alpha \(a) is outside 0…1")
            }
            alpha = RGBAColor.roundedChannel(a * 255)
        }
        var fallback: RGBAColor?
        // The hex is only a fallback: with a colour space it is never read (a malformed one is the
        // caller's warning, `DTCGColor.ignoredHex`).
        if let hex = value.hex, value.colorSpace == nil {
            guard DTCGColor.isValidHex(hex) else {
                throw ColorParseError("DTCG colour hex '\(hex)' must be exactly #RRGGBB (6 hex digits; alpha goes in \"alpha\")")
            }
            fallback = try RGBAColor.parseHex(hex)
            fallback?.alpha = alpha
        }
        let supported = DTCGColor.supportedColorSpaces.joined(separator: ", ")
        guard let space = value.colorSpace else {
            guard let fallback else {
                throw ColorParseError("DTCG colour needs a \"colorSpace\" (supported: \(supported)) or a \"hex\"")
            }
            return (fallback, false)
        }
        guard DTCGColor.supportedColorSpaces.contains(space) else {
            let hint = suggestion(for: space, among: DTCGColor.allColorSpaces).map { "; did you mean '\($0)'?" } ?? ""
            throw ColorParseError("unknown DTCG colour space '\(space)'\(hint) (supported: \(supported))")
        }
        guard let raw = value.components, raw.count == 3 else {
            throw ColorParseError("DTCG colour in '\(space)' needs \"components\" with 3 numbers")
        }
        let c = raw.map { $0 ?? 0 }
        guard c.allSatisfy(\.isFinite) else {
            throw ColorParseError("DTCG colour components must be finite numbers")
        }
        var unit: [Double], mapped = false
        switch space {
        case "hsl":
            guard (0...100).contains(c[1]), (0...100).contains(c[2]) else {
                throw ColorParseError("DTCG hsl saturation and lightness must be within 0…100, found \(c[1]), \(c[2])")
            }
            unit = RGBAColor.hslToSRGB(hue: c[0], saturation: c[1] / 100, lightness: c[2] / 100)
        case "srgb", "srgb-linear":
            guard c.allSatisfy({ (0...1).contains($0) }) else {
                throw ColorParseError("DTCG \(space) components must be within 0…1, found \(c)")
            }
            unit = space == "srgb-linear" ? c.map(ColorSpaces.encodeSRGB) : c
        default:
            for (i, (v, range)) in zip(c, DTCGColor.ranges(space)).enumerated() {
                if let range, !range.contains(v) {
                    throw ColorParseError("DTCG \(space) component \(i + 1) must be within \(JSONWriter.number(range.lowerBound))…"
                                          + (range.upperBound > 1e300 ? "" : JSONWriter.number(range.upperBound)) + ", found \(JSONWriter.number(v))")
                }
            }
            (unit, mapped) = ColorSpaces.gamutMapped(ColorSpaces.linearSRGB(space, c)!)
        }
        let bytes = unit.map { RGBAColor.roundedChannel($0 * 255) }
        return (RGBAColor(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: alpha), mapped)
    }

    /// CSS Color 4 `hslToRgb`: hue in degrees (any value, wrapped), saturation and lightness 0…1.
    static func hslToSRGB(hue: Double, saturation s: Double, lightness l: Double) -> [Double] {
        var h = hue.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [f(0), f(8), f(4)]
    }

    /// Reads a DTCG colour `$value` straight from parsed JSON: an object as above, or a legacy string
    /// (`"#ff00ff"`, `"#00000080"`, or any notation `init(parsing:)` accepts). Unknown keys are errors
    /// (the schema forbids extra properties), with a "did you mean" hint.
    public init(dtcg json: JSONValue, appearance: ColorAppearance = .light) throws(ColorParseError) {
        if let string = json.stringValue {
            try self.init(parsing: string, appearance: appearance)
            return
        }
        guard let object = json.objectValue else {
            throw ColorParseError("expected a colour string or a DTCG colour object, found \(json.kindName)")
        }
        try self.init(dtcg: DTCGColor.parse(object))
    }
}

extension DTCGColor {
    /// Whether `hex` is a DTCG colour's `#RRGGBB`.
    static func isValidHex(_ hex: String) -> Bool {
        hex.hasPrefix("#") && hex.count == 7 && hex.dropFirst().allSatisfy(\.isHexDigit)
    }

    /// The warning for a colour whose malformed `hex` fallback is ignored (it has a colour space,
    /// which is what is read); nil when there is nothing to say.
    public var ignoredHex: String? {
        guard let hex, colorSpace != nil, !Self.isValidHex(hex) else { return nil }
        return "DTCG colour hex '\(UntrustedText.shown(hex, limit: 20))' is not #RRGGBB; it is ignored (the colour is read from colorSpace and components)"
    }

    /// The colour object `object` as a value; unknown keys and values of the wrong kind are errors.
    public static func parse(_ object: JSONObject) throws(ColorParseError) -> DTCGColor {
        let keys = ["colorSpace", "components", "alpha", "hex"]
        for key in object.keys where !keys.contains(key) {
            let hint = suggestion(for: key, among: keys).map { "; did you mean '\($0)'?" } ?? ""
            throw ColorParseError("unknown key '\(key)' in DTCG colour\(hint)")
        }
        func string(_ key: String) throws(ColorParseError) -> String? {
            guard let value = object[key] else { return nil }
            guard let s = value.stringValue else {
                throw ColorParseError("DTCG colour \"\(key)\" must be a string, found \(value.kindName)")
            }
            return s
        }
        var components: [Double?]?
        if let value = object["components"] {
            guard let array = value.arrayValue else {
                throw ColorParseError("DTCG colour \"components\" must be an array, found \(value.kindName)")
            }
            var list: [Double?] = []
            for item in array {
                if let n = item.numberValue { list.append(n) } else if item.stringValue == "none" { list.append(nil) } else {
                    throw ColorParseError("DTCG colour components must be numbers or \"none\", found \(item.kindName)")
                }
            }
            components = list
        }
        var alpha: Double?
        if let value = object["alpha"] {
            guard let n = value.numberValue else {
                throw ColorParseError("DTCG colour \"alpha\" must be a number, found \(value.kindName)")
            }
            alpha = n
        }
        return DTCGColor(colorSpace: try string("colorSpace"), components: components, alpha: alpha, hex: try string("hex"))
    }
}
