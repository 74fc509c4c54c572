/// Decodes a button's layout keys: edge insets, alignments, image placement, explicit rects,
/// line breaking and layout direction.
public struct LayoutOptionsDecoder {
    public let values: ValueDecoder
    public init(values: ValueDecoder) { self.values = values }

    public func decode(_ o: JSONObject, at path: JSONPath) -> ButtonLayoutOptions {
        let v = values
        var l = ButtonLayoutOptions()
        if let x = o["contentEdgeInsets"], let i = v.insets(x, at: path / "contentEdgeInsets") { l.contentEdgeInsets = i }
        if let x = o["titleEdgeInsets"], let i = v.insets(x, at: path / "titleEdgeInsets") { l.titleEdgeInsets = i }
        if let x = o["imageEdgeInsets"], let i = v.insets(x, at: path / "imageEdgeInsets") { l.imageEdgeInsets = i }
        if let x = o["contentHorizontalAlignment"], let a = v.enumeration(x, at: path / "contentHorizontalAlignment", ContentHorizontalAlignment.self) {
            l.contentHorizontalAlignment = a
        }
        if let x = o["contentVerticalAlignment"], let a = v.enumeration(x, at: path / "contentVerticalAlignment", ContentVerticalAlignment.self) {
            l.contentVerticalAlignment = a
        }
        if let x = o["imagePlacement"], let p = v.enumeration(x, at: path / "imagePlacement", ImagePlacement.self) { l.imagePlacement = p }
        if let x = o["imagePadding"], let p = v.number(x, at: path / "imagePadding", in: -1000...1000) { l.imagePadding = p }
        if let x = o["titleRect"] { l.titleRect = v.rect(x, at: path / "titleRect") }
        if let x = o["imageRect"] { l.imageRect = v.rect(x, at: path / "imageRect") }
        if let x = o["lineBreakMode"], let m = v.enumeration(x, at: path / "lineBreakMode", LineBreakMode.self) { l.lineBreakMode = m }
        if let x = o["numberOfLines"], let n = v.number(x, at: path / "numberOfLines", in: 0...100) {
            if n != n.rounded() { v.sink.error(path / "numberOfLines", "expected a whole number") } else { l.numberOfLines = Int(n) }
        }
        if let x = o["layoutDirection"] { l.layoutDirection = v.enumeration(x, at: path / "layoutDirection", LayoutDirection.self) }
        return l
    }
}

/// Decodes `configuration` (UIButton.Configuration).
public struct ConfigurationDecoder {
    public let values: ValueDecoder
    public init(values: ValueDecoder) { self.values = values }

    public func decode(_ x: JSONValue, at path: JSONPath) -> ButtonConfiguration? {
        let v = values
        guard case .object(let o) = x else { v.sink.error(path, "expected a configuration object, found \(x.kindName)"); return nil }
        v.checkKeys(o, allowed: ThemeSchema.configurationKeys, at: path, what: "configuration")
        var c = ButtonConfiguration()
        if let s = o["style"], let e = v.enumeration(s, at: path / "style", ButtonConfiguration.Style.self) { c.style = e }
        if let s = o["size"], let e = v.enumeration(s, at: path / "size", ButtonConfigurationSize.self) { c.size = e }
        if let s = o["cornerStyle"], let e = v.enumeration(s, at: path / "cornerStyle", CornerStyle.self) { c.cornerStyle = e }
        if let s = o["subtitle"] { c.subtitle = v.string(s, at: path / "subtitle") }
        if let s = o["imagePlacement"], let e = v.enumeration(s, at: path / "imagePlacement", ImagePlacement.self) { c.imagePlacement = e }
        if let s = o["imagePadding"], let n = v.number(s, at: path / "imagePadding", in: 0...1000) { c.imagePadding = n }
        if let s = o["titlePadding"], let n = v.number(s, at: path / "titlePadding", in: 0...1000) { c.titlePadding = n }
        if let s = o["titleAlignment"], let e = v.enumeration(s, at: path / "titleAlignment", TitleAlignment.self) { c.titleAlignment = e }
        if let s = o["contentInsets"] { c.contentInsets = v.insets(s, at: path / "contentInsets") }
        if let s = o["baseForegroundColor"] { c.baseForegroundColor = v.colorValue(s, at: path / "baseForegroundColor") }
        if let s = o["baseBackgroundColor"] { c.baseBackgroundColor = v.colorValue(s, at: path / "baseBackgroundColor") }
        if let s = o["showsActivityIndicator"] { c.showsActivityIndicator = v.bool(s, at: path / "showsActivityIndicator") ?? false }
        return c
    }
}
