/// What a theme's `tokens` (a mode's `tokens`, `accessibility.highContrastTokens`) names, read into one
/// DTCG token tree in place: a tree written inline; one token file of any shape `TokenFileReader`
/// reads (a resolver or Tokens Studio `$themes.json` also making the theme's modes); or several files,
/// as a glob (`"tokens/**/*.json"`) or a list of files and globs, merged in that order as Style
/// Dictionary merges its `source` files: deep, a later file's token winning, with a warning naming
/// both files where a token is set twice to different values.
struct ThemeTokenFiles {
    let fileSystem: ThemeFileSystem
    let reader: TokenFileReader

    /// Replaces `object[key]` by the token tree it names, returning the modes a token file makes
    /// (`allowsModes`: the theme's own `tokens`), picked as `choice` asks.
    @discardableResult
    func inline(in object: inout JSONObject, at path: JSONPath, folder: String, sink: DiagnosticSink, key: String = "tokens",
                allowsModes: Bool = false, choice: TokenModeChoice = TokenModeChoice()) -> [(name: String, tree: JSONObject)] {
        if !choice.isEmpty, object[key]?.stringValue.map(ThemeFileSystem.isGlob) ?? true {
            sink.error(path / "tokenSettings", "tokenSettings.select and modeGroups choose among the theme groups of a Tokens Studio "
                       + "$themes.json or the modifiers of a resolver, which \(key) must name")
        }
        switch object[key] {
        case .object(let tree)?:
            object[key] = .object(TokenFileReader.normalized(tree, file: sink.file, at: path / key, sink: sink))
        case .string(let file)? where !ThemeFileSystem.isGlob(file):
            guard let source = reader.load(file, folder: folder, at: path / key, allowsModes: allowsModes, choice: choice, sink: sink) else {
                object[key] = nil
                return []
            }
            object[key] = .object(source.tree)
            return source.modes
        case .string(let pattern)?:
            object[key] = merged([.string(pattern)], at: path / key, indexed: false, folder: folder, sink: sink).map(JSONValue.object)
        case .array(let items)?:
            object[key] = merged(items, at: path / key, indexed: true, folder: folder, sink: sink).map(JSONValue.object)
        default:
            break
        }
        return []
    }

    /// Replaces `accessibility.highContrastTokens` by the token tree it names.
    func inlineContrast(in object: inout JSONObject, at path: JSONPath, folder: String, sink: DiagnosticSink) {
        guard case .object(var accessibility)? = object["accessibility"] else { return }
        inline(in: &accessibility, at: path / "accessibility", folder: folder, sink: sink, key: "highContrastTokens")
        object["accessibility"] = .object(accessibility)
    }

    /// The files `items` name (paths and globs, at `path` of the theme, each at its index when
    /// `indexed`) merged in order; nil after an error.
    private func merged(_ items: [JSONValue], at path: JSONPath, indexed: Bool, folder: String, sink: DiagnosticSink) -> JSONObject? {
        var files: [(String, JSONPath)] = []
        for (i, item) in items.enumerated() {
            let at = indexed ? path.appending(index: i) : path
            guard case .string(let name) = item else { sink.error(at, "expected a token file path or glob, found \(item.kindName)"); continue }
            switch ThemeFileSystem.isGlob(name) ? fileSystem.glob(name, in: folder) : .success([name]) {
            case .failure(let e): sink.error(at, e.message, advice: e.advice)
            case .success(let found) where found.isEmpty: sink.error(at, "'\(UntrustedText.shown(name, limit: 200))' matches no file")
            case .success(let found): files += found.map { ($0, at) }
            }
        }
        guard !sink.hasErrors else { return nil }
        guard files.count <= InputLimits.tokenFiles.value else {
            sink.error(path, "\(files.count) token files; at most \(InputLimits.tokenFiles.value)" + InputLimits.tokenFiles.tag)
            return nil
        }
        var tree = JSONObject()
        var seen: Set<String> = []
        for (file, at) in files where seen.insert(ThemeFileSystem.absolute(file)).inserted {
            guard let source = reader.load(file, folder: folder, at: at, allowsModes: false, sink: sink) else { continue }
            TokenCollisions.report(source.tree, over: tree, sink: sink)
            tree = tree.merged(with: source.tree)
        }
        return sink.hasErrors ? nil : tree
    }
}
