import BezelCore
import Foundation

/// Reads `<color>` elements as theme colours: literal colours converted to sRGB hex (Display P3 kept
/// as a DTCG `display-p3` colour, which the decoder maps into sRGB with its warning), system colours
/// as Bezel's iOS colour names (so they change with the appearance), named colours as the colour
/// sets of the asset catalogs (`IBAssets`: tokens, one value per appearance), else from the value the
/// document caches, with a warning. Anything it cannot read is reported and gives nil.
final class IBColorReader {
    let resources: IBResources
    let assets: IBAssets
    let report: IBReport
    /// Whether a system colour name was written (the theme then gets a dark mode).
    private(set) var usesSystemColors = false

    init(resources: IBResources, assets: IBAssets, report: IBReport) { self.resources = resources; self.assets = assets; self.report = report }

    /// The colour `element` describes, for the object `objectID` at `what`.
    func color(_ element: IBElement, _ objectID: String, _ what: String) -> JSONValue? {
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            return systemColor(name, element, objectID, what)
        }
        if let name = element["name"] {
            if let token = assets.color(named: name, element, objectID, what) { return token }
            let searched = assets.catalogs.isEmpty ? "no asset catalog was found; give --assets" : "searched \(assets.catalogs.map(\.name).joined(separator: ", "))"
            guard let cached = resources.namedColors[name] else {
                report.warn(element, objectID, what, "named colour '\(name)' is in no asset catalog (\(searched)) and not in the document's "
                                + "resources: left out")
                return nil
            }
            report.warn(element, objectID, what, "named colour '\(name)' is in no asset catalog (\(searched)): drawn with the value the "
                            + "document caches (one appearance)")
            return literal(cached, objectID, what)
        }
        return literal(element, objectID, what)
    }

    /// UIKit's system colour `name` (`systemBlueColor`, `labelColor`, `darkTextColor`) as Bezel's name.
    private func systemColor(_ name: String, _ element: IBElement, _ objectID: String, _ what: String) -> JSONValue? {
        if let mapped = Self.bezelName(forSystemColor: name) {
            if !["white", "black", "clear"].contains(mapped) { usesSystemColors = true }
            return .string(mapped)
        }
        let cached = element["red"] != nil || element["white"] != nil ? element : resources.systemColors[name]
        guard let cached else {
            report.warn(element, objectID, what, "system colour '\(name)' is not known and the document caches no value for it: left out")
            return nil
        }
        report.warn(element, objectID, what, "system colour '\(name)' is not known: drawn with the value the document caches, "
                        + "in every appearance")
        return literal(cached, objectID, what)
    }

    /// Bezel's colour name for UIKit's `name`, or nil.
    static func bezelName(forSystemColor name: String) -> String? {
        let aliases = ["groupTableViewBackgroundColor": "systemGroupedBackground",
                       "tableCellGroupedBackgroundColor": "secondarySystemGroupedBackground",
                       "whiteColor": "white", "blackColor": "black", "clearColor": "clear", "tintColor": "tintColor"]
        if let alias = aliases[name] { return alias }
        let stem = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        return RGBAColor.systemColorNames.first { $0.lowercased() == stem.lowercased() }
    }

    /// A colour given by components in one of Xcode's colour spaces.
    private func literal(_ e: IBElement, _ objectID: String, _ what: String) -> JSONValue? {
        let space = e["colorSpace"] == "custom" ? e["customColorSpace"] ?? "" : e["colorSpace"] ?? ""
        let alpha = number(e["alpha"]) ?? 1
        func rgb() -> [Double]? {
            guard let r = number(e["red"]), let g = number(e["green"]), let b = number(e["blue"]) else { return nil }
            return [r, g, b]
        }
        switch space {
        case "sRGB", "deviceRGB", "extendedSRGB":
            if let c = rgb() { return hex(c, alpha, e, objectID, what, space: space) }
        case "calibratedRGB":
            if let c = rgb() { return hex(IBColorSpace.srgb(genericRGB: c), alpha, e, objectID, what, space: space) }
        case "displayP3":
            if let c = rgb() {
                return .object(JSONObject([("colorSpace", .string("display-p3")), ("components", .array(c.map(JSONValue.number))),
                                           ("alpha", .number(alpha))]))
            }
        case "genericGamma22GrayColorSpace", "calibratedWhite":
            if let w = number(e["white"]) { let v = IBColorSpace.srgb(gamma22White: w); return hex([v, v, v], alpha, e, objectID, what, space: space) }
        case "deviceWhite":
            if let w = number(e["white"]) { return hex([w, w, w], alpha, e, objectID, what, space: space) }
        default:
            report.warn(e, objectID, what, "colour space '\(space.isEmpty ? "none" : space)' is not read: colour left out")
            return nil
        }
        report.warn(e, objectID, what, "colour in '\(space)' without its components: left out")
        return nil
    }

    /// `#RRGGBBAA` of sRGB components; components outside 0…1 are clipped with a warning.
    private func hex(_ c: [Double], _ alpha: Double, _ e: IBElement, _ objectID: String, _ what: String, space: String) -> JSONValue {
        let clipped = c.map { min(1, max(0, $0)) }
        let bytes = (clipped + [min(1, max(0, alpha))]).map { Int(($0 * 255).rounded()) }
        let text = "#" + bytes.map { String(format: "%02X", $0) }.joined()
        if zip(c, clipped).contains(where: { abs($0 - $1) > 0.5 / 255 }) {
            report.warn(e, objectID, what, "colour in '\(space)' is outside sRGB: drawn as \(text.prefix(7)) (clipped)")
        }
        return .string(text)
    }

    private func number(_ text: String?) -> Double? {
        guard let text, let v = Double(text), v.isFinite else { return nil }
        return v
    }
}
