import BezelCore

/// Maps one `<button>` to a theme button object (docs/interface-builder.md): its type, frame,
/// flags, alignment, insets, font, colours, states or configuration, runtime attributes and tint.
/// Whatever it does not carry over is a warning in the report, naming the line and object id.
struct IBButtonMapper {
    let colors: IBColorReader
    let fonts: IBFontReader
    let images: IBImageFinder
    let report: IBReport
    /// The document's file name, for each button's description.
    let documentName: String

    /// Attributes that change nothing UIKit draws into the button's image (read by nothing, never reported).
    static let silentAttributes: Set<String> = [
        "id", "opaque", "contentMode", "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "userLabel", "customModule",
        "customModuleProvider", "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority", "tag", "userInteractionEnabled", "multipleTouchEnabled", "exclusiveTouch",
        "clearsContextBeforeDrawing", "autoresizesSubviews", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins",
        "placeholderIntrinsicWidth", "placeholderIntrinsicHeight", "pointerInteraction", "springLoaded", "showsMenuAsPrimaryAction",
        "hasAttributedTitle", "adjustsImageSizeForAccessibilityContentSizeCategory", "contextMenuInteractionEnabled",
        "layoutMarginsFollowReadableWidth", "role", "buttonType", "contentHorizontalAlignment", "contentVerticalAlignment",
        "lineBreakMode", "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled", "showsTouchWhenHighlighted",
        "reversesTitleShadowWhenHighlighted", "enabled", "selected", "semanticContentAttribute", "clipsSubviews",
        "changesSelectionAsPrimaryAction", "customClass", "misplaced", "ambiguous", "hidden", "alpha", "highlighted",
    ]
    /// Children that change nothing drawn (layout constraints, outlets, guides, menus).
    static let silentChildren: Set<String> = ["autoresizingMask", "constraints", "connections", "viewLayoutGuide", "menu",
                                              "userDefinedRuntimeAttributes", "buttonConfiguration", "state", "rect",
                                              "accessibility", "fontDescription", "color", "inset", "size", "variation",
                                              "point", "attributedString"]

    /// The button object for `site`, and the button's preferred name (before it is made safe and unique).
    func map(_ site: IBDocument.ButtonSite) -> (object: JSONObject, name: String) {
        let b = site.element, id = b.objectID ?? "button"
        var o = JSONObject()
        o["description"] = .string("\(documentName), line \(b.line): button \(id)")
        o["source"] = .string("\(documentName)#\(id)")
        o["type"] = .string(type(b, id))
        frame(b, id, into: &o)
        flags(b, id, into: &o)
        layoutAttributes(b, id, into: &o)
        let configuration = b.child("buttonConfiguration", key: "configuration")
        if configuration == nil {
            if let f = b.child("fontDescription", key: "fontDescription"), let font = fonts.font(f, id, "fontDescription") { o["font"] = .object(font) }
            insets(b, id, into: &o)
            states(b, id, into: &o)
        } else if let configuration {
            self.configuration(configuration, button: b, id, into: &o)
        }
        if let c = b.child("color", key: "backgroundColor"), let v = colors.color(c, id, "backgroundColor") { o["backgroundColor"] = v }
        if let c = b.child("color", key: "tintColor") ?? site.inheritedTint, let v = colors.color(c, id, "tintColor") { o["tintColor"] = v }
        if let s = b.child("size", key: "titleShadowOffset"), let w = s["width"].flatMap(Double.init), let h = s["height"].flatMap(Double.init) {
            o["titleShadowOffset"] = .array([.number(w), .number(h)])
        }
        runtimeAttributes(b, id, into: &o)
        accessibility(b, into: &o)
        reportUnread(b, id)
        return (o, preferredName(b, o))
    }

    /// UIKit's button type: a missing `buttonType` is custom, `roundedRect` is system.
    private func type(_ b: IBElement, _ id: String) -> String {
        guard let t = b["buttonType"] else { return "custom" }
        if t == "roundedRect" { return "system" }
        if ButtonType(name: t) != nil { return t }
        report.warn(b, id, "buttonType", "button type '\(t)' is not known: drawn as a custom button")
        return "custom"
    }

    /// The frame's size (Xcode's own layout for the canvas device), and warnings when it cannot be trusted.
    private func frame(_ b: IBElement, _ id: String, into o: inout JSONObject) {
        if b["misplaced"] == "YES" || b["ambiguous"] == "YES" {
            report.warn(b, id, b["misplaced"] == "YES" ? "misplaced" : "ambiguous",
                        "the frame does not follow the constraints (\(b["misplaced"] == "YES" ? "misplaced" : "ambiguous") in Xcode): drawn at the recorded frame")
        }
        if let v = b.children(named: "variation").first {
            report.warn(v, id, "variation", "the button varies by size class (\(v["key"] ?? "?")): drawn as on the canvas device")
        }
        guard let r = b.child("rect", key: "frame"), let w = r["width"].flatMap(Double.init), let h = r["height"].flatMap(Double.init) else {
            report.warn(b, id, "frame", "no frame: drawn at its intrinsic size")
            return
        }
        guard w >= InputLimits.minimumButtonSide, h >= InputLimits.minimumButtonSide, w <= 10_000, h <= 10_000 else {
            report.warn(r, id, "frame", "frame \(w) × \(h) pt cannot be drawn (1…10000 pt per side): drawn at its intrinsic size")
            return
        }
        o["size"] = .array([.number(w), .number(h)])
    }

