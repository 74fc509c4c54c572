import Foundation

/// Decodes a loaded theme for one mode into a `Theme`, validating every key in one pass.
///
/// Passes, one function each: apply the mode overlay (`applyMode`) → substitute token references
/// (`substituteTokens`) → decode the theme-level keys (`settings`) → decode the appearance proxy
/// layers on their own, so their errors are reported once, at `appearance…` (`appearanceLayers`) →
/// for each button merge appearance, appearance[type] and the button (normalized per-state tables,
/// button wins) and decode the result (`buttons`).
public struct ThemeDecoder {
    /// The fonts the renderer has; nil: families are not checked and shipped fonts give no family.
    public let fontCatalog: (any FontCatalog)?
    /// Threads the buttons are decoded on (the result is the same for any number).
    public let jobs: Int

    public init(fontCatalog: (any FontCatalog)? = nil, jobs: Int = 1) {
        self.fontCatalog = fontCatalog
        self.jobs = jobs
    }

    /// Decodes `source` for `mode` (nil: the base theme) under the accessibility settings
    /// `accessibility` (a variant: Increase Contrast decodes the colours' high-contrast values).
    /// Returns the theme (nil when errors made it unusable) and every diagnostic, errors and warnings.
    public func decode(_ source: ThemeSource, mode: String? = nil,
                       accessibility: AccessibilitySettings = .standard) -> (theme: ButtonTheme?, diagnostics: [Diagnostic]) {
        let sink = DiagnosticSink(file: source.file)
        let modes = source.document["modes"]?.objectValue ?? JSONObject()
        guard var overlaid = Self.applyMode(mode, to: source, modes: modes, sink: sink) else { return (nil, sink.items) }
        Self.takeContrastTokens(from: &overlaid, applying: accessibility.highContrast, mode: mode, sink: sink)
        let defaultOnly = mode.flatMap { source.tokenOrigins.defaultOnly[$0] } ?? []
        let (doc, used) = Self.substituteTokens(in: overlaid, mode: mode, defaultOnly: defaultOnly, sink: sink)
        let settings = settings(of: doc, mode: mode, source: source, sink: sink, highContrast: accessibility.highContrast)
        let layers = Self.appearanceLayers(of: doc, values: settings.values, sink: sink)
        let buttons = Self.buttons(of: doc, layers: layers, settings: settings, source: source, sink: sink, jobs: jobs)
        let locales = buttons.reduce(into: settings.locales) { $0.formUnion($1.localizations.keys) }
        var theme = ButtonTheme(name: settings.name, file: source.file, mode: mode, colorAppearance: settings.scheme,
                                tintColor: settings.tint, scales: settings.scales, states: settings.states,
                                buttons: buttons.sorted { $0.name < $1.name }, modes: modes.keys.sorted(), locales: locales.sorted(),
                                inputFiles: source.inputFiles, document: doc)
        theme.accessibilityContrast = settings.contrast
        if source.folder != ThemeFileSystem.folder(of: source.file) { theme.pathFolder = source.folder }
        theme.webHover = settings.webHover
        theme.accessibility = accessibility
        theme.accessibilityVariants = settings.accessibilityVariants
        theme.defaultOnlyTokens = defaultOnly.filter(used.contains)
        return (sink.hasErrors ? nil : theme, sink.items)
    }

    /// Pass 1: checks the theme's keys and its modes, then merges `mode`'s overlay (nil after
    /// reporting a mode the theme does not have). The result has no `modes` key.
    static func applyMode(_ mode: String?, to source: ThemeSource, modes: JSONObject, sink: DiagnosticSink) -> JSONObject? {
        var doc = source.document
        let root = JSONPath.root
        let values = ValueDecoder(sink: sink, colorAppearance: .light, fileSystem: source.fileSystem, folder: source.folder)
        values.checkKeys(doc, allowed: ThemeSchema.themeKeys, at: root, what: "theme")
        if let m = doc["modes"], m.objectValue == nil { sink.error(root / "modes", "expected an object of modes, found \(m.kindName)") }
        for (name, value) in modes.entries {
            if !SafeName.isSafe(name) { sink.error(root / "modes" / name, SafeName.problem(name, what: "mode")) }
            guard case .object(let o) = value else { sink.error(root / "modes" / name, "expected an object, found \(value.kindName)"); continue }
            values.checkKeys(o, allowed: ThemeSchema.modeKeys, at: root / "modes" / name, what: "mode")
        }
        if let mode {
            guard case .object(let overlay)? = modes[mode] else {
                var message = "no mode '\(mode)'"
                if let near = Suggestion.closest(to: mode, among: modes.keys) { message += " (did you mean '\(near)'?)" }
                sink.error(root / "modes", message)
                return nil
            }
            doc = AppearanceCascade.theme(doc, overlay: overlay)
        }
        doc["modes"] = nil
        return doc
    }

    /// Takes `accessibility.highContrastTokens` (the mode's, else the theme's) out of `doc`, and
    /// under Increase Contrast (`applying`) deep-merges it over the tokens; a theme with tokens and
    /// no such tree then gets a warning, since its token colours stay what they are (only system
    /// colour names change).
    static func takeContrastTokens(from doc: inout JSONObject, applying: Bool, mode: String?, sink: DiagnosticSink) {
        let contrastTokens = doc["accessibility"]?.objectValue?["highContrastTokens"]
        if case .object(var accessibility)? = doc["accessibility"] {
            accessibility["highContrastTokens"] = nil
            doc["accessibility"] = .object(accessibility)
        }
        guard applying else { return }
        guard case .object(let contrast)? = contrastTokens else {
            if doc["tokens"] != nil {
                sink.warning(.root / "accessibility", "Increase Contrast variant\(mode.map { " of mode '\($0)'" } ?? ""): the theme's tokens have "
                             + "no highContrastTokens, so its token colours do not change (only system colour names take their high-contrast values)")
            }
            return
        }
        if case .object(let tokens)? = doc["tokens"] { doc["tokens"] = .object(tokens.merged(with: contrast)) }
        else { doc["tokens"] = .object(contrast) }
    }

    /// Pass 2: replaces token references by their values; the result has no `tokens` key, and the
    /// names of the tokens resolved. In a mode a token file made, the tokens in `defaultOnly` (only
    /// the default resolution defines them) are removed first when `tokenSettings.strictModes` is set.
    static func substituteTokens(in document: JSONObject, mode: String? = nil, defaultOnly: [String] = [],
                                 sink: DiagnosticSink) -> (document: JSONObject, used: Set<String>) {
        var doc = document
        var tokens = JSONObject()
        if let t = doc["tokens"] {
            if case .object(let o) = t { tokens = o } else if t != .null { sink.error(.root / "tokens", "expected a token tree or a token file path, found \(t.kindName)") }
        }
        let settings = TokenSettings.decode(doc["tokenSettings"], at: .root / "tokenSettings", sink: sink)
        var strict: StrictMode?
        if settings.strictModes, let mode, !defaultOnly.isEmpty {
            for name in defaultOnly { tokens = TokenTree.removing(name, from: tokens) }
            strict = StrictMode(mode: mode, missing: Set(defaultOnly))
        }
        let resolver = TokenResolver(tree: tokens, settings: settings, sink: sink, strict: strict)
        doc["tokens"] = nil
        doc["tokenSettings"] = nil
        let out = resolver.substitute(.object(doc), at: .root).objectValue ?? doc
        return (out, resolver.used)
    }
}
