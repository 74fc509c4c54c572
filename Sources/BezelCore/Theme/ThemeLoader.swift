import Foundation

/// A theme file after loading: `extends` merged in, token files inlined, nothing resolved yet.
public struct ThemeSource: Sendable {
    /// The path as the user gave it; every diagnostic names it.
    public var file: String
    /// The folder relative paths (images, fonts) resolve against.
    public var folder: String
    /// The merged JSON document (modes still unapplied).
    public var document: JSONObject
    public var fileSystem: ThemeFileSystem
    /// Every file the document was read from (the theme, the themes it extends, its token
    /// files), absolute, sorted: what a change to the theme's text can be in.
    public var inputFiles: [String] = []
    /// Which file set each token, for the theme and each mode.
    public var tokenOrigins = TokenOrigins()
    /// The warnings of loading: token files' (a mode name made safe, a resolver's modifier), and
    /// each mode of an extended theme that sets again a token the extending theme set.
    public var warnings: [Diagnostic] = []

    /// A theme whose document was made by another reader (an Interface Builder document's theme):
    /// `file` is what diagnostics name, its folder is where images resolve, `inputFiles` what it was
    /// read from.
    public init(file: String, document: JSONObject, fileSystem: ThemeFileSystem, inputFiles: [String], warnings: [Diagnostic]) {
        self.file = file
        self.folder = ThemeFileSystem.folder(of: file)
        self.document = document
        self.fileSystem = fileSystem
        self.inputFiles = inputFiles
        self.warnings = warnings
    }

    init(file: String, folder: String, document: JSONObject, fileSystem: ThemeFileSystem, inputFiles: [String],
         tokenOrigins: TokenOrigins, warnings: [Diagnostic]) {
        self.file = file; self.folder = folder; self.document = document; self.fileSystem = fileSystem
        self.inputFiles = inputFiles; self.tokenOrigins = tokenOrigins; self.warnings = warnings
    }
}

/// The files a `ThemeLoader` read, in any order.
private final class ReadFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var paths = Set<String>()
    func add(_ path: String) { lock.lock(); paths.insert(ThemeFileSystem.absolute(path)); lock.unlock() }
    var sorted: [String] { lock.lock(); defer { lock.unlock() }; return paths.sorted() }
}

/// Loads a theme file: parses it, follows `extends` (deep merge, this file wins, cycles are errors)
/// and replaces token file paths by the token trees they hold, so later passes see one document.
public struct ThemeLoader: Sendable {
    public var fileSystem: ThemeFileSystem
    private let read = ReadFiles()
    /// The longest `extends` chain followed before giving up.
    public static let maxExtendsDepth = InputLimits.extendsChain.value

    public init(fileSystem: ThemeFileSystem) { self.fileSystem = fileSystem }

    /// Loads `path`; errors name the file in which they occur (a base theme's own path for its errors).
    public func load(_ path: String) -> Result<ThemeSource, Diagnostics> {
        var chain: [String] = []
        let sink = DiagnosticSink(file: path)
        guard let (document, origins) = loadDocument(path, chain: &chain, sink: sink, referrer: nil) else {
            return .failure(Diagnostics(sink.items))
        }
        if sink.hasErrors { return .failure(Diagnostics(sink.items)) }
        return .success(ThemeSource(file: path, folder: ThemeFileSystem.folder(of: path),
                                    document: document, fileSystem: fileSystem, inputFiles: read.sorted,
                                    tokenOrigins: origins, warnings: sink.items))
    }

