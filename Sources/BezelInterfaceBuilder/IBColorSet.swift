import BezelCore
import Foundation

/// A colour set (`<name>.colorset/Contents.json`) read as theme colours, one per appearance: each
/// entry of `colors` (idiom `universal` or `iphone`, the iPhone's first; the sRGB display gamut
/// before Display P3) in the slot its `appearances` say, its components in its `color-space`:
/// `srgb` and `extended-srgb` as `#RRGGBBAA` (outside sRGB: clipped, with a warning), `display-p3`
/// as a DTCG `display-p3` colour, `extended-linear-srgb` as `srgb-linear`, `gray-gamma-22` and
/// `extended-gray` as grey with gamma 2.2, and a `reference` to a system colour as Bezel's name.
/// Components are floats (`"0.5"`), 8-bit integers (`"128"`) or hex bytes (`"0x80"`).
struct IBColorSet {
    /// The colour per appearance (every appearance has one when the set has a usable entry).
    var values: [IBAppearance: JSONValue] = [:]
    /// What was not read, each naming the set's file.
    var problems: [String] = []

    init(folder: String) {
        let file = folder + "/Contents.json"
        let json: JSONValue
        switch IBAssetCatalog.setContents(of: folder) {
        case .failure(let problem): problems.append(problem.message); return
        case .success(let parsed): json = parsed
        }
        var bySlot: [IBAppearance.Slot: (rank: Int, value: JSONValue)] = [:]
        for (i, entry) in (json.objectValue?["colors"]?.arrayValue ?? []).enumerated() {
            guard let o = entry.objectValue,
                  let (slot, iphone) = IBAppearance.entrySlot(o, "'\(file)' colors[\(i)]", problems: &problems) else { continue }
            let gamut = o["display-gamut"]?.stringValue
            let rank = (iphone ? 0 : 2) + (gamut == nil || gamut == "sRGB" ? 0 : 1)
            guard let color = o["color"]?.objectValue else {
                problems.append("'\(file)' colors[\(i)] has no color: entry left out")
                continue
            }
            guard let value = Self.value(color, at: "'\(file)' colors[\(i)]", problems: &problems) else { continue }
            if let existing = bySlot[slot], existing.rank <= rank { continue }
            bySlot[slot] = (rank, value)
        }
        for appearance in IBAppearance.allCases {
            if let first = appearance.slots.lazy.compactMap({ bySlot[$0] }).first { values[appearance] = first.value }
        }
        if values.isEmpty { problems.append("'\(file)' has no colour for iPhone") }
    }

    /// One entry's `color` as a theme colour.
    static func value(_ color: JSONObject, at place: String, problems: inout [String]) -> JSONValue? {
        if let reference = color["reference"]?.stringValue {
            if let name = IBColorReader.bezelName(forSystemColor: reference) { return .string(name) }
            problems.append("\(place): system colour '\(reference)' is not known: entry left out")
            return nil
        }
        let space = color["color-space"]?.stringValue ?? "srgb"
        let c = color["components"]?.objectValue ?? JSONObject()
        let alpha = c["alpha"].flatMap { component($0, isAlpha: true) } ?? 1
        func rgb() -> [Double]? {
            let v = ["red", "green", "blue"].compactMap { c[$0].flatMap { component($0, isAlpha: false) } }
            return v.count == 3 ? v : nil
        }
        switch space {
        case "srgb", "extended-srgb":
            if let v = rgb() { return hex(v, alpha, place, space, problems: &problems) }
        case "display-p3", "extended-display-p3":
            if let v = rgb() { return dtcg("display-p3", v, alpha, place, space, problems: &problems) }
        case "extended-linear-srgb":
            if let v = rgb() { return dtcg("srgb-linear", v, alpha, place, space, problems: &problems) }
        case "gray-gamma-22", "extended-gray":
            if let w = c["white"].flatMap({ component($0, isAlpha: false) }) {
                let g = IBColorSpace.srgb(gamma22White: min(1, max(0, w)))
                if w < 0 || w > 1 { problems.append("\(place): grey \(w) is outside 0…1: clipped") }
                return hex([g, g, g], alpha, place, space, problems: &problems)
            }
        default:
            problems.append("\(place): colour space '\(space)' is not read: entry left out")
            return nil
        }
        problems.append("\(place): colour in '\(space)' without its components: entry left out")
        return nil
    }

    /// A component as Xcode writes it: a float (`"0.500"`), an 8-bit integer (`"128"`) or a hex
    /// byte (`"0x80"`); a JSON number is a float unless it is an integer over 1. Alpha is never 8-bit.
    static func component(_ v: JSONValue, isAlpha: Bool) -> Double? {
        switch v {
        case .number(let n): return !isAlpha && n > 1 && n == n.rounded() ? n / 255 : n
        case .string(let raw):
            let s = raw.trimmingCharacters(in: .whitespaces)
            if s.lowercased().hasPrefix("0x") { return UInt8(s.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            if !isAlpha, !s.contains("."), let i = Int(s) { return Double(i) / 255 }
            return Double(s)
        default: return nil
        }
    }

    static func hex(_ c: [Double], _ alpha: Double, _ place: String, _ space: String, problems: inout [String]) -> JSONValue {
        let clipped = c.map { min(1, max(0, $0)) }
        let bytes = (clipped + [min(1, max(0, alpha))]).map { Int(($0 * 255).rounded()) }
        let text = "#" + bytes.map { String(format: "%02X", $0) }.joined()
        if zip(c, clipped).contains(where: { abs($0 - $1) > 0.5 / 255 }) {
            problems.append("\(place): colour in '\(space)' is outside sRGB: drawn as \(text.prefix(7)) (clipped)")
        }
        return .string(text)
    }

    static func dtcg(_ space: String, _ c: [Double], _ alpha: Double, _ place: String, _ written: String, problems: inout [String]) -> JSONValue {
        let clipped = c.map { min(1, max(0, $0)) }
        if clipped != c { problems.append("\(place): components in '\(written)' outside 0…1 are clipped") }
        return .object(JSONObject([("colorSpace", .string(space)), ("components", .array(clipped.map(JSONValue.number))),
                                   ("alpha", .number(min(1, max(0, alpha))))]))
    }
}
