/// Decodes a loaded theme for one mode into a `Theme`, validating every key in one pass.
///
/// Passes: apply the mode overlay → substitute token references → check theme keys → decode the
/// appearance proxy layers on their own (so their errors are reported once, at `appearance…`) →
/// for each button merge appearance, appearance[type] and the button (normalized per-state tables,
/// button wins) and decode the result.
public struct ThemeDecoder {
    /// The fonts the renderer has; nil: families are not checked and shipped fonts give no family.
    public let fontCatalog: (any FontCatalog)?

    public init(fontCatalog: (any FontCatalog)? = nil) { self.fontCatalog = fontCatalog }

    /// Decodes `source` for `mode` (nil: the base theme). Returns the theme (nil when errors made it
    /// unusable) and every diagnostic, errors and warnings.
    public func decode(_ source: ThemeSource, mode: String? = nil) -> (theme: ButtonTheme?, diagnostics: [Diagnostic]) {
        let sink = DiagnosticSink(file: source.file)
        var doc = source.document
        let root = JSONPath.root
        let modesObject = doc["modes"]?.objectValue ?? JSONObject()
        let values0 = ValueDecoder(sink: sink, colorAppearance: .light, fileSystem: source.fileSystem, folder: source.folder)
        values0.checkKeys(doc, allowed: ThemeSchema.themeKeys, at: root, what: "theme")
        if let m = doc["modes"], m.objectValue == nil { sink.error(root / "modes", "expected an object of modes, found \(m.kindName)") }
        for (name, value) in modesObject.entries {
            if !SafeName.isSafe(name) { sink.error(root / "modes" / name, "unsafe mode name '\(name)': \(SafeName.rule)") }
            guard case .object(let o) = value else { sink.error(root / "modes" / name, "expected an object, found \(value.kindName)"); continue }
            values0.checkKeys(o, allowed: ThemeSchema.modeKeys, at: root / "modes" / name, what: "mode")
        }
        if let mode {
            guard case .object(let overlay)? = modesObject[mode] else {
                var message = "no mode '\(mode)'"
                if let near = Suggestion.closest(to: mode, among: modesObject.keys) { message += " (did you mean '\(near)'?)" }
                sink.error(root / "modes", message)
                return (nil, sink.items)
            }
            doc = doc.merged(with: overlay)
        }
        doc["modes"] = nil

        // Tokens.
        var tokens = JSONObject()
        if let t = doc["tokens"] {
            if case .object(let o) = t { tokens = o } else if t != .null { sink.error(root / "tokens", "expected a token tree or a token file path, found \(t.kindName)") }
        }
        let resolver = TokenResolver(tree: tokens, sink: sink)
        doc["tokens"] = nil
        doc = resolver.substitute(.object(doc), at: root).objectValue ?? doc

        // Theme-level keys.
        var scheme: ColorAppearance = mode?.lowercased().contains("dark") == true ? .dark : .light
        if let s = doc["colorScheme"], let c = values0.enumeration(s, at: root / "colorScheme", ColorAppearance.self) { scheme = c }
        let fonts = fontCatalog.map {
            ThemeFonts(catalog: $0, shippedFiles: ThemeFonts.shippedFiles(in: .object(doc), fileSystem: source.fileSystem, folder: source.folder))
        }
        var values = ValueDecoder(sink: sink, colorAppearance: scheme, fileSystem: source.fileSystem, folder: source.folder)
        values.fonts = fonts
        let fileName = ThemeFileSystem.baseName(source.file)
        var name = fileName
        if let n = doc["name"], let s = values.string(n, at: root / "name") {
            if SafeName.isSafe(s) { name = s } else { sink.error(root / "name", "unsafe theme name '\(s)': \(SafeName.rule)") }
        }
        if let d = doc["description"] { _ = values.string(d, at: root / "description") }
        var tint = RGBAColor.system("systemBlue", scheme)
        if let t = doc["tintColor"], let c = values.plainColor(t, at: root / "tintColor") { tint = c }
        var scales: [Double] = [1, 2, 3]
        if let s = doc["scales"] { scales = Self.scales(s, at: root / "scales", values: values) ?? scales }
        let states = doc["states"].flatMap { Self.states($0, at: root / "states", values: values) }
        var locales = Set<String>()
        if let l = doc["locales"] {
            if case .array(let items) = l {
                for (i, item) in items.enumerated() {
                    if let s = values.string(item, at: (root / "locales").appending(index: i)) {
                        if Locales.isValidIdentifier(s) { locales.insert(s) } else { sink.error((root / "locales").appending(index: i), "'\(s)' is not a locale identifier") }
                    }
                }
            } else { sink.error(root / "locales", "expected an array of locale identifiers, found \(l.kindName)") }
        }

        // Appearance proxy layers.
        let normalizer = PerStateNormalizer(sink: sink)
        var general = JSONObject()
        var typeSections: [String: JSONObject] = [:]
        if let a = doc["appearance"] {
            if case .object(let o) = a {
                let typeKeys = ThemeSchema.appearanceTypeKeys
                values.checkKeys(o, allowed: ThemeSchema.buttonKeys + typeKeys, at: root / "appearance", what: "appearance")
                let plain = JSONObject(o.entries.filter { !typeKeys.contains($0.key) && ThemeSchema.buttonKeys.contains($0.key) })
                general = normalizer.normalize(plain, at: root / "appearance")
                _ = ButtonDecoder(values: values).decode(name: "appearance", general, at: root / "appearance")
                for key in typeKeys {
                    guard let section = o[key] else { continue }
                    guard case .object(let so) = section else { sink.error(root / "appearance" / key, "expected an object, found \(section.kindName)"); continue }
                    let normalized = normalizer.normalize(so, at: root / "appearance" / key)
                    _ = ButtonDecoder(values: values).decode(name: "appearance", normalized, at: root / "appearance" / key)
                    let canonical = ButtonType(name: key)?.rawValue ?? key
                    typeSections[canonical] = (typeSections[canonical] ?? JSONObject()).merged(with: normalized)
                }
            } else { sink.error(root / "appearance", "expected an object, found \(a.kindName)") }
        }

        // Buttons.
        var buttons: [ButtonModel] = []
        if let bs = doc["buttons"] {
            if case .object(let o) = bs {
                var folded: [String: String] = [:]
                for (bname, value) in o.entries {
                    let path = root / "buttons" / bname
                    guard SafeName.isSafe(bname) else { sink.error(path, "unsafe button name '\(bname)': \(SafeName.rule)"); continue }
                    // File names of sprites must not collide on case-insensitive file systems (macOS, Xcode).
                    if let other = folded[bname.lowercased()] {
                        sink.error(path, "button name '\(bname)' differs from '\(other)' only in case; their files would collide on macOS")
                        continue
                    }
                    folded[bname.lowercased()] = bname
                    guard case .object(let own) = value else { sink.error(path, "expected a button object, found \(value.kindName)"); continue }
                    let mine = normalizer.normalize(own, at: path)
                    let typeName = own["type"]?.stringValue ?? general["type"]?.stringValue ?? "custom"
                    let section = ButtonType(name: typeName).flatMap { typeSections[$0.rawValue] } ?? JSONObject()
                    let merged = general.merged(with: section).merged(with: mine)
                    let local = DiagnosticSink(file: source.file)
                    var buttonValues = ValueDecoder(sink: local, colorAppearance: scheme, fileSystem: source.fileSystem, folder: source.folder)
                    buttonValues.fonts = fonts
                    let decoder = ButtonDecoder(values: buttonValues)
                    let button = decoder.decode(name: bname, merged, at: path)
                    let ownPaths = Self.paths(of: mine, at: path)
                    sink.append(local.items.filter { ownPaths.contains($0.path) || $0.path == path.description })
                    buttons.append(button)
                    locales.formUnion(button.localizations.keys)
                }
            } else { sink.error(root / "buttons", "expected an object of buttons, found \(bs.kindName)") }
        } else {
            sink.error(root, "a theme needs \"buttons\"")
        }
        if case .object(let o)? = doc["buttons"], o.isEmpty { sink.error(root / "buttons", "the theme has no buttons: nothing to render") }
        buttons.sort { $0.name < $1.name }
        let theme = ButtonTheme(name: name, file: source.file, mode: mode, colorAppearance: scheme, tintColor: tint, scales: scales,
                          states: states, buttons: buttons, modes: modesObject.keys.sorted(), locales: locales.sorted())
        return (sink.hasErrors ? nil : theme, sink.items)
    }

    /// Every JSON path (as printed) inside `object`, for telling a button's own errors from its layers'.
    static func paths(of object: JSONObject, at path: JSONPath) -> Set<String> {
        var out = Set<String>()
        func walk(_ v: JSONValue, _ p: JSONPath) {
            out.insert(p.description)
            switch v {
            case .object(let o): for (k, x) in o.entries { walk(x, p / k) }
            case .array(let a): for (i, x) in a.enumerated() { walk(x, p.appending(index: i)) }
            default: break
            }
        }
        walk(.object(object), path)
        return out
    }

    static func scales(_ v: JSONValue, at path: JSONPath, values: ValueDecoder) -> [Double]? {
        guard case .array(let items) = v, !items.isEmpty else { values.sink.error(path, "expected a non-empty array of scales such as [1, 2, 3]"); return nil }
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
                var message = "unknown state '\(s)'"
                if let near = PerStateNormalizer.suggestState(s) { message += " (did you mean '\(near)'?)" }
                values.sink.error(path.appending(index: i), message)
                continue
            }
            if !out.contains(state) { out.append(state) }
        }
        return out
    }
}
