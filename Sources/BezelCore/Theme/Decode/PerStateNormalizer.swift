/// Turns per-state values into canonical state-keyed objects before layers are merged, so that a
/// button's `{"highlighted": …}` adds to (not replaces) the appearance proxy's `normal` value, as
/// UIKit's per-state setters do.
///
/// A plain value becomes `{"normal": value}`. An object is a per-state table when none of its keys
/// belong to the property's value object (`font`'s `size`, a derived colour's `shade`, …); its keys
/// must then be state names (`selected+highlighted` in any order), rewritten to canonical order.
public struct PerStateNormalizer {
    public let sink: DiagnosticSink

    public init(sink: DiagnosticSink) { self.sink = sink }

    /// Normalizes every per-state key of a button-like object (a button or an appearance layer).
    /// The titles of each locale in `localizations` are per-state tables too, so a bare localized
    /// title is checked at the same path (`….title.normal`) as a table's.
    public func normalize(_ object: JSONObject, at path: JSONPath) -> JSONObject {
        var out = object
        for key in ThemeSchema.perStateKeys {
            guard let value = object[key] else { continue }
            out[key] = .object(table(value, property: key, at: path / key))
        }
        if case .object(let locales)? = object["localizations"] {
            out["localizations"] = .object(JSONObject(locales.entries.map { locale, entry in
                guard case .object(var fields) = entry else { return (locale, entry) }
                for key in ThemeSchema.localizationKeys {
                    guard let value = fields[key] else { continue }
                    fields[key] = .object(table(value, property: key, at: path / "localizations" / locale / key))
                }
                return (locale, .object(fields))
            }))
        }
        return out
    }

    /// The canonical table for one property's value.
    public func table(_ value: JSONValue, property: String, at path: JSONPath) -> JSONObject {
        guard case .object(let o) = value, Self.isStateTable(o, property: property) else {
            return JSONObject([("normal", value)])
        }
        var out = JSONObject()
        var seen: [ControlState: String] = [:]
        // An object without a single state-like key is a value object with a wrong key, not a table.
        let valueKeys = (ThemeSchema.valueObjectKeys[property] ?? []).sorted()
        let looksLikeValue = !valueKeys.isEmpty && !o.keys.contains { ControlState(name: $0) != nil || ControlState.suggestion(for: $0) != nil || ControlState.uikitName(for: $0) != nil }
        for (key, v) in o.entries {
            guard let state = ControlState(name: key) else {
                if looksLikeValue, let hint = KeyPlacement.hint(for: key, in: property) {
                    sink.error(path / key, hint)
                    continue
                }
                if looksLikeValue {
                    sink.error(path / key, "unknown \(property) key '\(key)'; \(property) keys are \(valueKeys.joined(separator: ", ")) (or give a table of states)")
                    continue
                }
                sink.error(path / key, ControlState.unknownNameMessage(key))
                continue
            }
            if let earlier = seen[state] {
                sink.error(path / key, "state '\(key)' is the same as '\(earlier)'")
                continue
            }
            seen[state] = key
            out[state.name] = v
        }
        return out
    }

    /// Whether `o`, the value of `property`, is a state table: none of its keys belongs to the
    /// property's value object. The one test, shared with `AppearanceCascade`.
    static func isStateTable(_ o: JSONObject, property: String) -> Bool {
        let valueKeys = ThemeSchema.valueObjectKeys[property] ?? []
        return !o.keys.contains(where: valueKeys.contains)
    }
}
