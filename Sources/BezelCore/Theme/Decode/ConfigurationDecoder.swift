/// Decodes `configuration` (UIButton.Configuration).
public struct ConfigurationDecoder {
    public let values: ValueDecoder
    public init(values: ValueDecoder) { self.values = values }

    /// The configuration at `path`, or nil after reporting why it is unusable.
    public func decode(_ x: JSONValue, at path: JSONPath) -> ButtonConfiguration? {
        let v = values
        guard case .object(let o) = x else { v.sink.error(path, "expected a configuration object, found \(x.kindName)"); return nil }
        v.checkKeys(o, allowed: ThemeSchema.configurationKeys, at: path, what: "configuration")
        var c = ButtonConfiguration()
        if let s = o["style"], let e = v.enumeration(s, at: path / "style", ButtonConfiguration.Style.self) { c.style = e }
        if o["size"] != nil, o["buttonSize"] != nil {
            v.sink.error(path / "buttonSize", "buttonSize is UIKit's name for size: give one of the two")
        }
        for key in ["size", "buttonSize"] {
            if let s = o[key], let e = v.enumeration(s, at: path / key, ButtonConfigurationSize.self) { c.size = e }
        }
        if let s = o["cornerStyle"], let e = v.enumeration(s, at: path / "cornerStyle", CornerStyle.self) { c.cornerStyle = e }
        if let s = o["subtitle"] { c.subtitle = v.text(s, at: path / "subtitle") }
        if let s = o["attributedSubtitle"] { c.attributedSubtitle = v.attributedTitle(s, at: path / "attributedSubtitle") }
        if let s = o["imagePlacement"], let e = v.enumeration(s, at: path / "imagePlacement", ImagePlacement.self) { c.imagePlacement = e }
        if let s = o["imagePadding"], let n = v.number(s, at: path / "imagePadding", in: 0...1000) { c.imagePadding = n }
        if let s = o["titlePadding"], let n = v.number(s, at: path / "titlePadding", in: 0...1000) { c.titlePadding = n }
        if let s = o["titleAlignment"], let e = v.enumeration(s, at: path / "titleAlignment", TitleAlignment.self) { c.titleAlignment = e }
        if let s = o["contentInsets"] { c.contentInsets = v.insets(s, at: path / "contentInsets") }
        for key in ["baseForegroundColor", "baseBackgroundColor"] {
            guard let s = o[key], let value = v.colorValue(s, at: path / key) else { continue }
            // The style derives the states from the base colours; a derived base has nothing to derive from.
            guard case .color = value else {
                v.sink.error(path / key, "a derived colour cannot be a configuration's base colour: give a colour (the style derives each state from it)")
                continue
            }
            if key == "baseForegroundColor" { c.baseForegroundColor = value } else { c.baseBackgroundColor = value }
        }
        if let s = o["showsActivityIndicator"] {
            c.showsActivityIndicator = v.bool(s, at: path / "showsActivityIndicator") ?? false
            if c.showsActivityIndicator {
                v.sink.warning(path / "showsActivityIndicator", "Bezel does not draw the activity indicator; the button is drawn without it")
            }
        }
        return c
    }
}
