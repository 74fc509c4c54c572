/// Which file set each design token of a theme, after `extends` and token files are merged: the
/// theme's own tokens, each mode's, and the `highContrastTokens` of both, by token name
/// (`color.brand`), each naming the token file (or the theme file, for a tree written inline) as
/// diagnostics name files. `ThemeLoader` uses it to tell when a mode of an extended theme sets a
/// token again that the extending theme set; `inspect --explain` names the file a value came from.
public struct TokenOrigins: Sendable, Hashable {
    /// The theme's `tokens`: token name → file.
    public var tokens: [String: String] = [:]
    /// Each mode's `tokens`: mode → token name → file.
    public var modes: [String: [String: String]] = [:]
    /// The theme's `accessibility.highContrastTokens`: token name → file.
    public var contrast: [String: String] = [:]
    /// Each mode's `accessibility.highContrastTokens`: mode → token name → file.
    public var modeContrast: [String: [String: String]] = [:]
    /// For each mode a token file made (a resolver's contexts, Tokens Studio's themes): the tokens the
    /// theme's own resolution defines and that mode's does not (nor the theme's own entry for the
    /// mode), sorted. The mode takes them from the theme's tokens and resolves them against its own
    /// values, unless `tokenSettings.strictModes` makes using one an error.
    public var defaultOnly: [String: [String]] = [:]

    public init() {}

    /// The file that gave `token` the value a theme in `mode` (nil: the base theme) draws: under
    /// Increase Contrast (`highContrast`) the high-contrast tokens first (the mode's, then the
    /// theme's), then the mode's tokens, then the theme's.
    public func file(of token: String, mode: String?, highContrast: Bool = false) -> String? {
        var layers: [[String: String]?] = []
        if highContrast { layers += [mode.flatMap { modeContrast[$0] }, contrast] }
        layers += [mode.flatMap { modes[$0] }, tokens]
        for layer in layers { if let file = layer?[token] { return file } }
        return nil
    }

    /// The files of the tokens in and below `name` (a token, or a group such as a component-state
    /// group), as `file(of:mode:highContrast:)` finds them, sorted.
    public func files(under name: String, mode: String?, highContrast: Bool = false) -> [String] {
        if let file = file(of: name, mode: mode, highContrast: highContrast) { return [file] }
        let layers = [tokens, mode.flatMap { modes[$0] } ?? [:], contrast, mode.flatMap { modeContrast[$0] } ?? [:]]
        let names = Set(layers.flatMap(\.keys)).filter { $0.hasPrefix(name + ".") }
        return Array(Set(names.compactMap { file(of: $0, mode: mode, highContrast: highContrast) })).sorted()
    }

    /// Every token of `tree` (an object with `$value`; the names `TokenResolver.tokenNames` gives),
    /// each set by the file it says it is written in (`TokenLocation`; several files merged into one
    /// `tokens` keep each token's own), else by `file`.
    public static func leaves(of tree: JSONObject, file: String) -> [String: String] {
        var out: [String: String] = [:]
        func walk(_ o: JSONObject, _ prefix: String) {
            for (k, v) in o.entries where !k.hasPrefix("$") || k == "$root" {
                guard case .object(let child) = v else { continue }
                let name = prefix.isEmpty ? k : prefix + "." + k
                if child["$value"] != nil { out[name] = TokenLocation(of: child)?.file ?? file } else { walk(child, name) }
            }
        }
        walk(tree, "")
        return out
    }

    /// These origins (a theme's own) over `base`'s (the theme it extends), as `extends` merges the
    /// documents: this theme's tokens win, token by token.
    public func over(_ base: TokenOrigins) -> TokenOrigins {
        var out = base
        out.tokens.merge(tokens) { _, mine in mine }
        out.contrast.merge(contrast) { _, mine in mine }
        for (mode, set) in modes { out.modes[mode, default: [:]].merge(set) { _, mine in mine } }
        for (mode, set) in modeContrast { out.modeContrast[mode, default: [:]].merge(set) { _, mine in mine } }
        out.defaultOnly.merge(defaultOnly) { _, mine in mine }
        return out
    }

    /// A mode of an extended theme that sets again tokens the extending theme set: in that mode
    /// the mode's file wins over the extending theme's value.
    public struct Override: Sendable, Hashable {
        public var mode: String
        public var tokens: [String]
        /// The file whose value wins in the mode.
        public var file: String
    }

    /// The tokens these origins (an extending theme's own) set that a mode of `base` (the theme
    /// it extends) sets again while this theme's own mode of that name does not: one `Override`
    /// per mode and winning file, in mode and file order.
    public func overridden(by base: TokenOrigins) -> [Override] {
        var out: [Override] = []
        for mode in base.modes.keys.sorted() {
            let own = modes[mode] ?? [:]
            var byFile: [String: [String]] = [:]
            for (token, file) in base.modes[mode] ?? [:] where tokens[token] != nil && own[token] == nil {
                byFile[file, default: []].append(token)
            }
            for (file, tokens) in byFile.sorted(by: { $0.key < $1.key }) { out.append(Override(mode: mode, tokens: tokens.sorted(), file: file)) }
        }
        return out
    }
}
