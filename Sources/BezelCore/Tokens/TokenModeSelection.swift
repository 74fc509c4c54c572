/// Which of a token file's resolutions a theme draws: a Tokens Studio `$themes.json` has theme groups
/// (one theme of each group makes a resolution), a DTCG resolver has modifiers (one context of each).
/// Each group is an axis; the theme's tokens are the resolution at every axis's base option, and each
/// other combination of the axes that vary is a mode, named by its non-base option names joined
/// with `-`.
///
/// `tokenSettings.select` picks an axis's option (so it does not vary), `tokenSettings.modeGroups`
/// names the axes that vary (the others stay at their base). Without either, every axis varies when
/// that makes at most `TokenFileReader.maximumModes` modes; otherwise only colour-scheme axes (those
/// with options named `light` and `dark`) vary, every other axis stays at its base, and a warning
/// says so and how to choose.
struct TokenModeSelection {
    /// One axis: a theme group (its themes) or a modifier (its contexts).
    struct Axis {
        var name: String
        var options: [String]
        /// The option of the theme's tokens unless `select` names another.
        var base: Int
        /// Where each option is written in the token file (for a mode name's warning).
        var paths: [JSONPath]

        /// Whether the options are a colour scheme: some is named `light` and some `dark`.
        var isColorScheme: Bool {
            let names = Set(options.map { $0.trimmingCharacters(in: .whitespaces).lowercased() })
            return names.contains("light") && names.contains("dark")
        }
        /// The `light` option of a colour-scheme axis, else the first.
        var lightOrFirst: Int {
            isColorScheme ? options.firstIndex { $0.trimmingCharacters(in: .whitespaces).lowercased() == "light" } ?? 0 : 0
        }
    }

    let axes: [Axis]
    let request: TokenModeRequest
    /// The token file's diagnostics (mode names made safe).
    let fileSink: DiagnosticSink
    /// What an axis and an option are called in messages: ("theme group", "theme") or ("modifier", "context").
    let words: (axis: String, option: String)

    /// The base pick (an option per axis) and each mode's name and pick; nil after an error.
    func combinations() -> (base: [Int], modes: [(name: String, pick: [Int])])? {
        guard let (base, fixed) = selected(), let varying = varying(fixed: fixed, base: base) else { return nil }
        let count = combinationCount(varying)
        guard count - 1 <= TokenFileReader.maximumModes else {
            request.themeSink.error(request.tokensPath, "the \(words.axis)s make \(count >= 1_000_000 ? "a million or more" : String(count - 1)) modes; at most \(TokenFileReader.maximumModes): "
                                    + "pick one \(words.option) of some with tokenSettings.select, or name the \(words.axis)s that make modes in tokenSettings.modeGroups"
                                    + InputLimits.tokenModes.tag)
            return nil
        }
        var picks: [[Int]] = [base]
        for axis in varying {
            picks = picks.flatMap { pick in axes[axis].options.indices.map { var p = pick; p[axis] = $0; return p } }
        }
        var modes: [(name: String, pick: [Int])] = []
        var seen: Set<String> = []
        for pick in picks where pick != base {
            let changed = axes.indices.filter { pick[$0] != base[$0] }
            let joined = changed.map { axes[$0].options[pick[$0]] }.joined(separator: "-")
            guard let name = TokenFileReader.modeName(joined, at: axes[changed[0]].paths[pick[changed[0]]], sink: fileSink) else { continue }
            guard seen.insert(name).inserted else {
                request.themeSink.error(request.tokensPath, "two combinations of \(words.option)s are both named mode '\(name)'; rename a \(words.option)")
                continue
            }
            modes.append((name, pick))
        }
        return request.themeSink.hasErrors || fileSink.hasErrors ? nil : (base, modes)
    }

