/// How a theme reads its tokens (`tokenSettings`): the size of `1rem` in points, the state each
/// child of a component-state group stands for (`"{button.primary.bgColor}"` with children `rest`,
/// `active`, `disabled`, … becomes a per-state table), which resolutions of a Tokens Studio
/// `$themes.json` or a resolver it draws (`select`, `modeGroups`), and whether a mode those make
/// resolves only its own tokens (`strictModes`).
public struct TokenSettings: Sendable, Equatable {
    /// Points per `rem` in token dimensions.
    public var remSize: Double
    /// Token names → the UIKit state (a `ControlState` name) they stand for; nil ignores the child.
    public var states: [String: String?]
    /// The theme groups (modifiers) picked, and those that make modes.
    public var modes: TokenModeChoice
    /// Whether a mode a token file makes is an error where it uses a token only the theme's own
    /// resolution defines (instead of taking that token from it).
    public var strictModes: Bool

    /// The names mapped without settings: UIKit's own state names, and the names CSS, Primer and
    /// Material give the same states (`rest`, `active`, `pressed`, `checked`, `focus`).
    public static let defaultStates: [String: String?] = [
        "normal": "normal", "rest": "normal", "default": "normal", "enabled": "normal",
        "highlighted": "highlighted", "active": "highlighted", "pressed": "highlighted",
        "disabled": "disabled", "selected": "selected", "checked": "selected",
        "focused": "focused", "focus": "focused", "focusVisible": "focused", "focus-visible": "focused",
    ]

    public init(remSize: Double = 16, states: [String: String?] = [:], modes: TokenModeChoice = TokenModeChoice(), strictModes: Bool = false) {
        self.remSize = remSize
        self.states = Self.defaultStates.merging(states) { $1 }
        self.modes = modes
        self.strictModes = strictModes
    }

    /// The state a component-state group's child named `name` stands for: `.some(nil)` to leave it
    /// out, nil when no name matches. Names match as written, then case-insensitively (`Rest`, `Pressed`).
    func state(forChild name: String) -> String?? {
        if let m = states[name] { return m }
        if let s = ControlState(name: name) { return .some(s.name) }
        let lower = name.lowercased()
        if let m = states.first(where: { $0.key.lowercased() == lower })?.value { return m }
        return ControlState.names.first { $0.lowercased() == lower }.map { .some($0) }
    }

    /// The theme's `tokenSettings` object, checked; errors at `path`.
    public static func decode(_ value: JSONValue?, at path: JSONPath, sink: DiagnosticSink) -> TokenSettings {
        guard let value, value != .null else { return TokenSettings() }
        guard case .object(let o) = value else {
            sink.error(path, "expected an object {\(ThemeSchema.tokenSettingsKeys.joined(separator: ", "))}, found \(value.kindName)")
            return TokenSettings()
        }
        for key in o.keys where !ThemeSchema.tokenSettingsKeys.contains(key) {
            var message = "unknown tokenSettings key '\(UntrustedText.shown(key, limit: 40))'"
            if let near = suggestion(for: key, among: ThemeSchema.tokenSettingsKeys) { message += " (did you mean '\(near)'?)" }
            sink.error(path / key, message + "; keys are " + ThemeSchema.tokenSettingsKeys.joined(separator: ", "))
        }
        var settings = TokenSettings()
        if let r = o["remSize"] {
            if let n = r.numberValue, n > 0, n <= 1000 { settings.remSize = n } else { sink.error(path / "remSize", "expected a number 0…1000 (points per rem), found \(r.kindName)") }
        }
        if let s = o["states"] { settings.states = Self.defaultStates.merging(states(s, at: path / "states", sink: sink)) { $1 } }
        settings.modes = TokenModeChoice.decode(o, at: path, sink: sink)
        if let strict = o["strictModes"] {
            if case .bool(let b) = strict { settings.strictModes = b } else { sink.error(path / "strictModes", "expected true or false, found \(strict.kindName)") }
        }
        return settings
    }

    private static func states(_ s: JSONValue, at path: JSONPath, sink: DiagnosticSink) -> [String: String?] {
        guard case .object(let table) = s else { sink.error(path, "expected an object of token names → state names, found \(s.kindName)"); return [:] }
        var states: [String: String?] = [:]
        for (name, state) in table.entries {
            switch state {
            case .null: states[name] = .some(nil)
            case .string(let n) where ControlState(name: n) != nil: states[name] = ControlState(name: n).map(\.name)
            default: sink.error(path / name, "expected a state name (\(ControlState.names.joined(separator: ", ")), or a + combination) or null")
            }
        }
        return states
    }
}

/// `tokenSettings.select` and `modeGroups`: one theme (context) picked per Tokens Studio theme group
/// (resolver modifier), and the groups (modifiers) whose themes (contexts) make modes (nil: not said).
public struct TokenModeChoice: Sendable, Equatable {
    /// Theme group (modifier) → the theme (context) picked from it.
    public var select: [String: String]
    /// The groups (modifiers) that make modes; nil when the theme does not say.
    public var modeGroups: [String]?

    public init(select: [String: String] = [:], modeGroups: [String]? = nil) { self.select = select; self.modeGroups = modeGroups }

    /// The choice in `settings` (a `tokenSettings` object), its mistakes reported to `sink` (a sink
    /// nobody reads, where another pass reports them).
    static func decode(_ settings: JSONObject, at path: JSONPath, sink: DiagnosticSink) -> TokenModeChoice {
        var choice = TokenModeChoice()
        if let s = settings["select"] {
            guard case .object(let o) = s else { sink.error(path / "select", "expected an object of theme group → theme, found \(s.kindName)"); return choice }
            for (group, theme) in o.entries {
                if let t = theme.stringValue { choice.select[group] = t } else { sink.error(path / "select" / group, "expected a theme (context) name, found \(theme.kindName)") }
            }
        }
        if let m = settings["modeGroups"] {
            guard case .array(let items) = m, items.allSatisfy({ $0.stringValue != nil }) else {
                sink.error(path / "modeGroups", "expected an array of theme group (modifier) names")
                return choice
            }
            choice.modeGroups = items.compactMap(\.stringValue)
        }
        return choice
    }

    /// Whether the theme asks anything of a token file's modes.
    var isEmpty: Bool { select.isEmpty && modeGroups == nil }
}
