/// The appearance proxy layers as written (per-state values not yet turned into tables, so that
/// `AppearanceCascade` can tell a bare value from a state table): the general layer and one per
/// button type.
struct AppearanceLayers {
    var general = JSONObject()
    var types: [String: JSONObject] = [:]
}

extension ThemeDecoder {
    /// Pass 4: the appearance proxy layers, each decoded on its own so its errors are reported
    /// once, at `appearance…`, and not again for every button that inherits it.
    static func appearanceLayers(of doc: JSONObject, values: ValueDecoder, sink: DiagnosticSink) -> AppearanceLayers {
        let root = JSONPath.root / "appearance"
        var layers = AppearanceLayers()
        guard let a = doc["appearance"] else { return layers }
        guard case .object(let o) = a else { sink.error(root, "expected an object, found \(a.kindName)"); return layers }
        let normalizer = PerStateNormalizer(sink: sink)
        let typeKeys = ThemeSchema.appearanceTypeKeys
        values.checkKeys(o, allowed: ThemeSchema.buttonKeys + typeKeys, at: root, what: "appearance")
        let plain = JSONObject(o.entries.filter { !typeKeys.contains($0.key) && ThemeSchema.buttonKeys.contains($0.key) })
        layers.general = plain
        _ = ButtonDecoder(values: values).decode(name: "appearance", normalizer.normalize(plain, at: root), at: root)
        for key in typeKeys {
            guard let section = o[key] else { continue }
            guard case .object(let so) = section else { sink.error(root / key, "expected an object, found \(section.kindName)"); continue }
            let normalized = normalizer.normalize(so, at: root / key)
            _ = ButtonDecoder(values: values).decode(name: "appearance", normalized, at: root / key)
            let canonical = ButtonType(name: key)?.rawValue ?? key
            layers.types[canonical] = AppearanceCascade.button(layers.types[canonical] ?? JSONObject(), overlay: so)
        }
        return layers
    }

    /// Pass 5: every button, in the order the theme lists them (the caller sorts by name): names
    /// checked in order, then each button's per-state tables normalized and the button decoded on
    /// `jobs` threads (each with its own sink), then every button's diagnostics appended in the
    /// theme's order, as one thread would have found them.
    static func buttons(of doc: JSONObject, layers: AppearanceLayers, settings: ThemeSettings, source: ThemeSource,
                        sink: DiagnosticSink, jobs: Int = 1) -> [ButtonModel] {
        let root = JSONPath.root
        guard let bs = doc["buttons"] else { sink.error(root, "a theme needs \"buttons\""); return [] }
        guard case .object(let o) = bs else { sink.error(root / "buttons", "expected an object of buttons, found \(bs.kindName)"); return [] }
        if o.isEmpty { sink.error(root / "buttons", "the theme has no buttons: nothing to render"); return [] }
        struct Entry { var name: String, path: JSONPath, own: JSONObject?, found: DiagnosticSink }
        var entries: [Entry] = []
        var folded: [String: String] = [:]
        for (name, value) in o.entries {
            let path = root / "buttons" / name
            let found = DiagnosticSink(file: source.file)
            var entry = Entry(name: name, path: path, own: nil, found: found)
            defer { entries.append(entry) }
            guard SafeName.isSafe(name) else { found.error(path, SafeName.problem(name, what: "button")); continue }
            // File names of sprites must not collide on case-insensitive file systems (macOS, Xcode).
            if let other = folded[name.lowercased()] {
                found.error(path, "button name '\(name)' differs from '\(other)' only in case; their files would collide on macOS")
                continue
            }
            folded[name.lowercased()] = name
            guard case .object(let own) = value else { found.error(path, "expected a button object, found \(value.kindName)"); continue }
            entry.own = own
        }
        let decoded = Slots<ButtonModel>(count: entries.count)
        Parallel.forEach(entries.count, jobs: jobs) { i in
            let entry = entries[i]
            guard let own = entry.own else { return }
            let normalized = PerStateNormalizer(sink: entry.found).normalize(own, at: entry.path)
            decoded.set(i, button(entry.name, own: own, normalized: normalized, at: entry.path, layers: layers,
                                  settings: settings, source: source, sink: entry.found))
        }
        for entry in entries { sink.append(entry.found.items) }
        return decoded.all.compactMap { $0 }
    }

    /// One button: appearance, appearance[type] and the button merged by `AppearanceCascade`, its
    /// per-state values turned into tables, then decoded. Only the diagnostics at the button's own
    /// keys (`mine`, normalized) are kept: its layers reported theirs already.
    static func button(_ name: String, own: JSONObject, normalized mine: JSONObject, at path: JSONPath, layers: AppearanceLayers,
                       settings: ThemeSettings, source: ThemeSource, sink: DiagnosticSink) -> ButtonModel {
        let configured = ButtonDecoder.hasConfiguration(own) || ButtonDecoder.hasConfiguration(layers.general)
        let typeName = own["type"]?.stringValue ?? layers.general["type"]?.stringValue ?? (configured ? "system" : "custom")
        let section = ButtonType(name: typeName).flatMap { layers.types[$0.rawValue] } ?? JSONObject()
        let layered = AppearanceCascade.button(AppearanceCascade.button(layers.general, overlay: section), overlay: own)
        let local = DiagnosticSink(file: source.file)
        let merged = PerStateNormalizer(sink: DiagnosticSink(file: source.file)).normalize(layered, at: path)
        let button = ButtonDecoder(values: settings.values.reporting(to: local)).decode(name: name, merged, at: path)
        guard !local.items.isEmpty else { return button }
        let ownPaths = paths(of: mine, at: path)
        sink.append(local.items.filter { ownPaths.contains($0.path) || $0.path == path.description })
        return button
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
}