    /// The base option of every axis, with `select` applied, and the axes `select` fixed.
    private func selected() -> ([Int], Set<Int>)? {
        var base = axes.map(\.base), fixed: Set<Int> = []
        let at = request.settingsPath / "select"
        for (group, option) in request.choice.select.sorted(by: { $0.key < $1.key }) {
            guard let i = axis(named: group, at: at / group) else { continue }
            guard let j = axes[i].options.firstIndex(of: option) else {
                var message = "'\(UntrustedText.shown(option, limit: 80))' is not a \(words.option) of \(words.axis) '\(UntrustedText.shown(group, limit: 80))'"
                if let near = suggestion(for: option, among: axes[i].options) { message += " (did you mean '\(near)'?)" }
                request.themeSink.error(at / group, message + "; its \(words.option)s are " + axes[i].options.joined(separator: ", "))
                continue
            }
            base[i] = j
            fixed.insert(i)
        }
        return request.themeSink.hasErrors ? nil : (base, fixed)
    }

    /// The axes that make modes: `modeGroups`, else every axis not fixed when that is few enough
    /// modes, else the colour-scheme axes (with a warning).
    private func varying(fixed: Set<Int>, base: [Int]) -> [Int]? {
        if let names = request.choice.modeGroups {
            let listed = names.enumerated().compactMap { axis(named: $1, at: (request.settingsPath / "modeGroups").appending(index: $0)) }
            for i in axes.indices where !listed.contains(i) && !fixed.contains(i) && axes[i].options.count > 1 {
                request.themeSink.warning(request.settingsPath / "modeGroups", "\(words.axis) '\(UntrustedText.shown(axes[i].name, limit: 80))' is "
                                          + "neither selected nor a mode group: the theme uses its \(words.option) '\(axes[i].options[base[i]])' "
                                          + "(choose with tokenSettings.select)")
            }
            return request.themeSink.hasErrors ? nil : axes.indices.filter(listed.contains)
        }
        let free = axes.indices.filter { !fixed.contains($0) }
        let total = combinationCount(free)
        guard total - 1 > TokenFileReader.maximumModes else { return free }
        let schemes = free.filter { axes[$0].isColorScheme }
        let others = free.filter { !schemes.contains($0) && axes[$0].options.count > 1 }
        request.themeSink.warning(request.tokensPath, "the \(words.axis)s make \(total >= 1_000_000 ? "a million or more" : String(total - 1)) modes, "
                                  + "more than \(TokenFileReader.maximumModes): "
                                  + (schemes.isEmpty ? "no \(words.axis) is a colour scheme, so none makes modes"
                                     : "only " + schemes.map { "'\(axes[$0].name)'" }.joined(separator: ", ") + " make modes")
                                  + (others.isEmpty ? "" : "; the theme uses " + others.map { "\(words.option) '\(axes[$0].options[base[$0]])' of '\(axes[$0].name)'" }
                                        .joined(separator: ", "))
                                  + " (choose with tokenSettings.select and tokenSettings.modeGroups)")
        return schemes
    }

    /// How many combinations `indices` make, counted up to a million (so no number of groups
    /// overflows it; any count over the limit is refused the same).
    private func combinationCount(_ indices: [Int]) -> Int {
        indices.reduce(1) { min(1_000_000, $0 * max(1, axes[$1].options.count)) }
    }

    private func axis(named name: String, at path: JSONPath) -> Int? {
        if let i = axes.firstIndex(where: { $0.name == name }) { return i }
        var message = "no \(words.axis) '\(UntrustedText.shown(name, limit: 80))' in the theme's token file"
        if let near = suggestion(for: name, among: axes.map(\.name)) { message += " (did you mean '\(near)'?)" }
        request.themeSink.error(path, message + "; its \(words.axis)s are " + axes.map { "'\($0.name)'" }.joined(separator: ", "))
        return nil
    }
}

/// What the theme asks of a token file's modes (`tokenSettings.select`, `modeGroups`), with where to
/// report problems with it: the theme file, its `tokenSettings` and its `tokens`.
struct TokenModeRequest {
    var choice = TokenModeChoice()
    var themeSink: DiagnosticSink
    var settingsPath: JSONPath = .root / "tokenSettings"
    var tokensPath: JSONPath = .root / "tokens"
}
