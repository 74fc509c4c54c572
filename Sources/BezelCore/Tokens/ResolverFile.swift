/// A DTCG 2025.10 resolver file (`*.resolver.json`): `sets` of token sources, `modifiers` whose
/// `contexts` each name sources, and a `resolutionOrder` of references to them (`{"$ref": "#/sets/core"}`)
/// or inline sets and modifiers (`{"type": "set" | "modifier", "name", …}`), later entries overriding
/// earlier ones. A source is `{"$ref": "file.json"}` (relative to the resolver, optionally with a
/// `#/pointer` into the file), `{"$ref": "#/sets/name"}`, or an inline token tree.
///
/// For Bezel the resolution with every modifier at its `default` is the theme's tokens, and every other
/// combination of contexts is a mode, named by its non-default context names joined with `-`
/// (`dark`, `dark-compact`), with the whole tree of that resolution.
struct ResolverFile {
    let reader: TokenFileReader
    let file: String
    let sink: DiagnosticSink
    let request: TokenModeRequest
    private let memo = Memo()

    init(reader: TokenFileReader, file: String, sink: DiagnosticSink, request: TokenModeRequest) {
        self.reader = reader; self.file = file; self.sink = sink; self.request = request
    }

    struct Modifier {
        var name: String
        var contexts: [(name: String, sources: [JSONValue])]
        var defaultContext: String
        var path: JSONPath
    }
    enum Step { case set([JSONValue], JSONPath), modifier(Modifier) }

    static let rootKeys = ["$schema", "$extensions", "name", "version", "description", "sets", "modifiers", "resolutionOrder"]

    func load(_ o: JSONObject) -> TokenSource? {
        for key in o.keys where !Self.rootKeys.contains(key) {
            sink.error(.root / key, "unknown resolver key '\(UntrustedText.shown(key, limit: 40))'; keys are " + Self.rootKeys.joined(separator: ", "))
        }
        guard o["version"] == .string("2025.10") else {
            sink.error(.root / "version", "a resolver's version must be \"2025.10\"")
            return nil
        }
        let sets = o["sets"]?.objectValue ?? JSONObject()
        let modifiers = o["modifiers"]?.objectValue ?? JSONObject()
        guard case .array(let order)? = o["resolutionOrder"] else {
            sink.error(.root / "resolutionOrder", "a resolver needs a resolutionOrder array")
            return nil
        }
        var steps: [Step] = []
        for (i, item) in order.enumerated() {
            if let step = step(item, at: (JSONPath.root / "resolutionOrder").appending(index: i), sets: sets, modifiers: modifiers) { steps.append(step) }
        }
        guard !sink.hasErrors else { return nil }
        return resolutions(steps, sets: sets)
    }

    /// The base tree (every modifier at its default, or as `tokenSettings.select` picks) and one mode
    /// per other combination of the contexts of the modifiers that vary (`TokenModeSelection`).
    private func resolutions(_ steps: [Step], sets: JSONObject) -> TokenSource? {
        let mods = steps.compactMap { if case .modifier(let m) = $0 { m } else { nil } }
        let axes = mods.map { m in
            TokenModeSelection.Axis(name: m.name, options: m.contexts.map(\.name), base: m.contexts.firstIndex { $0.name == m.defaultContext } ?? 0,
                                    paths: m.contexts.map { m.path / "contexts" / $0.name })
        }
        let selection = TokenModeSelection(axes: axes, request: request, fileSink: sink, words: ("modifier", "context"))
        guard let (base, modes) = selection.combinations() else { return nil }
        func tree(_ pick: [Int]) -> JSONObject {
            resolve(steps, choosing: Dictionary(uniqueKeysWithValues: zip(mods, pick).map { ($0.name, $0.contexts[$1].name) }), sets: sets)
        }
        var source = TokenSource(tree: tree(base))
        source.modes = modes.map { ($0.name, tree($0.pick)) }
        return sink.hasErrors ? nil : source
    }

