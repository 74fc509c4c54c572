/// Decodes a button's layout keys: edge insets, alignments, image placement, explicit rects,
/// line breaking and layout direction.
public struct LayoutOptionsDecoder {
    public let values: ValueDecoder
    public init(values: ValueDecoder) { self.values = values }

    /// The layout options of button object `o` at `path`; problems go to the sink.
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
