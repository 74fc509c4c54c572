/// CSS Color 4 colour functions in theme strings — `oklch(54.6% 0.245 262.881)`, `oklab(…)`, `lab(…)`,
/// `lch(…)`, `hsl(…)`/`hsla(…)` (also with commas), `hwb(…)` and `color(display-p3 1 0.5 0 / 50%)` —
/// read into the DTCG colour they name, so they convert (and map into sRGB) exactly as DTCG colour
/// objects do. Percentages follow CSS Color 4: `L` of oklab/oklch 100% = 1, their `C`/`a`/`b`
/// 100% = 0.4; lab/lch `L` 100% = 100, `a`/`b` 100% = 125, lch `C` 100% = 150; `color()` channels
/// 100% = 1; hue in degrees (`deg` allowed); `none` is a missing component.
enum CSSColorFunction {
    static let names = ["hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color"]
    static let colorSpaces = ["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz", "xyz-d50", "xyz-d65"]

    /// The DTCG colour `text` spells, nil when it is not one of these functions; a malformed one is an error.
    static func parse(_ text: String) throws(ColorParseError) -> DTCGColor? {
        let t = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let open = t.firstIndex(of: "("), names.contains(t[..<open].lowercased()) else { return nil }
        let name = t[..<open].lowercased()
        guard t.hasSuffix(")") else { throw ColorParseError("bad colour '\(UntrustedText.shown(text, limit: 80))': missing ')'") }
        let inner = t[t.index(after: open)..<t.index(before: t.endIndex)].replacingOccurrences(of: ",", with: " ")
        let halves = inner.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count <= 2 else { throw ColorParseError("bad colour '\(UntrustedText.shown(text, limit: 80))': more than one '/'") }
        var words = halves[0].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map { String($0).lowercased() }
        var alphaWord = halves.count == 2 ? halves[1].trimmingCharacters(in: .whitespaces) : nil
        var space = name == "hsla" ? "hsl" : name
        if name == "color" {
            guard let s = words.first, colorSpaces.contains(s) else {
                throw ColorParseError("bad colour '\(UntrustedText.shown(text, limit: 80))': color() takes one of " + colorSpaces.joined(separator: ", "))
            }
            space = s == "xyz" ? "xyz-d65" : s
            words.removeFirst()
        }
        // Legacy hsla(h, s, l, a): the fourth word is the alpha.
        if words.count == 4, alphaWord == nil, name.hasPrefix("hsl") { alphaWord = words.removeLast() }
        guard words.count == 3 else {
            throw ColorParseError("bad colour '\(UntrustedText.shown(text, limit: 80))': expected three components")
        }
        var components: [Double?] = []
        for (i, word) in words.enumerated() {
            guard let v = try component(word, index: i, space: space, text: text) else { components.append(nil); continue }
            components.append(v)
        }
        var alpha: Double?
        if let a = alphaWord, a != "none" {
            guard let (v, percent) = number(a) else { throw ColorParseError("bad colour '\(UntrustedText.shown(text, limit: 80))': bad alpha") }
            alpha = percent ? v / 100 : v
        }
        return DTCGColor(colorSpace: space, components: components, alpha: alpha)
    }

    private static func component(_ word: String, index: Int, space: String, text: String) throws(ColorParseError) -> Double? {
        if word == "none" { return nil }
        let isHue = (space == "hsl" || space == "hwb") && index == 0 || (space == "lch" || space == "oklch") && index == 2
        let w = isHue && word.hasSuffix("deg") ? String(word.dropLast(3)) : word
        guard let (v, percent) = number(w), !(isHue && percent) else {
            throw ColorParseError("bad colour '\(UntrustedText.shown(text, limit: 80))': cannot read '\(UntrustedText.shown(word, limit: 20))'")
        }
        guard percent else { return v }
        switch (space, index) {
        case ("oklab", 0), ("oklch", 0): return v / 100
        case ("oklab", _), ("oklch", 1): return v / 100 * 0.4
        case ("lab", 0), ("lch", 0), ("hsl", _), ("hwb", _): return v
        case ("lab", _): return v / 100 * 125
        case ("lch", 1): return v / 100 * 150
        default: return v / 100
        }
    }

    private static func number(_ word: String) -> (Double, Bool)? {
        let percent = word.hasSuffix("%")
        guard let v = Double(percent ? String(word.dropLast()) : word), v.isFinite else { return nil }
        return (v, percent)
    }
}
