import BezelCore

/// `<preferredSymbolConfiguration>` (`setPreferredSymbolConfiguration(_:forImageIn:)`, or a
/// configuration's `preferredSymbolConfigurationForImage`) and an image reference's `symbolScale`
/// as the keys of a symbol image: `scale`, `weight`, and `pointSize` (`configurationType="pointSize"`)
/// or `textStyle` (`configurationType="font"` with a text-style font). What does not map is a warning.
struct IBSymbolConfiguration {
    let report: IBReport

    /// The keys of configuration `e` (nil: none) for the symbol `image` names (its element, for a
    /// scale given there).
    func keys(_ e: IBElement?, image: IBElement, symbolScale: String?, _ id: String, _ at: String) -> [(String, JSONValue)] {
        var out: [(String, JSONValue)] = []
        let scale = e?["scale"] ?? symbolScale
        if let scale, !["default", "unspecified"].contains(scale) {
            if SymbolScale(rawValue: scale) != nil { out.append(("scale", .string(scale))) }
            else { report.warn(e ?? image, id, at + ".scale", "symbol scale '\(scale)' is not small, medium or large: left out") }
        }
        guard let e else { return out }
        if let weight = e["weight"], !["unspecified"].contains(weight) {
            let name = weight == "ultralight" ? "ultraLight" : weight
            if SymbolWeight(rawValue: name) != nil { out.append(("weight", .string(name))) }
            else { report.warn(e, id, at + ".weight", "symbol weight '\(weight)' is not one of UIImage.SymbolWeight's: left out") }
        }
        switch e["configurationType"] {
        case "pointSize"?:
            if let size = e["pointSize"].flatMap(Double.init) { out.append(("pointSize", .number(size))) }
        case "font"?:
            let font = e.children.first { $0.name == "fontDescription" }
            if let style = font?["style"], let name = IBFontReader.textStyles[style] { out.append(("textStyle", .string(name))) }
            else if let size = font?["pointSize"].flatMap(Double.init) { out.append(("pointSize", .number(size))) }
            else { report.warn(e, id, at, "a symbol configuration's font is neither a text style nor a point size: its size is the title's") }
        case nil: break
        case let other?: report.warn(e, id, at + ".configurationType", "symbol configuration type '\(other)' is not modelled: its size is the title's")
        }
        return out
    }
}
