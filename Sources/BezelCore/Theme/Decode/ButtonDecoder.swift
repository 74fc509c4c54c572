/// Decodes one button object (appearance layers already merged in) into a `Button`.
public struct ButtonDecoder {
    public let values: ValueDecoder

    public init(values: ValueDecoder) { self.values = values }

    /// Decodes `object` (normalized per-state tables) found at `path`.
    public func decode(name: String, _ object: JSONObject, at path: JSONPath) -> ButtonModel {
        let v = values
        v.checkKeys(object, allowed: ThemeSchema.buttonKeys, at: path, what: "button")
        var b = ButtonModel(name: name)
        if let x = object["type"] {
            if let s = v.string(x, at: path / "type") {
                if let t = ButtonType(name: s) { b.type = t } else {
                    var m = "unknown button type '\(s)': expected one of \(ButtonType.acceptedNames.joined(separator: ", "))"
                    if let near = Suggestion.closest(to: s, among: ButtonType.acceptedNames) { m += " (did you mean '\(near)'?)" }
                    v.sink.error(path / "type", m)
                }
            }
        }
        // UIButton(configuration:) makes a system button: a configuration without a type is one.
        if object["type"] == nil, Self.hasConfiguration(object) { b.type = .system }
        if let x = object["size"] { b.size = v.size(x, at: path / "size", min: InputLimits.minimumButtonSide) }

        decodePerStateTables(object, at: path, into: &b)

        if let x = object["titleShadowOffset"], let o = v.offset(x, at: path / "titleShadowOffset") { b.titleShadowOffset = o }
        if let x = object["reversesTitleShadowWhenHighlighted"] { b.reversesTitleShadowWhenHighlighted = v.bool(x, at: path / "reversesTitleShadowWhenHighlighted") ?? false }
        if let x = object["cornerCurve"], let c = v.enumeration(x, at: path / "cornerCurve", CornerCurve.self) { b.cornerCurve = c }
        if let x = object["clipsToBounds"] { b.clipsToBounds = v.bool(x, at: path / "clipsToBounds") ?? false }
        if let x = object["adjustsImageWhenHighlighted"] { b.adjustsImageWhenHighlighted = v.bool(x, at: path / "adjustsImageWhenHighlighted") }
        if let x = object["adjustsImageWhenDisabled"] { b.adjustsImageWhenDisabled = v.bool(x, at: path / "adjustsImageWhenDisabled") }
        if let x = object["glyphStyle"], let s = v.enumeration(x, at: path / "glyphStyle", GlyphStyle.self) { b.glyphStyle = s }
        if let x = object["showsTouchWhenHighlighted"] { b.showsTouchWhenHighlighted = v.bool(x, at: path / "showsTouchWhenHighlighted") ?? false }
        if let x = object["isEnabled"] { b.isEnabled = v.bool(x, at: path / "isEnabled") ?? true }
        if let x = object["isSelected"] { b.isSelected = v.bool(x, at: path / "isSelected") ?? false }
        if let x = object["contrastExemption"], let why = v.string(x, at: path / "contrastExemption") {
            if why.trimmingCharacters(in: .whitespaces).isEmpty {
                v.sink.error(path / "contrastExemption", "say why the button is exempt from the contrast check")
            } else { b.contrastExemption = why }
        }
        if let x = object["adjustsFontForContentSizeCategory"] { b.adjustsFontForContentSizeCategory = v.bool(x, at: path / "adjustsFontForContentSizeCategory") ?? false }
        if let x = object["changesSelectionAsPrimaryAction"] { b.changesSelectionAsPrimaryAction = v.bool(x, at: path / "changesSelectionAsPrimaryAction") ?? false }
        if let x = object["stretchable"] { b.stretchable = v.bool(x, at: path / "stretchable") ?? false }
        if let x = object["description"] { _ = v.string(x, at: path / "description") }
        if let x = object["source"], let s = v.string(x, at: path / "source"), s.trimmingCharacters(in: .whitespaces).isEmpty {
            v.sink.error(path / "source", "say where the button comes from")
        }
        b.layout = LayoutOptionsDecoder(values: v).decode(object, at: path)
        if let x = object["configuration"] {
            b.configuration = ConfigurationDecoder(values: v).decode(x, at: path / "configuration")
            warnIgnoredLegacyInsets(object, at: path)
        }
        if let x = object["accessibility"] { b.accessibility = accessibility(x, at: path / "accessibility") }
        if let x = object["localizations"] { b.localizations = localizations(x, at: path / "localizations") }
        if let x = object["states"] { b.states = ThemeDecoder.states(x, at: path / "states", values: v) }
        return b
    }

