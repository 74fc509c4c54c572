import Bezel

/// `inspect`'s output of a `ButtonInspection`: one JSON object, or one block per state.
struct ButtonReport {
    let inspection: ButtonInspection
    /// With `--explain`: where each value comes from, added to each state as `sources`.
    var sources: AppearanceSources?

    var json: JSONObject {
        var root = inspection.json
        guard let sources, case .object(var states)? = root["states"] else { return root }
        let theme = inspection.prepared.theme
        if !theme.defaultOnlyTokens.isEmpty { root["defaultOnlyTokens"] = .array(theme.defaultOnlyTokens.map(JSONValue.string)) }
        for (name, value) in states.entries {
            guard case .object(var o) = value, let state = ControlState(name: name) else { continue }
            o["sources"] = .object(sources.json(state: state))
            states[name] = .object(o)
        }
        root["states"] = .object(states)
        return root
    }

    /// A human-readable form: one block per state, `key: value` lines.
    var text: String {
        let button = inspection.item.button
        var lines: [String] = ["\(inspection.prepared.theme.name) / \(button.name) (\(button.type.rawValue))"]
        guard case .object(let states)? = json["states"] else { return "" }
        for (state, value) in states.entries {
            lines.append("")
            lines.append("[\(state)]")
            for (k, v) in value.objectValue?.entries ?? [] where k != "sources" {
                lines.append("  \(k): \(JSONWriter.write(v, pretty: false))")
            }
            if case .object(let from)? = value.objectValue?["sources"] {
                lines.append("  from:")
                let width = from.keys.map(\.count).max() ?? 0
                for (k, v) in from.entries {
                    lines.append("    \(k.padding(toLength: width, withPad: " ", startingAt: 0))  ← \(v.stringValue ?? "")")
                }
            }
        }
        if sources != nil, !inspection.prepared.theme.defaultOnlyTokens.isEmpty {
            lines += ["", DefaultOnlyTokens.sentence(inspection.prepared.theme)]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
