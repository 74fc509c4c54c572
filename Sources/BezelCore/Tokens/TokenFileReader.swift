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
    static let maximumModes = 64

    /// The JSON in `file` (resolved against `folder`), or nil after reporting why not at `path` of
    /// the file `sink` reports for.
    func readJSON(_ file: String, folder: String, at path: JSONPath, sink: DiagnosticSink) -> (path: String, value: JSONValue)? {
        switch fileSystem.resolve(file, in: folder) {
        case .failure(let e):
            sink.error(path, e.message)
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
    /// the file cannot make modes (inside a mode, as highContrastTokens).
    func load(_ file: String, folder: String, at path: JSONPath, allowsModes: Bool, sink: DiagnosticSink) -> TokenSource? {
        guard let (resolved, value) = readJSON(file, folder: folder, at: path, sink: sink) else { return nil }
        let local = DiagnosticSink(file: ThemeFileSystem.displayPath(resolved))
        defer { sink.append(local.items) }
        let makesModes: Bool
        switch value {
        case .array where resolved.hasSuffix("/$themes.json"): makesModes = true
        case .object(let o): makesModes = o["resolutionOrder"] != nil || resolved.hasSuffix(".resolver.json") || o["$themes"] != nil
        default:
            sink.error(path, "token file '\(UntrustedText.shown(file, limit: 200))' must hold a JSON object, found \(value.kindName)")
            return nil
        }
        if makesModes, !allowsModes {
            sink.error(path, "token file '\(UntrustedText.shown(file, limit: 200))' defines modes (a resolver or Tokens Studio themes); "
                       + "name it in the theme's own tokens, where its modes become the theme's modes")
            return nil
        }
        let source: TokenSource?
        switch value {
        case .object(let o) where o["resolutionOrder"] != nil || resolved.hasSuffix(".resolver.json"):
            source = ResolverFile(reader: self, file: resolved, sink: local).load(o)
        case .object(let o) where o["$themes"] != nil:
            source = TokensStudioThemes(reader: self, folder: ThemeFileSystem.folder(of: resolved), sink: local).load(singleFile: o)
        case .array(let themes):
            source = TokensStudioThemes(reader: self, folder: ThemeFileSystem.folder(of: resolved), sink: local).load(themes: themes)
        case .object(let o):
            source = TokenSource(tree: Self.normalized(o, sink: local))
        default:
            source = nil
        }
        guard let source, source.modes.count <= Self.maximumModes else {
            if let source { sink.error(path, "token file '\(UntrustedText.shown(file, limit: 200))' makes \(source.modes.count) modes; at most \(Self.maximumModes)") }
            return nil
        }
        return source
    }

    /// A token tree as DTCG: legacy trees rewritten, Tokens Studio's `$metadata` and `$themes` dropped.
    static func normalized(_ tree: JSONObject, at path: JSONPath = .root, sink: DiagnosticSink) -> JSONObject {
        var tree = tree
        tree["$metadata"] = nil
        tree["$themes"] = nil
        return LegacyTokens.isLegacy(tree) ? LegacyTokens.converted(tree, at: path, sink: sink) : tree
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
