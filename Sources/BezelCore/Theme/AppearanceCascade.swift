/// How two layers of button keys combine: a theme and the theme it `extends`, a theme and a mode,
/// and `appearance` → `appearance[type]` → the button (docs/format.md §6, "How layers combine").
///
/// For a per-state key the more specific layer (`overlay`) decides:
/// - a **bare value** replaces the whole per-state table below it: the property is that value in
///   every state, and `null` removes it in every state. A bare font, image, background image,
///   border, shadow or gradient object still completes the normal value below it key by key
///   (`{"size": 20}` keeps the family); an array (shadow layers, gradient stops) replaces whole;
/// - a **state table** merges state by state (UIKit's per-(selector, state) proxy semantics): its
///   states replace the same states below (whatever their spelling), the others are kept.
///
/// Every other key merges as JSON does everywhere else: objects key by key, anything else replaced.
///
/// ```swift
/// let below = JSONObject([("backgroundColor", ["normal": "red", "highlighted": "green"])])
/// let button = JSONObject([("backgroundColor", "#0000ff")])
/// let merged = AppearanceCascade.button(below, overlay: button)  // backgroundColor "#0000ff": blue in every state
/// ```
public enum AppearanceCascade {
    /// Value objects that complete a value below them key by key; a colour is one value and replaces.
    /// A shadow or gradient given as an array (layers, stops) is one value too.
    static let completingKeys: Set<String> = ["font", "image", "backgroundImage", "border", "shadow", "backgroundGradient"]

    /// Two themes (or a theme and a mode's overlay): `appearance` and each button merge as button
    /// layers, modes merge as themes, everything else deep-merges.
    public static func theme(_ base: JSONObject, overlay: JSONObject) -> JSONObject {
        var result = base
        for (key, value) in overlay.entries {
            guard case .object(let theirs) = value, case .object(let mine)? = result[key] else { result[key] = value; continue }
            switch key {
            case "appearance": result[key] = .object(appearance(mine, overlay: theirs))
            case "buttons": result[key] = .object(named(mine, overlay: theirs, merge: button))
            case "modes": result[key] = .object(named(mine, overlay: theirs, merge: theme))
            default: result[key] = .object(mine.merged(with: theirs))
            }
        }
        return result
    }

    /// Two `appearance` objects: the general keys and each type section merge as button layers.
    public static func appearance(_ base: JSONObject, overlay: JSONObject) -> JSONObject {
        let types = Set(ThemeSchema.appearanceTypeKeys)
        var result = base
        for (key, value) in overlay.entries where types.contains(key) {
            if case .object(let theirs) = value, case .object(let mine)? = base[key] {
                result[key] = .object(button(mine, overlay: theirs))
            } else {
                result[key] = value
            }
        }
        let general = JSONObject(overlay.entries.filter { !types.contains($0.key) })
        return button(result, overlay: general)
    }

    /// Two layers of button keys, `overlay` the more specific.
    public static func button(_ base: JSONObject, overlay: JSONObject) -> JSONObject {
        var result = base
        let perState = Set(ThemeSchema.perStateKeys)
        for (key, value) in overlay.entries {
            guard let below = result[key] else { result[key] = value; continue }
            if perState.contains(key) {
                result[key] = property(key, below: below, above: value)
            } else if case .object(let theirs) = value, case .object(let mine) = below {
                result[key] = .object(mine.merged(with: theirs))
            } else {
                result[key] = value
            }
        }
        return result
    }

    /// One per-state property: `above` over `below`, by the rules above.
    static func property(_ key: String, below: JSONValue, above: JSONValue) -> JSONValue {
        guard let aboveTable = table(above, property: key) else {
            let normalBelow = table(below, property: key)?["normal"] ?? below
            return completed(key, below: normalBelow, above: above)
        }
        var result = table(below, property: key) ?? JSONObject([("normal", below)])
        for (state, value) in aboveTable.entries {
            let same = result.keys.first { sameState($0, state) }
            let previous = same.flatMap { result[$0] }
            if let same, same != state { result[same] = nil }
            result[state] = previous.map { completed(key, below: $0, above: value) } ?? value
        }
        return .object(result)
    }

    /// `above` completed key by key by `below` when both are objects of a completing property.
    static func completed(_ key: String, below: JSONValue, above: JSONValue) -> JSONValue {
        guard completingKeys.contains(key), case .object(let mine) = below, case .object(let theirs) = above else { return above }
        return .object(mine.merged(with: theirs))
    }

    /// The state table `value` is, or nil for a bare value.
    static func table(_ value: JSONValue, property: String) -> JSONObject? {
        guard case .object(let o) = value, PerStateNormalizer.isStateTable(o, property: property) else { return nil }
        return o
    }

    static func sameState(_ a: String, _ b: String) -> Bool {
        guard let x = ControlState(name: a), let y = ControlState(name: b) else { return a == b }
        return x == y
    }

    /// Objects of `overlay` merged over those of `base` with the same name by `merge`.
    static func named(_ base: JSONObject, overlay: JSONObject,
                      merge: (JSONObject, JSONObject) -> JSONObject) -> JSONObject {
        var result = base
        for (name, value) in overlay.entries {
            if case .object(let theirs) = value, case .object(let mine)? = base[name] {
                result[name] = .object(merge(mine, theirs))
            } else {
                result[name] = value
            }
        }
        return result
    }
}
