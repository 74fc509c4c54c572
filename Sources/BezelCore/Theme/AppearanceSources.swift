/// Where a button's per-state values come from: for each per-state key and state, the JSON path of
/// the value UIKit's lookup finds after `AppearanceCascade` has combined `appearance`,
/// `appearance[type]` and the button, or nil when no layer sets it (the type's default applies);
/// with the theme as loaded, a value that is a token reference also names the token and the file
/// that set it in the mode. What `bezel inspect --explain` prints.
///
/// ```swift
/// let doc = JSONObject([("appearance", ["backgroundColor": ["highlighted": "green"]]),
///                       ("buttons", ["ok": ["backgroundColor": ["normal": "blue"]]])])
/// let sources = AppearanceSources(document: doc, button: "ok", type: .custom)
/// let path = sources.path("backgroundColor", state: .highlighted)  // "appearance.backgroundColor.highlighted"
/// ```
public struct AppearanceSources: Sendable {
    struct Layer: Sendable {
        var path: JSONPath
        var keys: JSONObject
    }

    let layers: [Layer]
    let unchanged: [Layer]?
    let mode: String?
    /// The layers before tokens were substituted, and which file set each token.
    let written: [Layer]?
    let origins: TokenOrigins
    let highContrast: Bool

    /// The layers of `button` (of `type`) in `document`, the theme after its mode's overlay and
    /// tokens. With `base` (the same theme without the mode) and `mode`, a value the mode changed
    /// is said to be changed by it. With `source` (the file as loaded), a value written as a
    /// token reference names the token and the file that set it in `mode` (under Increase
    /// Contrast when `highContrast`).
    public init(document: JSONObject, base: JSONObject? = nil, mode: String? = nil, button: String, type: ButtonType,
                source: ThemeSource? = nil, highContrast: Bool = false) {
        layers = Self.layers(of: document, button: button, type: type)
        unchanged = base.map { Self.layers(of: $0, button: button, type: type) }
        self.mode = mode
        written = source.map { source in
            let modes = source.document["modes"]?.objectValue ?? JSONObject()
            let doc = ThemeDecoder.applyMode(mode, to: source, modes: modes, sink: DiagnosticSink(file: source.file)) ?? source.document
            return Self.layers(of: doc, button: button, type: type)
        }
        origins = source?.tokenOrigins ?? TokenOrigins()
        self.highContrast = highContrast
    }

    static func layers(of document: JSONObject, button: String, type: ButtonType) -> [Layer] {
        let root = JSONPath.root
        var out: [Layer] = []
        if case .object(let appearance)? = document["appearance"] {
            out.append(Layer(path: root / "appearance", keys: appearance))
            for key in ThemeSchema.appearanceTypeKeys where ButtonType(name: key) == type {
                if case .object(let section)? = appearance[key] { out.append(Layer(path: root / "appearance" / key, keys: section)) }
            }
        }
        if case .object(let buttons)? = document["buttons"], case .object(let own)? = buttons[button] {
            out.append(Layer(path: root / "buttons" / button, keys: own))
        }
        return out
    }

    /// The path of the value `state` shows for `property` (per-state key), with " (changed by mode
    /// …)" when the mode changed it; "default (null at …)" when a bare `null` removed it; nil when
    /// no layer sets it (the type's default applies).
    public func path(_ property: String, state: ControlState) -> String? {
        guard let found = Self.find(property, state: state, in: layers) else { return nil }
        var text = found.value == .null ? "default (null at \(found.path))" : found.path.description
        if let token = token(at: found.path) { text += " = " + token }
        if let mode, let unchanged, Self.find(property, state: state, in: unchanged)?.value != found.value {
            text += " (changed by mode \(mode))"
        }
        return text
    }

    /// The token reference written at `path` (or at the part of it a whole component-state group
    /// was given to) and the file that set the token: `{color.brand} from acme-dark.tokens.json`.
    func token(at path: JSONPath) -> String? {
        guard let written, let layer = written.first(where: { path.components.starts(with: $0.path.components) }) else { return nil }
        var value = JSONValue.object(layer.keys)
        for component in path.components.dropFirst(layer.path.components.count) {
            if case .string = value { break }
            guard case .key(let key) = component, case .object(let o) = value, let next = o[key] else { return nil }
            value = next
        }
        guard case .string(let s) = value, let name = TokenResolver.referenceName(s) else { return nil }
        let files = origins.files(under: name, mode: mode, highContrast: highContrast)
        let defaultOnly = mode.flatMap { origins.defaultOnly[$0] }?.contains(name) == true ? " (only the default resolution defines it)" : ""
        return "{\(name)}" + (files.isEmpty ? "" : " from " + files.joined(separator: ", ")) + defaultOnly
    }

    /// Every per-state key a layer sets, with its path for `state`, in schema order.
    public func json(state: ControlState) -> JSONObject {
        var out = JSONObject()
        for key in ThemeSchema.perStateKeys {
            out[key] = path(key, state: state).map(JSONValue.string) ?? .string("default")
        }
        return out
    }

    /// UIKit's lookup over the layers, most specific first: the state's own entry (a bare value
    /// below stops it: a bare value replaces the table), then (for a state with hover) the state
    /// without hover, then the `normal` entry the same way (`ControlState.lookupChain`). A bare
    /// `null` is returned as found.
    static func find(_ property: String, state: ControlState, in layers: [Layer]) -> (path: JSONPath, value: JSONValue)? {
        for key in state.lookupChain {
            if let hit = entry(property, state: key, in: layers) { return hit }
        }
        return nil
    }

    /// The most specific entry for `state` exactly; a bare value counts as the `normal` entry and
    /// hides every layer below it.
    static func entry(_ property: String, state: ControlState, in layers: [Layer]) -> (path: JSONPath, value: JSONValue)? {
        for layer in layers.reversed() {
            guard let value = layer.keys[property] else { continue }
            let path = layer.path / property
            guard let table = AppearanceCascade.table(value, property: property) else {
                return state == .normal ? (path, value) : nil
            }
            if let key = table.keys.first(where: { ControlState(name: $0) == state }), let v = table[key] {
                return v == .null ? nil : (path / key, v)
            }
        }
        return nil
    }
}