    /// The theme at `path` with its token files inlined and its `extends` chain merged in, and
    /// which file set each of its tokens; `chain` holds the themes being loaded, to report cycles.
    private func loadDocument(_ path: String, chain: inout [String], sink: DiagnosticSink,
                              referrer: (file: String, path: JSONPath)?) -> (JSONObject, TokenOrigins)? {
        let key = ThemeFileSystem.absolute(path)
        if let start = chain.firstIndex(of: key) {
            let cycle = (chain[start...] + [key]).map { ThemeFileSystem.displayPath($0) }
            sink.append([Diagnostic(file: referrer?.file ?? path, path: referrer?.path.description ?? "extends",
                                    message: "extends cycle: " + cycle.joined(separator: " → "))])
            return nil
        }
        if chain.count >= Self.maxExtendsDepth {
            sink.append([Diagnostic(file: path, path: "extends", message: "extends chain deeper than \(Self.maxExtendsDepth) themes" + InputLimits.extendsChain.tag)])
            return nil
        }
        guard var object = readObject(path, sink: sink, referrer: referrer) else { return nil }
        chain.append(key)
        defer { chain.removeLast() }
        let folder = ThemeFileSystem.folder(of: path)
        let local = DiagnosticSink(file: path)
        let written = object
        let files = ThemeTokenFiles(fileSystem: fileSystem, reader: TokenFileReader(fileSystem: fileSystem, recordRead: { [read] in read.add($0) }))
        // tokenSettings' mistakes are reported when the theme is decoded; here only its choice of modes is read.
        let choice = object["tokenSettings"]?.objectValue.map { TokenModeChoice.decode($0, at: .root, sink: DiagnosticSink(file: path)) }
        let tokenModes = files.inline(in: &object, at: .root, folder: folder, sink: local, allowsModes: true, choice: choice ?? TokenModeChoice())
        files.inlineContrast(in: &object, at: .root, folder: folder, sink: local)
        var modes = object["modes"]?.objectValue ?? JSONObject()
        for (name, mode) in modes.entries {
            guard case .object(var modeObject) = mode else { continue }
            files.inline(in: &modeObject, at: JSONPath.root / "modes" / name, folder: folder, sink: local)
            files.inlineContrast(in: &modeObject, at: JSONPath.root / "modes" / name, folder: folder, sink: local)
            modes[name] = .object(modeObject)
        }
        var origins = origins(written: written, inlined: object, ownModes: modes, theme: path, folder: folder)
        // Modes the token file defines come first; the theme's own mode of the same name is merged over.
        if !tokenModes.isEmpty {
            if let file = origin(of: written["tokens"], theme: path, folder: folder) {
                for (name, tree) in tokenModes {
                    origins.modes[name] = TokenOrigins.leaves(of: tree, file: file).merging(origins.modes[name] ?? [:]) { _, own in own }
                }
            }
            modes = JSONObject(tokenModes.map { ($0.name, JSONValue.object(JSONObject([("tokens", .object($0.tree))]))) }).merged(with: modes)
            let own = Set(TokenOrigins.leaves(of: object["tokens"]?.objectValue ?? JSONObject(), file: "").keys)
            for (name, _) in tokenModes {
                let theirs = TokenOrigins.leaves(of: modes[name]?.objectValue?["tokens"]?.objectValue ?? JSONObject(), file: "")
                let only = own.subtracting(theirs.keys).sorted()
                if !only.isEmpty { origins.defaultOnly[name] = only }
            }
        }
        if object["modes"] != nil || !tokenModes.isEmpty { object["modes"] = .object(modes) }
        sink.append(local.items)
        return merged(object, origins: origins, withBaseOf: path, folder: folder, chain: &chain, sink: sink)
    }

    /// Which file set each token of a theme file: `written` as read, `inlined` with its token
    /// files inlined and `ownModes` its own modes so (the modes a resolver or Tokens Studio file
    /// makes are added by the caller, as set by the file its `tokens` names).
    private func origins(written: JSONObject, inlined: JSONObject, ownModes: JSONObject, theme: String, folder: String) -> TokenOrigins {
        let file = { (value: JSONValue?) in self.origin(of: value, theme: theme, folder: folder) }
        func leaves(_ written: JSONObject?, _ inlined: JSONObject?, key: String) -> [String: String] {
            guard let from = file(written?[key]), case .object(let tree)? = inlined?[key] else { return [:] }
            return TokenOrigins.leaves(of: tree, file: from)
        }
        func contrast(_ o: JSONObject?) -> JSONObject? { o?["accessibility"]?.objectValue }
        var out = TokenOrigins()
        out.tokens = leaves(written, inlined, key: "tokens")
        out.contrast = leaves(contrast(written), contrast(inlined), key: "highContrastTokens")
        let writtenModes = written["modes"]?.objectValue
        for name in ownModes.keys {
            let mine = writtenModes?[name]?.objectValue, theirs = ownModes[name]?.objectValue
            let set = leaves(mine, theirs, key: "tokens"), high = leaves(contrast(mine), contrast(theirs), key: "highContrastTokens")
            if !set.isEmpty { out.modes[name] = set }
            if !high.isEmpty { out.modeContrast[name] = high }
        }
        return out
    }