    private func resolve(_ steps: [Step], choosing combo: [String: String], sets: JSONObject) -> JSONObject {
        var tree = JSONObject()
        for step in steps {
            switch step {
            case .set(let sources, let path): tree = tree.merged(with: self.tree(sources, at: path, sets: sets, depth: 0))
            case .modifier(let m):
                guard let chosen = m.contexts.first(where: { $0.name == combo[m.name] }) else { continue }
                tree = tree.merged(with: self.tree(chosen.sources, at: m.path / "contexts" / chosen.name, sets: sets, depth: 0))
            }
        }
        return tree
    }

    /// The sources merged in order (the last wins); made once for every combination of contexts that
    /// uses them (the path in the resolver names the sources), so their problems are reported once.
    func tree(_ sources: [JSONValue], at path: JSONPath, sets: JSONObject, depth: Int) -> JSONObject {
        if let made = memo.sources[path.description] { return made }
        var tree = JSONObject()
        for (i, source) in sources.enumerated() {
            let p = path.appending(index: i)
            guard case .object(let o) = source else { sink.error(p, "a source is {\"$ref\": …} or a token tree, found \(source.kindName)"); continue }
            guard case .string(let ref)? = o["$ref"] else { tree = tree.merged(with: TokenFileReader.normalized(o, file: sink.file, at: p, sink: sink)); continue }
            if ref.hasPrefix("#/sets/") {
                let name = String(ref.dropFirst("#/sets/".count))
                guard depth < InputLimits.resolverSetDepth.value, case .object(let set)? = sets[name], case .array(let inner)? = set["sources"] else {
                    sink.error(p / "$ref", depth < InputLimits.resolverSetDepth.value ? "'\(UntrustedText.shown(ref, limit: 80))' names no set with sources" : "sets refer to each other too deeply" + InputLimits.resolverSetDepth.tag)
                    continue
                }
                tree = tree.merged(with: self.tree(inner, at: JSONPath.root / "sets" / name / "sources", sets: sets, depth: depth + 1))
            } else if ref.hasPrefix("#") {
                sink.error(p / "$ref", "a source may refer to a set (#/sets/…) or a file, not '\(UntrustedText.shown(ref, limit: 80))'")
            } else if let t = fileTree(ref, at: p / "$ref") {
                tree = tree.merged(with: t)
            }
        }
        memo.sources[path.description] = tree
        return tree
    }

    /// The token tree in a file `ref` (`file.json` or `file.json#/pointer`), read once.
    private func fileTree(_ ref: String, at path: JSONPath) -> JSONObject? {
        if let cached = memo.files[ref] { return cached }
        let parts = ref.split(separator: "#", maxSplits: 1).map(String.init)
        guard let (read, value) = reader.readJSON(parts[0], folder: ThemeFileSystem.folder(of: file), at: path, sink: sink) else { return nil }
        var node = value
        var inFile = JSONPath.root
        if parts.count == 2 {
            for key in parts[1].split(separator: "/").map({ $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~") }) {
                guard case .object(let o) = node, let next = o[key] else {
                    sink.error(path, "'\(UntrustedText.shown(ref, limit: 120))' names nothing in that file")
                    return nil
                }
                node = next
                inFile = inFile / key
            }
        }
        guard case .object(let o) = node else { sink.error(path, "'\(UntrustedText.shown(ref, limit: 120))' is not a token tree"); return nil }
        // Problems inside the file are the file's, at their path in it.
        let local = DiagnosticSink(file: ThemeFileSystem.displayPath(read))
        let tree = TokenFileReader.normalized(o, file: local.file, at: inFile, sink: local)
        sink.append(local.items)
        memo.files[ref] = tree
        return tree
    }
}

/// What a resolver has made, so each file is read and each list of sources merged once for all
/// resolutions: file trees by reference, merged sources by their path in the resolver.
private final class Memo {
    var files: [String: JSONObject] = [:]
    var sources: [String: JSONObject] = [:]
}
