/// The theme-level settings of a decoded theme (pass 3 of `ThemeDecoder`), and the value decoder
/// the later passes use (its colour scheme and fonts come from these settings).
struct ThemeSettings {
    var name: String
    var scheme: ColorAppearance
    var contrast: AccessibilityContrast
    var tint: RGBAColor
    var scales: [Double]
    var states: [ControlState]?
    var locales: Set<String>
    var webHover: WebHover = .none
    /// The accessibility variants the theme renders besides itself (its `accessibility` key).
    var accessibilityVariants: [AccessibilitySettings] = []
    var values: ValueDecoder
}

extension ThemeDecoder {
    /// Pass 3: the theme-level keys (`colorScheme`, `name`, `description`, `tintColor`, `scales`,
    /// `states`, `locales`) and the fonts the theme may use.
    func settings(of doc: JSONObject, mode: String?, source: ThemeSource, sink: DiagnosticSink, highContrast: Bool = false) -> ThemeSettings {
        let root = JSONPath.root
        var scheme: ColorAppearance = mode?.lowercased().contains("dark") == true ? .dark : .light
        let plain = ValueDecoder(sink: sink, colorAppearance: .light, fileSystem: source.fileSystem, folder: source.folder)
        if let s = doc["colorScheme"], let c = plain.enumeration(s, at: root / "colorScheme", ColorAppearance.self) { scheme = c }
        var contrast = AccessibilityContrast.normal
        if let c = doc["accessibilityContrast"], let v = plain.enumeration(c, at: root / "accessibilityContrast", AccessibilityContrast.self) { contrast = v }
        if highContrast { contrast = .high }
        var values = ValueDecoder(sink: sink, colorAppearance: scheme, fileSystem: source.fileSystem, folder: source.folder)
        values.contrast = contrast
        values.symbolFolders = doc["symbols"].map { plain.symbolFolders($0, at: root / "symbols") } ?? [source.folder + "/symbols"]
        values.fonts = fontCatalog.map {
            ThemeFonts(catalog: $0, shippedFiles: ThemeFonts.shippedFiles(in: .object(doc), fileSystem: source.fileSystem, folder: source.folder))
        }
        var name = ThemeFileSystem.baseName(source.file)
        if let n = doc["name"], let s = values.string(n, at: root / "name") {
            if SafeName.isSafe(s) { name = s } else { sink.error(root / "name", SafeName.problem(s, what: "theme")) }
        } else if doc["name"] == nil, !SafeName.isSafe(name) {
            let example = SafeName.suggestion(for: name).map { " such as \"name\": \"\($0)\"" } ?? ""
            sink.error(root, "the theme is named after its file '\(name)', which is not a safe name (\(SafeName.rule)); give it a \"name\"\(example)")
        }
        if let d = doc["description"] { _ = values.string(d, at: root / "description") }
        var tint = RGBAColor.system("systemBlue", scheme, contrast)
        if let t = doc["tintColor"], let c = values.plainColor(t, at: root / "tintColor") { tint = c }
        values.tint = tint
        var scales: [Double] = [1, 2, 3]
        if let s = doc["scales"] { scales = Self.scales(s, at: root / "scales", values: values) ?? scales }
        let states = doc["states"].flatMap { Self.states($0, at: root / "states", values: values) }
        let locales = doc["locales"].map { Self.locales($0, at: root / "locales", values: values) } ?? []
        var settings = ThemeSettings(name: name, scheme: scheme, contrast: contrast, tint: tint, scales: scales, states: states,
                                     locales: locales, values: values)
        if let w = doc["web"] { settings.webHover = Self.webHover(w, at: root / "web", values: values) }
        if let a = doc["accessibility"] { settings.accessibilityVariants = Self.accessibilityVariants(a, at: root / "accessibility", values: values) }
        return settings
    }