    /// The file a `tokens` value was read from, as diagnostics name files: the token file it names,
    /// or `theme` itself for a tree written inline or several files (whose tokens carry their own
    /// files, `TokenLocation`); nil for anything else.
    private func origin(of value: JSONValue?, theme: String, folder: String) -> String? {
        switch value {
        case .object?, .array?: return ThemeFileSystem.displayPath(ThemeFileSystem.absolute(theme))
        case .string(let name)? where ThemeFileSystem.isGlob(name): return ThemeFileSystem.displayPath(ThemeFileSystem.absolute(theme))
        case .string(let name)?:
            guard case .success(let resolved) = fileSystem.resolve(name, in: folder) else { return nil }
            return ThemeFileSystem.displayPath(ThemeFileSystem.absolute(resolved))
        default: return nil
        }
    }

    /// Reads `path` as a JSON object; a file that does not load is reported at the `extends` that
    /// named it (`referrer`), or for the file itself.
    private func readObject(_ path: String, sink: DiagnosticSink, referrer: (file: String, path: JSONPath)?) -> JSONObject? {
        let value: JSONValue
        read.add(path)
        switch fileSystem.readJSON(path) {
        case .failure(let d):
            if let referrer {
                sink.append([Diagnostic(file: referrer.file, path: referrer.path.description,
                                        message: "cannot load '\(path)': \(d.position.map { "\($0.line):\($0.column): " } ?? "")\(d.message)")])
            } else {
                sink.append([d])
            }
            return nil
        case .success(let v): value = v
        }
        if case .object(let o) = value, TokenFileReader.looksLikeTokenFile(o) {
            sink.append([Diagnostic(file: path, path: "", message: "this is a design-token file, not a theme; " + Self.tokenFileHint(path))])
            return nil
        }
        guard case .object(let object) = value else {
            let hint = TokenFileReader.Shape(value, path: path) != nil ? "; " + Self.tokenFileHint(path) : ""
            sink.append([Diagnostic(file: path, path: "", message: "a theme must be a JSON object, found \(value.kindName)" + hint)])
            return nil
        }
        return object
    }

    /// `object` (the theme at `path`, its tokens set by `origins`) deep-merged over the theme its
    /// `extends` names, loaded in turn; a mode of that theme whose tokens set again a token this
    /// theme set is a warning, since that mode's value wins.
    private func merged(_ theme: JSONObject, origins: TokenOrigins, withBaseOf path: String, folder: String, chain: inout [String],
                        sink: DiagnosticSink) -> (JSONObject, TokenOrigins)? {
        var object = theme
        guard let extends = object["extends"] else { return (object, origins) }
        object["extends"] = nil
        guard case .string(let baseName) = extends else {
            sink.append([Diagnostic(file: path, path: "extends", message: "expected a theme name or path, found \(extends.kindName)")])
            return (object, origins)
        }
        let relative = baseName.hasSuffix(".json") || baseName.contains("/") ? baseName : baseName + ".json"
        switch fileSystem.resolve(relative, in: folder) {
        case .failure(let e):
            sink.append([Diagnostic(file: path, path: "extends", message: e.message, advice: e.advice)])
            return (object, origins)
        case .success(let basePath):
            guard let (base, baseOrigins) = loadDocument(basePath, chain: &chain, sink: sink, referrer: (path, JSONPath.root / "extends")) else {
                return nil
            }
            for o in origins.overridden(by: baseOrigins) {
                sink.append([Diagnostic(file: path, path: "tokens", message: Self.overrideMessage(o, base: ThemeFileSystem.displayPath(ThemeFileSystem.absolute(basePath))), severity: .warning)])
            }
            var merged = AppearanceCascade.theme(base, overlay: object)
            if object["name"] == nil { merged["name"] = nil }
            return (merged, origins.over(baseOrigins))
        }
    }

    /// How a token file given as a theme is used instead.
    static func tokenFileHint(_ path: String) -> String {
        "name it in a theme's tokens: { \"tokens\": \"\(ThemeFileSystem.baseName(path)).json\", \"buttons\": { … } } (docs/format.md §5)"
    }

    /// What to say when mode `o.mode` of the extended theme `base` sets again tokens this theme set.
    static func overrideMessage(_ o: TokenOrigins.Override, base: String) -> String {
        let names = o.tokens.joined(separator: ", ")
        return "mode '\(o.mode)' of '\(base)' sets \(names) again, in \(o.file), so in mode '\(o.mode)' that file's "
            + "value\(o.tokens.count == 1 ? "" : "s") win\(o.tokens.count == 1 ? "s" : "") over this theme's; give the mode tokens of its own "
            + "(\"modes\": {\"\(o.mode)\": {\"tokens\": \"<file>\"}}) that set \(o.tokens.count == 1 ? "it" : "them")"
    }
}
