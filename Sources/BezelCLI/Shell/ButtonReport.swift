import Bezel

/// `inspect`'s output of a `ButtonInspection`: one JSON object, or one block per state.
struct ButtonReport {
    let inspection: ButtonInspection

    var json: JSONObject { inspection.json }

    /// A human-readable form: one block per state, `key: value` lines.
    var text: String {
        let button = inspection.item.button
        var lines: [String] = ["\(inspection.prepared.theme.name) / \(button.name) (\(button.type.rawValue))"]
        guard case .object(let states)? = json["states"] else { return "" }
        for (state, value) in states.entries {
            lines.append("")
            lines.append("[\(state)]")
            for (k, v) in value.objectValue?.entries ?? [] {
                lines.append("  \(k): \(JSONWriter.write(v, pretty: false))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
