/// How a theme reads its tokens (`tokenSettings`): the size of `1rem` in points, and the state each
/// child of a component-state group stands for (`"{button.primary.bgColor}"` with children `rest`,
/// `active`, `disabled`, … becomes a per-state table).
public struct TokenSettings: Sendable, Equatable {
    /// Points per `rem` in token dimensions.
    public var remSize: Double
    /// Token names → the UIKit state (a `ControlState` name) they stand for; nil ignores the child.
    public var states: [String: String?]

    /// The names mapped without settings: UIKit's own state names, and the names CSS, Primer and
    /// Material give the same states (`rest`, `active`, `pressed`, `checked`, `focus`).
    public static let defaultStates: [String: String?] = [
        "normal": "normal", "rest": "normal", "default": "normal", "enabled": "normal",
        "highlighted": "highlighted", "active": "highlighted", "pressed": "highlighted",
        "disabled": "disabled", "selected": "selected", "checked": "selected",
        "focused": "focused", "focus": "focused", "focusVisible": "focused", "focus-visible": "focused",
    ]

    public init(remSize: Double = 16, states: [String: String?] = [:]) {
        self.remSize = remSize
        self.states = Self.defaultStates.merging(states) { $1 }
    }

    /// The theme's `tokenSettings` object, checked; errors at `path`.
    public static func decode(_ value: JSONValue?, at path: JSONPath, sink: DiagnosticSink) -> TokenSettings {
        guard let value, value != .null else { return TokenSettings() }
        guard case .object(let o) = value else { sink.error(path, "expected an object {remSize, states}, found \(value.kindName)"); return TokenSettings() }
        for key in o.keys where key != "remSize" && key != "states" {
            sink.error(path / key, "unknown tokenSettings key '\(UntrustedText.shown(key, limit: 40))'; keys are remSize, states")
        }
        var remSize = 16.0
        if let r = o["remSize"] {
            if let n = r.numberValue, n > 0, n <= 1000 { remSize = n } else { sink.error(path / "remSize", "expected a number 0…1000 (points per rem), found \(r.kindName)") }
        }
        var states: [String: String?] = [:]
        if let s = o["states"] {
            guard case .object(let table) = s else { sink.error(path / "states", "expected an object of token names → state names, found \(s.kindName)"); return TokenSettings(remSize: remSize) }
            for (name, state) in table.entries {
                switch state {
                case .null: states[name] = .some(nil)
                case .string(let n) where ControlState(name: n) != nil: states[name] = ControlState(name: n)!.name
                default: sink.error(path / "states" / name, "expected a state name (\(ControlState.names.joined(separator: ", ")), or a + combination) or null")
                }
            }
        }
        return TokenSettings(remSize: remSize, states: states)
    }
}
