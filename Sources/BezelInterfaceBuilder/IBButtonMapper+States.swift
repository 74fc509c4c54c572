import BezelCore

extension IBButtonMapper {
    /// IB's four exclusive states (there are no combined states in a document).
    static let stateKeys = ["normal", "highlighted", "selected", "disabled"]

    /// The legacy state table: per state its title, attributed title, image, background image, title
    /// colour and title shadow colour, as per-state tables of the theme.
    func states(_ b: IBElement, _ id: String, into o: inout JSONObject) {
        var title = JSONObject(), attributed = JSONObject(), image = JSONObject(), background = JSONObject()
        var titleColor = JSONObject(), shadowColor = JSONObject()
        for s in b.children(named: "state") {
            guard let key = s["key"], Self.stateKeys.contains(key) else {
                report.warn(s, id, "state", "state '\(s["key"] ?? "")' is not one of IB's states (\(Self.stateKeys.joined(separator: ", "))): left out")
                continue
            }
            let at = "state.\(key)"
            if let t = s["title"] { title[key] = .string(t) }
            let reference = s.child("imageReference", key: "image")
            let symbolConfiguration = s.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration")
            if let name = s["image"] ?? reference?["image"] {
                let symbol = (s["image"] != nil ? s["catalog"] : reference?["catalog"]) == "system"
                let keys = IBSymbolConfiguration(report: report).keys(symbolConfiguration, image: reference ?? s, symbolScale: reference?["symbolScale"],
                                                                       id, at + ".preferredSymbolConfiguration")
                if let v = images.image(name, isSymbol: symbol, s, id, at + ".image", keyPath: ["image", key], symbol: keys) { image[key] = v }
            }
            if let name = s["backgroundImage"] {
                if let v = images.image(name, isSymbol: false, s, id, at + ".backgroundImage", keyPath: ["backgroundImage", key],
                                             background: true) { background[key] = v }
            }
            for c in s.children {
                switch (c.name, c["key"]) {
                case ("color", "titleColor"?): if let v = colors.color(c, id, at + ".titleColor") { titleColor[key] = v }
                case ("color", "titleShadowColor"?): if let v = colors.color(c, id, at + ".titleShadowColor") { shadowColor[key] = v }
                case ("attributedString", "attributedTitle"?):
                    let reader = IBAttributedTitleReader(colors: colors, fonts: fonts, report: report)
                    if let runs = reader.runs(c, id, at + ".attributedTitle") { attributed[key] = .array(runs) }
                case ("imageReference", "image"?): continue
                case ("preferredSymbolConfiguration", "preferredSymbolConfiguration"?): continue   // read with the image
                case ("preferredSymbolConfiguration", _):
                    report.warn(c, id, at + ".preferredSymbolConfiguration", "a symbol configuration with key '\(c["key"] ?? "")' is not modelled: left out")
                default: report.warn(c, id, at + "." + (c["key"] ?? c.name), "element \(c.shown) in a state is not modelled: left out")
                }
            }
            for a in s.attributes.keys.sorted() where !["key", "title", "image", "backgroundImage", "catalog"].contains(a) {
                report.warn(s, id, at + "." + a, "state attribute '\(a)' is not modelled: left out")
            }
        }
        for (k, table) in [("title", title), ("attributedTitle", attributed), ("image", image), ("backgroundImage", background),
                           ("titleColor", titleColor), ("titleShadowColor", shadowColor)] where !table.isEmpty {
            o[k] = .object(table)
        }
    }
}
