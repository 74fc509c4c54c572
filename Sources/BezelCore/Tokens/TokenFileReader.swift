import Foundation

/// What a theme's `tokens` file gives: the token tree for the theme, and the modes the file defines
/// (a DTCG resolver's modifier contexts, Tokens Studio's themes), each with its whole token tree.
struct TokenSource {
    var tree: JSONObject
    var modes: [(name: String, tree: JSONObject)] = []
}

/// Reads token files in the shapes design tools write them, into DTCG token trees:
/// - a DTCG 2025.10 file (`*.tokens.json`, Figma's one file per mode), as it is;
/// - a legacy `value`/`type` file (Style Dictionary v3, Tokens Studio), rewritten (`LegacyTokens`);
/// - a DTCG resolver (`*.resolver.json`, or any file with `resolutionOrder`), whose modifier contexts
///   become modes (`ResolverFile`);
/// - Tokens Studio's `$themes.json`, or a single Tokens Studio file with `$themes`, whose themes become
///   modes (`TokensStudioThemes`).
/// Errors name the token file and the JSON path in it; every file read is recorded by `recordRead`.
struct TokenFileReader {
    let fileSystem: ThemeFileSystem
    let recordRead: (String) -> Void

    /// The largest number of modes a resolver or Tokens Studio file may make.
    static let maximumModes = InputLimits.tokenModes.value

    /// The JSON in `file` (resolved against `folder`), or nil after reporting why not at `path` of
    /// the file `sink` reports for.
    func readJSON(_ file: String, folder: String, at path: JSONPath, sink: DiagnosticSink) -> (path: String, value: JSONValue)? {
        switch fileSystem.resolve(file, in: folder) {
        case .failure(let e):
            sink.error(path, e.message, advice: e.advice)
            return nil
        case .success(let resolved):
            recordRead(resolved)
            switch fileSystem.readJSON(resolved) {
            case .failure(let d):
                let at = d.position.map { " (\(resolved):\($0.line):\($0.column))" } ?? ""
                sink.error(path, "cannot load token file '\(UntrustedText.shown(file, limit: 200))': \(d.message)\(at)")
                return nil
            case .success(let v):
                return (resolved, v)
            }
        }
    }

    /// The JSON in `file` when the file exists (nil without a word when it does not); a file that
    /// exists but does not load is an error.
    func readJSONIfPresent(_ file: String, folder: String, sink: DiagnosticSink) -> (path: String, value: JSONValue)? {
        guard case .success(let resolved) = fileSystem.resolve(file, in: folder), FileManager.default.fileExists(atPath: resolved) else { return nil }
        return readJSON(file, folder: folder, at: .root, sink: sink)
    }

    /// The token source in `file`, named at `path` of the theme (`sink`); `allowsModes` is false where
    /// the file cannot make modes (inside a mode, as highContrastTokens); `choice` is what the theme's
    /// `tokenSettings` ask of the modes a file makes.
    func load(_ file: String, folder: String, at path: JSONPath, allowsModes: Bool, choice: TokenModeChoice = TokenModeChoice(),
              sink: DiagnosticSink) -> TokenSource? {
        guard let (resolved, value) = readJSON(file, folder: folder, at: path, sink: sink) else { return nil }
        let local = DiagnosticSink(file: ThemeFileSystem.displayPath(resolved))
        defer { sink.append(local.items) }
        guard let shape = Shape(value, path: resolved) else {
            sink.error(path, "token file '\(UntrustedText.shown(file, limit: 200))' must hold a JSON object, found \(value.kindName)")
            return nil
        }
        if shape.makesModes, !allowsModes {
            sink.error(path, "token file '\(UntrustedText.shown(file, limit: 200))' defines modes (a resolver or Tokens Studio themes); "
                       + "name it in the theme's own tokens, where its modes become the theme's modes")
            return nil
        }
        let folder = ThemeFileSystem.folder(of: resolved)
        let request = TokenModeRequest(choice: choice, themeSink: sink, tokensPath: path)
        let source: TokenSource? = switch shape {
        case .resolver(let o): ResolverFile(reader: self, file: resolved, sink: local, request: request).load(o)
        case .tokensStudioFile(let o): TokensStudioThemes(reader: self, folder: folder, sink: local, request: request).load(singleFile: o)
        case .tokensStudioThemes(let themes): TokensStudioThemes(reader: self, folder: folder, sink: local, request: request).load(themes: themes)
        case .tree(let o): TokenSource(tree: Self.normalized(o, file: local.file, sink: local))
        }
        if !choice.isEmpty, !shape.makesModes {
            sink.error(.root / "tokenSettings", "tokenSettings.select and modeGroups choose among the theme groups of a Tokens Studio $themes.json "
                       + "or the modifiers of a resolver, but '\(UntrustedText.shown(file, limit: 200))' is a token tree")
        }
        return source
    }

