/// The JSON form of a resolved appearance, as `bezel inspect --json` and `manifest.json` print it.
extension Appearance {
    public var json: JSONObject { json(pathsRelativeTo: nil) }

    /// The JSON form with image paths relative to `folder` (the theme file's folder, so a manifest
    /// holds no path of the machine it was made on); nil: the paths as resolved.
    public func json(pathsRelativeTo folder: String?) -> JSONObject {
        var o = JSONObject()
        addTitle(to: &o)
        addImages(to: &o, pathsRelativeTo: folder)
        addBackground(to: &o)
        var a = JSONObject()
        a.append("label", accessibilityLabel.map { .string($0) } ?? .null)
        a.append("hint", accessibilityHint.map { .string($0) } ?? .null)
        a.append("traits", .array(accessibilityTraits.map(JSONValue.string)))
        o.append("accessibility", .object(a))
        return o
    }

    /// `title`, `attributedTitle` (when it has more than the plain title), colours, shadow, alpha, font.
    func addTitle(to o: inout JSONObject) {
        o.append("title", title.map { .string($0.string) } ?? .null)
        if let title, title.runs.count > 1 || title.runs.first?.font != nil || title.runs.first?.color != nil {
            o.append("attributedTitle", .array(title.runs.map { .object($0.json) }))
        }
        o.append("titleColor", .string(titleColor.hexString))
        o.append("titleShadowColor", titleShadowColor.map { .string($0.hexString) } ?? .null)
        o.append("titleShadowOffset", .array([.number(titleShadowOffset.width), .number(titleShadowOffset.height)]))
        if titleAlpha != 1 { o.append("titleAlpha", .number(titleAlpha)) }
        o.append("font", .object(font.json))
    }

    /// `image` and `backgroundImage`, with paths relative to `folder` when given.
    func addImages(to o: inout JSONObject, pathsRelativeTo folder: String?) {
        func shown(_ path: String?) -> JSONValue {
            guard let path else { return .null }
            if ImageDataURI.isDataURI(path) { return .string(path) }
            return .string(folder.map { ThemeFileSystem.relativePath(path, from: $0) } ?? path)
        }
        o.append("image", image.map { i in
            var r = JSONObject()
            r.append("src", shown(i.path))
            if let g = i.glyph { r.append("glyph", .string(g.rawValue)); r.append("glyphStyle", .string(i.glyphStyle.rawValue)) }
            if let name = i.symbolName { r.append("symbol", .string(name)) }
            if let b = i.baselineOffset { r.append("baselineOffset", .number(b)) }
            r.append("renderingMode", .string(i.templateColor == nil ? "original" : "template"))
            if let t = i.templateColor { r.append("templateColor", .string(t.hexString)) }
            r.append("size", .array([.number(i.size.width), .number(i.size.height)]))
            r.append("adjustment", .string(i.adjustment.rawValue))
            if i.alpha != 1 { r.append("alpha", .number(i.alpha)) }
            return .object(r)
        } ?? .null)
        o.append("backgroundImage", backgroundImage.map { b in
            var r = JSONObject()
            r.append("src", shown(b.path))
            if let g = b.glyph { r.append("glyph", .string(g.rawValue)) }
            if let f = b.fillColor { r.append("fillColor", .string(f.hexString)) }
            r.append("size", .array([.number(b.size.width), .number(b.size.height)]))
            if let c = b.capInsets { r.append("capInsets", .array([c.top, c.left, c.bottom, c.right].map(JSONValue.number))) }
            r.append("resizingMode", .string(b.resizingMode.rawValue))
            r.append("adjustment", .string(b.adjustment.rawValue))
            if b.alpha != 1 { r.append("alpha", .number(b.alpha)) }
            return .object(r)
        } ?? .null)
    }

