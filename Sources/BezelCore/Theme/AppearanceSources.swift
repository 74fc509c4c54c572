/// Where a button's per-state values come from: for each per-state key and state, the JSON path of
/// the value UIKit's lookup finds after `AppearanceCascade` has combined `appearance`,
/// `appearance[type]` and the button, or nil when no layer sets it (the type's default applies).
/// What `bezel inspect --explain` prints.
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

    /// The layers of `button` (of `type`) in `document`, the theme after its mode's overlay and
    /// tokens. With `base` (the same theme without the mode) and `mode`, a value the mode changed
    /// is said to be changed by it.
    public init(document: JSONObject, base: JSONObject? = nil, mode: String? = nil, button: String, type: ButtonType) {
        layers = Self.layers(of: document, button: button, type: type)
        unchanged = base.map { Self.layers(of: $0, button: button, type: type) }
        self.mode = mode
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
        if let mode, let unchanged, Self.find(property, state: state, in: unchanged)?.value != found.value {
            text += " (changed by mode \(mode))"
        }
        return text
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
    /// below stops it: a bare value replaces the table), then the `normal` entry the same way. A
    /// bare `null` is returned as found.
    static func find(_ property: String, state: ControlState, in layers: [Layer]) -> (path: JSONPath, value: JSONValue)? {
        for key in state.lookupKey == .normal ? [ControlState.normal] : [state.lookupKey, .normal] {
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