    /// Flags that change how UIKit draws the states, the resting state, and what is reported instead.
    private func flags(_ b: IBElement, _ id: String, into o: inout JSONObject) {
        if b["adjustsImageWhenHighlighted"] == "NO" { o["adjustsImageWhenHighlighted"] = .bool(false) }
        if b["adjustsImageWhenDisabled"] == "NO" { o["adjustsImageWhenDisabled"] = .bool(false) }
        if b["showsTouchWhenHighlighted"] == "YES" { o["showsTouchWhenHighlighted"] = .bool(true) }
        if b["reversesTitleShadowWhenHighlighted"] == "YES" { o["reversesTitleShadowWhenHighlighted"] = .bool(true) }
        if b["enabled"] == "NO" { o["isEnabled"] = .bool(false) }
        if b["selected"] == "YES" { o["isSelected"] = .bool(true) }
        if b["changesSelectionAsPrimaryAction"] == "YES" { o["changesSelectionAsPrimaryAction"] = .bool(true) }
        if b["clipsSubviews"] == "YES" { o["clipsToBounds"] = .bool(true) }
        if b["highlighted"] == "YES" { report.warn(b, id, "highlighted", "highlighted at rest is not modelled: every state is drawn") }
        if b["hidden"] == "YES" { report.warn(b, id, "hidden", "the button is hidden in the document: drawn anyway") }
        if let a = b["alpha"], let v = Double(a), v != 1 { report.warn(b, id, "alpha", "alpha \(a) is not modelled: drawn opaque") }
        if let c = b["customClass"] {
            report.warn(b, id, "customClass", "custom class '\(c)': its code may change the button's appearance; drawn as the document describes it")
        }
    }

    /// Alignment, line break mode and layout direction.
    private func layoutAttributes(_ b: IBElement, _ id: String, into o: inout JSONObject) {
        if let h = b["contentHorizontalAlignment"], h != "center" { o["contentHorizontalAlignment"] = .string(h) }
        if let v = b["contentVerticalAlignment"], v != "center" { o["contentVerticalAlignment"] = .string(v) }
        if let l = b["lineBreakMode"] {
            let modes = ["middleTruncation": "middle", "tailTruncation": "tail", "headTruncation": "head", "clipping": "clip", "wordWrap": "word"]
            if let m = modes[l] {
                if m != "middle" { o["lineBreakMode"] = .string(m) }
                if m == "word" { o["numberOfLines"] = .number(0) }
            } else if l == "characterWrap" {
                o["lineBreakMode"] = .string("word"); o["numberOfLines"] = .number(0)
                report.warn(b, id, "lineBreakMode", "character wrapping is not modelled: the title wraps at words")
            } else {
                report.warn(b, id, "lineBreakMode", "line break mode '\(l)' is not known: the title is truncated in the middle")
            }
        }
        switch b["semanticContentAttribute"] {
        case "forceRightToLeft"?: o["layoutDirection"] = .string("rtl")
        case "forceLeftToRight"?, "playback"?, "spatial"?: o["layoutDirection"] = .string("ltr")
        default: break
        }
    }

    /// `contentEdgeInsets`, `titleEdgeInsets`, `imageEdgeInsets` (minX left, minY top, maxX right, maxY bottom).
    private func insets(_ b: IBElement, _ id: String, into o: inout JSONObject) {
        for key in ["contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets"] {
            guard let i = b.child("inset", key: key) else { continue }
            let sides = ["minY", "minX", "maxY", "maxX"].map { i[$0].flatMap(Double.init) ?? 0 }
            if sides.contains(where: { $0 != 0 }) { o[key] = .array(sides.map(JSONValue.number)) }
        }
    }

    /// Accessibility label and hint (the identifier names the button).
    private func accessibility(_ b: IBElement, into o: inout JSONObject) {
        guard let a = b.child("accessibility", key: "accessibilityConfiguration") else { return }
        var out = JSONObject()
        if let l = a["label"] { out["label"] = .string(l) }
        if let h = a["hint"] { out["hint"] = .string(h) }
        if !out.isEmpty { o["accessibility"] = .object(out) }
    }

    /// The accessibility identifier, else the user label, else the title, else the object id.
    private func preferredName(_ b: IBElement, _ o: JSONObject) -> String {
        if let i = b.child("accessibility", key: "accessibilityConfiguration")?["identifier"], !i.isEmpty { return i }
        if let l = b["userLabel"], !l.isEmpty { return l }
        let title = o["title"]?.stringValue ?? o["title"]?.objectValue?["normal"]?.stringValue
        if let title, !title.isEmpty { return title }
        return b.objectID ?? "button"
    }

    /// Attributes and children of the button that nothing above read.
    private func reportUnread(_ b: IBElement, _ id: String) {
        for name in b.attributes.keys.sorted() where !Self.silentAttributes.contains(name) {
            report.warn(b, id, name, "attribute '\(name)' is not modelled: left out")
        }
        for c in b.children where !Self.silentChildren.contains(c.name) {
            report.warn(c, id, c.name, "element \(c.shown) is not modelled: left out")
        }
        for c in b.children where c.name == "color" && !["backgroundColor", "tintColor"].contains(c["key"] ?? "") {
            report.warn(c, id, c["key"] ?? "color", "element \(c.shown) is not modelled: left out")
        }
    }
}