    /// Background colour and gradient (when there is one), corners, border, layer shadow, tint,
    /// clipping and touch glow.
    func addBackground(to o: inout JSONObject) {
        o.append("backgroundColor", backgroundColor.map { .string($0.hexString) } ?? .null)
        switch cornerRadius {
        case .points(let p): o.append("cornerRadius", .number(p))
        case .capsule: o.append("cornerRadius", .string("capsule"))
        }
        o.append("cornerCurve", .string(cornerCurve.rawValue))
        o.append("border", border.map { .object($0.json) } ?? .null)
        if let backgroundGradient { o.append("backgroundGradient", .object(backgroundGradient.json)) }
        // One layer keeps the object form of a single shadow; several are an array, the first on top.
        o.append("shadow", shadows.count > 1 ? .array(shadows.map { .object($0.json) }) : shadows.first.map { .object($0.json) } ?? .null)
        o.append("tintColor", .string(tintColor.hexString))
        o.append("clipsToBounds", .bool(clipsToBounds))
        if showsTouchGlow { o.append("showsTouchGlow", .bool(true)) }
    }
}

extension ResolvedBorder {
    /// `{ "width", "color" }`, plus `style`, `dashPattern` and `lineCap` when they are not the default.
    var json: JSONObject {
        var r = JSONObject([("width", .number(width)), ("color", .string(color.hexString))])
        if style != .solid { r.append("style", .string(style.rawValue)) }
        if let dashPattern { r.append("dashPattern", .array(dashPattern.map(JSONValue.number))) }
        if let lineCap { r.append("lineCap", .string(lineCap.rawValue)) }
        return r
    }
}

extension ResolvedShadow {
    /// `{ "color", "offset", "radius", "opacity" }`, plus `spread` when not 0 and `inset` when true.
    var json: JSONObject {
        var r = JSONObject([("color", .string(color.hexString)), ("offset", .array([.number(offset.width), .number(offset.height)])),
                            ("radius", .number(radius)), ("opacity", .number(opacity))])
        if spread != 0 { r.append("spread", .number(spread)) }
        if inset { r.append("inset", .bool(true)) }
        return r
    }
}

extension ResolvedGradient {
    /// `{ "type", "stops": [{ "color", "position" }], "startPoint", "endPoint" }`.
    var json: JSONObject {
        JSONObject([("type", .string(type.rawValue)),
                    ("stops", .array(stops.map { .object(JSONObject([("color", .string($0.color.hexString)), ("position", .number($0.position))])) })),
                    ("startPoint", .array([.number(startPoint.x), .number(startPoint.y)])),
                    ("endPoint", .array([.number(endPoint.x), .number(endPoint.y)]))])
    }
}

extension TextRun {
    /// `{ "text", "font", "color", … }`: the fields that differ from a plain run.
    var json: JSONObject {
        var r = JSONObject()
        r.append("text", .string(text))
        if let f = font { r.append("font", .object(f.json)) }
        if let c = color { r.append("color", .string(c.hexString)) }
        if let c = backgroundColor { r.append("backgroundColor", .string(c.hexString)) }
        if underline { r.append("underline", .bool(true)) }
        if strikethrough { r.append("strikethrough", .bool(true)) }
        if kern != 0 { r.append("kern", .number(kern)) }
        if baselineOffset != 0 { r.append("baselineOffset", .number(baselineOffset)) }
        return r
    }
}

extension TextFont {
    /// `{ "family", "size", "weight", "italic" }`, plus `"lineHeight"` when a text style or the theme
    /// sets it and `"letterSpacing"` when it is not 0.
    public var json: JSONObject {
        var fields: [(key: String, value: JSONValue)] = [("family", .string(family)), ("size", .number(size)),
                                                           ("weight", .number(Double(weight))), ("italic", .bool(italic))]
        if let lineHeight { fields.append(("lineHeight", .number(lineHeight))) }
        if letterSpacing != 0 { fields.append(("letterSpacing", .number(letterSpacing))) }
        return JSONObject(fields)
    }
}