    /// The per-state keys of `object` (normalized tables), checked for derived colours without a base.
    func decodePerStateTables(_ object: JSONObject, at path: JSONPath, into b: inout ButtonModel) {
        let v = values
        b.title = table(object, "title", path) { v.text($0, at: $1) }
        b.attributedTitle = table(object, "attributedTitle", path) { v.attributedTitle($0, at: $1) }
        b.titleColor = table(object, "titleColor", path) { v.colorValue($0, at: $1) }
        b.titleShadowColor = table(object, "titleShadowColor", path) { v.colorValue($0, at: $1) }
        b.font = table(object, "font", path) { v.font($0, at: $1) }
        b.image = table(object, "image", path) { v.image($0, at: $1) }
        b.backgroundImage = table(object, "backgroundImage", path) { v.backgroundImage($0, at: $1) }
        b.backgroundColor = table(object, "backgroundColor", path) { v.colorValue($0, at: $1) }
        b.backgroundGradient = table(object, "backgroundGradient", path) { v.gradient($0, at: $1) }
        b.tintColor = table(object, "tintColor", path) { v.colorValue($0, at: $1) }
        b.cornerRadius = table(object, "cornerRadius", path) { v.cornerRadius($0, at: $1) }
        b.border = table(object, "border", path) { v.border($0, at: $1) }
        b.shadow = table(object, "shadow", path) { v.shadows($0, at: $1) }
        checkDerivedNormals(b, at: path)
        checkDerivedGradientNormal(b, object, at: path)
    }

    /// Whether `object` (a button or an appearance layer) sets a configuration, which makes a
    /// button without a type a system button.
    static func hasConfiguration(_ object: JSONObject) -> Bool {
        if let c = object["configuration"], c != .null { true } else { false }
    }

    /// Decodes a normalized per-state table.
    func table<T>(_ object: JSONObject, _ key: String, _ path: JSONPath,
                  _ decode: (JSONValue, JSONPath) -> T?) -> StateTable<T> {
        guard case .object(let states)? = object[key] else { return StateTable() }
        var out = StateTable<T>()
        for (name, value) in states.entries {
            guard let state = ControlState(name: name), value != .null else { continue }
            out[exact: state] = decode(value, path / key / name)
        }
        return out
    }

    /// A derived colour in the normal state has no normal value to derive from: it needs `of`.
    func checkDerivedNormals(_ b: ButtonModel, at path: JSONPath) {
        for (key, table) in [("titleColor", b.titleColor), ("titleShadowColor", b.titleShadowColor),
                             ("backgroundColor", b.backgroundColor), ("tintColor", b.tintColor)] {
            if case .derived(let d)? = table[exact: .normal], d.of == nil {
                values.sink.error(path / key / "normal", "a derived colour in the normal state needs \"of\" (there is no normal value to derive from)")
            }
        }
    }

    /// The normal gradient's derived stops need `of` too; `object` tells the bare-array form
    /// (`normal[0]`) from the object form (`normal.stops[0]`).
    func checkDerivedGradientNormal(_ b: ButtonModel, _ object: JSONObject, at path: JSONPath) {
        var stops = path / "backgroundGradient" / "normal"
        if case .object(let table)? = object["backgroundGradient"], case .object? = table["normal"] { stops = stops / "stops" }
        for (i, stop) in (b.backgroundGradient[exact: .normal]?.stops ?? []).enumerated() {
            if case .derived(let d) = stop.color, d.of == nil {
                values.sink.error(stops.appending(index: i) / "color",
                                  "a derived colour in the normal gradient needs \"of\" (there is no normal stop to derive from)")
            }
        }
    }

    func accessibility(_ x: JSONValue, at path: JSONPath) -> AccessibilitySpec {
        var a = AccessibilitySpec()
        guard case .object(let o) = x else { values.sink.error(path, "expected an object, found \(x.kindName)"); return a }
        values.checkKeys(o, allowed: ThemeSchema.accessibilityKeys, at: path, what: "accessibility")
        if let l = o["label"] { a.label = values.string(l, at: path / "label") }
        if let h = o["hint"] { a.hint = values.string(h, at: path / "hint") }
        if let t = o["traits"] {
            if case .array(let items) = t {
                a.traits = items.enumerated().compactMap { values.string($1, at: (path / "traits").appending(index: $0)) }
            } else if let s = values.string(t, at: path / "traits") { a.traits = [s] }
        }
        return a
    }

    /// Each locale's titles (their per-state tables already normalized by `PerStateNormalizer`).
    func localizations(_ x: JSONValue, at path: JSONPath) -> [String: LocalizedTitles] {
        guard case .object(let o) = x else { values.sink.error(path, "expected an object keyed by locale, found \(x.kindName)"); return [:] }
        var out: [String: LocalizedTitles] = [:]
        for (locale, entry) in o.entries {
            let p = path / locale
            guard Locales.isValidIdentifier(locale) else { values.sink.error(p, "'\(locale)' is not a locale identifier (e.g. zh-Hans, ar)"); continue }
            guard case .object(let fields) = entry else { values.sink.error(p, "expected {\"title\", \"attributedTitle\"}, found \(entry.kindName)"); continue }
            values.checkKeys(fields, allowed: ThemeSchema.localizationKeys, at: p, what: "localization")
            var l = LocalizedTitles()
            l.title = table(fields, "title", p) { values.text($0, at: $1) }
            l.attributedTitle = table(fields, "attributedTitle", p) { values.attributedTitle($0, at: $1) }
            out[locale] = l
        }
        return out
    }

    /// UIKit ignores the legacy insets once a button has a configuration; so does Bezel, out loud:
    /// a warning at each one `object` sets.
    func warnIgnoredLegacyInsets(_ object: JSONObject, at path: JSONPath) {
        for key in ["contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets"] where object[key] != nil {
            values.sink.warning(path / key, "ignored: a button with a configuration is laid out by it, as on iOS "
                                + "(use configuration.contentInsets and imagePadding)")
        }
    }
}
