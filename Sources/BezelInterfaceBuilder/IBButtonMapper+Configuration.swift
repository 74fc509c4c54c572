import BezelCore

extension IBButtonMapper {
    /// `<buttonConfiguration>`: style, size, corner style, image placement and padding, title padding
    /// and alignment, title, subtitle, attributed title, image, font, base colours, content insets and
    /// background. UIKit's per-style defaults are Bezel's; the legacy state table beside it is
    /// Xcode's placeholder, which UIKit ignores (reported when it holds more than a title).
    func configuration(_ c: IBElement, button b: IBElement, _ id: String, into o: inout JSONObject) {
        var conf = JSONObject()
        let at = "configuration"
        conf["style"] = .string(c["style"] ?? "plain")
        if let s = c["buttonSize"] { conf["size"] = .string(s) }
        for key in ["cornerStyle", "imagePlacement", "titleAlignment", "subtitle"] { if let v = c[key] { conf[key] = .string(v) } }
        for key in ["imagePadding", "titlePadding"] { if let v = c[key].flatMap(Double.init) { conf[key] = .number(v) } }
        if c["showsActivityIndicator"] == "YES" { conf["showsActivityIndicator"] = .bool(true) }
        if let t = c["title"] { o["title"] = .string(t) }
        if let name = c["image"] {
            if let v = images.image(name, isSymbol: c["catalog"] == "system", c, id, at + ".image", keyPath: ["image"],
                                    symbol: symbolKeys(c, image: c, id)) { o["image"] = v }
        }
        for child in c.children { configurationChild(child, of: c, id, into: &conf, button: &o) }
        let known: Set<String> = ["key", "style", "buttonSize", "cornerStyle", "imagePlacement", "titleAlignment", "subtitle",
                                  "imagePadding", "titlePadding", "showsActivityIndicator", "title", "image", "catalog"]
        for a in c.attributes.keys.sorted() where !known.contains(a) {
            report.warn(c, id, at + "." + a, "configuration attribute '\(a)' is not modelled: left out")
        }
        o["configuration"] = .object(conf)
        reportPlaceholderStates(b, id)
    }

    /// One child of a configuration.
    private func configurationChild(_ e: IBElement, of c: IBElement, _ id: String, into conf: inout JSONObject, button o: inout JSONObject) {
        let at = "configuration." + (e["key"] ?? e.name)
        switch (e.name, e["key"]) {
        case ("fontDescription", "titleFontDescription"?): if let f = fonts.font(e, id, at) { o["font"] = .object(f) }
        case ("color", "baseForegroundColor"?): if let v = colors.color(e, id, at) { conf["baseForegroundColor"] = v }
        case ("color", "baseBackgroundColor"?): if let v = colors.color(e, id, at) { conf["baseBackgroundColor"] = v }
        case ("imageReference", "image"?):
            if let name = e["image"], let v = images.image(name, isSymbol: e["catalog"] == "system", e, id, at, keyPath: ["image"],
                                                           symbol: symbolKeys(c, image: e, id)) { o["image"] = v }
        case ("attributedString", "attributedTitle"?):
            if let runs = IBAttributedTitleReader(colors: colors, fonts: fonts, report: report).runs(e, id, at) { o["attributedTitle"] = .array(runs) }
        case ("directionalEdgeInsets", "contentInsets"?):
            let sides = ["top", "leading", "bottom", "trailing"].map { e[$0].flatMap(Double.init) ?? 0 }
            conf["contentInsets"] = .array(sides.map(JSONValue.number))
        case ("backgroundConfiguration", "background"?): background(e, id, into: &conf, button: &o)
        case ("preferredSymbolConfiguration", "preferredSymbolConfigurationForImage"?): break   // read with the image
        case ("preferredSymbolConfiguration", _):
            report.warn(e, id, at, "a symbol configuration with key '\(e["key"] ?? "")' is not modelled: left out")
        default:
            report.warn(e, id, at, "element \(e.shown) in a configuration is not modelled: left out")
        }
    }

    /// The symbol keys of configuration `c`'s `preferredSymbolConfigurationForImage` and of the image
    /// reference `image` (its `symbolScale`).
    private func symbolKeys(_ c: IBElement, image: IBElement, _ id: String) -> [(String, JSONValue)] {
        IBSymbolConfiguration(report: report).keys(c.child("preferredSymbolConfiguration", key: "preferredSymbolConfigurationForImage"),
                                                   image: image, symbolScale: image["symbolScale"], id, "configuration.preferredSymbolConfigurationForImage")
    }

    /// `<backgroundConfiguration key="background">`: its colour is the base background colour, its
    /// corner radius the button's (with the fixed corner style), its stroke the button's border.
    private func background(_ e: IBElement, _ id: String, into conf: inout JSONObject, button o: inout JSONObject) {
        let at = "configuration.background"
        if let c = e.child("color", key: "backgroundColor"), let v = colors.color(c, id, at + ".backgroundColor") { conf["baseBackgroundColor"] = v }
        if let r = e["cornerRadius"].flatMap(Double.init) { o["cornerRadius"] = .number(r); conf["cornerStyle"] = .string("fixed") }
        if let w = e["strokeWidth"].flatMap(Double.init), w > 0 {
            var border = JSONObject([("width", .number(w))])
            if let c = e.child("color", key: "strokeColor"), let v = colors.color(c, id, at + ".strokeColor") { border["color"] = v }
            o["border"] = .object(border)
        }
        let known: Set<String> = ["key", "cornerRadius", "strokeWidth"]
        for a in e.attributes.keys.sorted() where !known.contains(a) {
            report.warn(e, id, at + "." + a, "background attribute '\(a)' is not modelled: left out")
        }
        for c in e.children where !(c.name == "color" && ["backgroundColor", "strokeColor"].contains(c["key"] ?? "")) {
            report.warn(c, id, at + "." + (c["key"] ?? c.name), "element \(c.shown) in a background is not modelled: left out")
        }
    }

    /// The legacy state table beside a configuration: Xcode keeps `<state key="normal" title="Button"/>`
    /// (UIKit ignores it); anything more is reported, since a reader of the document may expect it drawn.
    private func reportPlaceholderStates(_ b: IBElement, _ id: String) {
        for s in b.children(named: "state") {
            let extra = s["key"] != "normal" || !s.children.isEmpty || s.attributes.keys.contains { !["key", "title"].contains($0) }
            if extra {
                report.warn(s, id, "state.\(s["key"] ?? "")", "the legacy state table is ignored beside a configuration, as in UIKit: left out")
            }
        }
    }
}