    /// The `accessibility` object: `contentSizes` (category names), `contrast` (`standard`, `high`),
    /// `boldText` and `buttonShapes` (true: both off and on); every combination but the default.
    static func accessibilityVariants(_ v: JSONValue, at path: JSONPath, values: ValueDecoder) -> [AccessibilitySettings] {
        guard case .object(let o) = v else {
            values.sink.error(path, "expected an object such as {\"contentSizes\": [\"large\", \"accessibilityLarge\"], \"boldText\": true}, found \(v.kindName)")
            return []
        }
        values.checkKeys(o, allowed: ThemeSchema.accessibilityVariantKeys, at: path, what: "accessibility")
        var sizes: [ContentSizeCategory] = [.large], contrast = [false]
        if let s = o["contentSizes"] {
            guard case .array(let items) = s, !items.isEmpty else {
                values.sink.error(path / "contentSizes", "expected a non-empty array of content size categories such as [\"large\", \"accessibilityLarge\"]")
                return []
            }
            sizes = items.enumerated().compactMap { values.enumeration($0.element, at: (path / "contentSizes").appending(index: $0.offset), ContentSizeCategory.self) }
        }
        if let c = o["contrast"] {
            guard case .array(let items) = c, !items.isEmpty else {
                values.sink.error(path / "contrast", "expected a non-empty array such as [\"standard\", \"high\"]")
                return []
            }
            contrast = items.enumerated().compactMap { values.enumeration($0.element, at: (path / "contrast").appending(index: $0.offset), ContrastSetting.self) }
                .map { $0 == .high }
        }
        let bold = o["boldText"].flatMap { values.bool($0, at: path / "boldText") } == true ? [false, true] : [false]
        let shapes = o["buttonShapes"].flatMap { values.bool($0, at: path / "buttonShapes") } == true ? [false, true] : [false]
        return AccessibilitySettings.variants(contentSizes: sizes, highContrast: contrast, boldText: bold, buttonShapes: shapes)
    }

    /// The names of the `accessibility.contrast` settings.
    enum ContrastSetting: String, CaseIterable { case standard, high }

    /// The `web` object's `hover` (default none).
    static func webHover(_ v: JSONValue, at path: JSONPath, values: ValueDecoder) -> WebHover {
        guard case .object(let o) = v else {
            values.sink.error(path, "expected an object such as {\"hover\": \"focused\"}, found \(v.kindName)")
            return .none
        }
        values.checkKeys(o, allowed: ThemeSchema.webKeys, at: path, what: "web")
        return o["hover"].flatMap { values.enumeration($0, at: path / "hover", WebHover.self) } ?? .none
    }

    /// An array of locale identifiers.
    static func locales(_ v: JSONValue, at path: JSONPath, values: ValueDecoder) -> Set<String> {
        guard case .array(let items) = v else {
            values.sink.error(path, "expected an array of locale identifiers, found \(v.kindName)")
            return []
        }
        var out = Set<String>()
        for (i, item) in items.enumerated() {
            guard let s = values.string(item, at: path.appending(index: i)) else { continue }
            if Locales.isValidIdentifier(s) { out.insert(s) } else { values.sink.error(path.appending(index: i), "'\(s)' is not a locale identifier") }
        }
        return out
    }

    /// An array of distinct scales, each 0.25…4.
    static func scales(_ v: JSONValue, at path: JSONPath, values: ValueDecoder) -> [Double]? {
        guard case .array(let items) = v, !items.isEmpty else { values.sink.error(path, "expected a non-empty array of scales such as [1, 2, 3]"); return nil }
        guard items.count <= InputLimits.scaleCount.value else {
            values.sink.error(path, "a theme has at most \(InputLimits.scaleCount.value) scales, found \(items.count)" + InputLimits.scaleCount.tag)
            return nil
        }
        var out: [Double] = []
        var ok = true
        for (i, item) in items.enumerated() {
            guard let s = values.number(item, at: path.appending(index: i), in: 0.25...4) else { ok = false; continue }
            if out.contains(s) { values.sink.error(path.appending(index: i), "scale \(s) is listed twice"); ok = false; continue }
            out.append(s)
        }
        return ok ? out : nil
    }

    /// An array of state names.
    static func states(_ v: JSONValue, at path: JSONPath, values: ValueDecoder) -> [ControlState]? {
        guard case .array(let items) = v else { values.sink.error(path, "expected an array of state names, found \(v.kindName)"); return nil }
        guard !items.isEmpty else { values.sink.error(path, "an empty list of states renders nothing: name at least one state, e.g. [\"normal\"]"); return nil }
        var out: [ControlState] = []
        for (i, item) in items.enumerated() {
            guard let s = values.string(item, at: path.appending(index: i)) else { continue }
            guard let state = ControlState(name: s) else {
                values.sink.error(path.appending(index: i), ControlState.unknownNameMessage(s))
                continue
            }
            if !out.contains(state) { out.append(state) }
        }
        return out
    }
}