    /// Whether `object`, read as a theme, is a token file instead: it has no theme key (but
    /// `$schema` and `description`), and is a resolver, a Tokens Studio file or a tree holding tokens.
    static func looksLikeTokenFile(_ object: JSONObject) -> Bool {
        guard !object.keys.contains(where: { ThemeSchema.themeKeys.contains($0) && $0 != "$schema" && $0 != "description" }) else { return false }
        if object["resolutionOrder"] != nil || object["$themes"] != nil { return true }
        func holdsToken(_ o: JSONObject, depth: Int) -> Bool {
            guard depth < 8 else { return false }
            return o.entries.contains { _, v in
                guard case .object(let child) = v else { return false }
                return child["$value"] != nil || (child["value"] != nil && child["value"]?.objectValue == nil) || holdsToken(child, depth: depth + 1)
            }
        }
        return holdsToken(object, depth: 0)
    }

    /// What a token file holds, told by its name and top-level keys.
    enum Shape {
        /// A DTCG resolver: `*.resolver.json`, or an object with `resolutionOrder`.
        case resolver(JSONObject)
        /// One Tokens Studio file holding its sets and `$themes`.
        case tokensStudioFile(JSONObject)
        /// A Tokens Studio `$themes.json` (an array of themes).
        case tokensStudioThemes([JSONValue])
        /// A token tree (DTCG, or legacy `value`/`type`).
        case tree(JSONObject)

        /// The shape of `value` read from `path`; nil when it is none (an array not named `$themes.json`, a scalar).
        init?(_ value: JSONValue, path: String) {
            switch value {
            case .array(let themes) where path.hasSuffix("/$themes.json"): self = .tokensStudioThemes(themes)
            case .object(let o) where o["resolutionOrder"] != nil || path.hasSuffix(".resolver.json"): self = .resolver(o)
            case .object(let o) where o["$themes"] != nil: self = .tokensStudioFile(o)
            case .object(let o): self = .tree(o)
            default: return nil
            }
        }

        /// Whether the file defines modes of its own.
        var makesModes: Bool { if case .tree = self { false } else { true } }
    }

    /// A token tree as DTCG: legacy trees rewritten, Tokens Studio's type names read as DTCG types
    /// (`TokensStudioTypes`), Tokens Studio's `$metadata` and `$themes` dropped,
    /// every token marked with where it is written (`file`, the tree being at `path` in it).
    static func normalized(_ tree: JSONObject, file: String, at path: JSONPath = .root, sink: DiagnosticSink) -> JSONObject {
        var tree = tree
        tree["$metadata"] = nil
        tree["$themes"] = nil
        if LegacyTokens.isLegacy(tree) {
            return TokenLocation.marked(LegacyTokens.converted(tree), file: file, at: path, valueKey: "value")
        }
        FigmaPluginModes.warn(tree, at: path, sink: sink)
        return TokenLocation.marked(TokensStudioTypes.mapped(tree), file: file, at: path)
    }

    /// A mode name from a tool's context or theme name: as it is when it is a safe name, else the
    /// closest safe name, with a warning saying so.
    static func modeName(_ name: String, at path: JSONPath, sink: DiagnosticSink) -> String? {
        if SafeName.isSafe(name) { return name }
        guard let safe = SafeName.suggestion(for: name) else {
            sink.error(path, "'\(UntrustedText.shown(name, limit: 80))' cannot be a mode name: " + SafeName.rule)
            return nil
        }
        sink.warning(path, "'\(UntrustedText.shown(name, limit: 80))' becomes mode '\(safe)' (\(SafeName.rule))")
        return safe
    }
}
