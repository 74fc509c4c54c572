/// Tokens Studio themes: `$themes.json` beside the set files (`core.json`, `components/button.json`) and
/// `$metadata.json`, or one file holding the sets with `$themes` and `$metadata` keys. A theme
/// `{name, group?, selectedTokenSets: {set: "enabled" | "source" | "disabled"}}` uses its enabled and
/// source sets, merged in `$metadata.tokenSetOrder` (else the file's) order, later sets winning.
///
/// For Bezel, themes are grouped by `group` (themes without one form one group), and each group is an
/// axis of `TokenModeSelection`: its base is its first theme (its `Light` theme when it is a colour
/// scheme), so those together make the theme's tokens, and the other combinations of the groups that
/// vary are modes named by their non-base theme names joined with `-`.
struct TokensStudioThemes {
    let reader: TokenFileReader
    let folder: String
    let sink: DiagnosticSink
    let request: TokenModeRequest

    struct Theme { var name: String; var group: String; var sets: [String]; var path: JSONPath }

    /// `$themes.json`: sets are files in its folder, the order from `$metadata.json` when present.
    func load(themes: [JSONValue]) -> TokenSource? {
        guard let parsed = parse(themes, at: .root) else { return nil }
        var order = parsed.flatMap(\.sets)
        if let (_, meta) = reader.readJSONIfPresent("$metadata.json", folder: folder, sink: sink),
           case .array(let names)? = meta.objectValue?["tokenSetOrder"] {
            order = names.compactMap(\.stringValue)
        }
        var trees: [String: JSONObject] = [:]
        for set in Self.unique(parsed.flatMap(\.sets)) {
            guard let (path, value) = reader.readJSON(set + ".json", folder: folder, at: .root, sink: sink) else { continue }
            guard case .object(let o) = value else { sink.error(.root, "token set file '\(path)' must hold a JSON object"); continue }
            let local = DiagnosticSink(file: ThemeFileSystem.displayPath(path))
            trees[set] = TokenFileReader.normalized(o, file: local.file, sink: local)
            sink.append(local.items)
        }
        return sink.hasErrors ? nil : resolutions(parsed, order: order, trees: trees)
    }

    /// One file with the sets at its top level, `$themes` and `$metadata`.
    func load(singleFile o: JSONObject) -> TokenSource? {
        guard case .array(let themes)? = o["$themes"], let parsed = parse(themes, at: .root / "$themes") else {
            if o["$themes"]?.arrayValue == nil { sink.error(.root / "$themes", "expected an array of themes") }
            return nil
        }
        var order = o.keys.filter { !$0.hasPrefix("$") }
        if case .array(let names)? = o["$metadata"]?.objectValue?["tokenSetOrder"] { order = names.compactMap(\.stringValue) }
        var trees: [String: JSONObject] = [:]
        for set in Self.unique(parsed.flatMap(\.sets)) {
            guard case .object(let tree)? = o[set] else { sink.error(.root / "$themes", "theme set '\(UntrustedText.shown(set, limit: 80))' is not in the file"); continue }
            trees[set] = TokenFileReader.normalized(tree, file: sink.file, at: .root / set, sink: sink)
        }
        return sink.hasErrors ? nil : resolutions(parsed, order: order, trees: trees)
    }

    private func parse(_ themes: [JSONValue], at path: JSONPath) -> [Theme]? {
        var out: [Theme] = []
        for (i, item) in themes.enumerated() {
            let p = path.appending(index: i)
            guard case .object(let o) = item, let name = o["name"]?.stringValue, case .object(let selected)? = o["selectedTokenSets"] else {
                sink.error(p, "a Tokens Studio theme needs a name and selectedTokenSets"); continue
            }
            var sets: [String] = []
            for (set, status) in selected.entries {
                switch status {
                case .string("enabled"), .string("source"): sets.append(set)
                case .string("disabled"): break
                default: sink.error(p / "selectedTokenSets" / set, "expected \"enabled\", \"source\" or \"disabled\"")
                }
            }
            out.append(Theme(name: name, group: o["group"]?.stringValue ?? "", sets: sets, path: p))
        }
        if out.isEmpty, !sink.hasErrors { sink.error(path, "no themes") }
        return sink.hasErrors ? nil : out
    }

    private func resolutions(_ themes: [Theme], order: [String], trees: [String: JSONObject]) -> TokenSource? {
        let groups = Self.unique(themes.map(\.group)).map { g in themes.filter { $0.group == g } }
        let axes = groups.map { g in
            var axis = TokenModeSelection.Axis(name: g[0].group, options: g.map(\.name), base: 0, paths: g.map { $0.path / "name" })
            axis.base = axis.lightOrFirst
            return axis
        }
        let selection = TokenModeSelection(axes: axes, request: request, fileSink: sink, words: ("theme group", "theme"))
        guard let (base, modes) = selection.combinations() else { return nil }
        func tree(_ pick: [Int]) -> JSONObject {
            let chosen = zip(groups, pick).map { $0[$1] }
            let sets = Set(chosen.flatMap(\.sets))
            var tree = JSONObject()
            for set in Self.unique(order + chosen.flatMap(\.sets)) where sets.contains(set) {
                tree = tree.merged(with: trees[set] ?? JSONObject())
            }
            return tree
        }
        var source = TokenSource(tree: tree(base))
        source.modes = modes.map { ($0.name, tree($0.pick)) }
        return source
    }

    static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
