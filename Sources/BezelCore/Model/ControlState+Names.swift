import Foundation

extension ControlState {
    /// The one message for a state name Bezel does not know, wherever it is met (a theme's per-state
    /// key or `states` list, `--state`, `inspect`/`simulate --state`, `approve --state`): the closest
    /// name or UIKit's word for it, and the names there are.
    public static func unknownNameMessage(_ name: String) -> String {
        var message = "unknown state '\(name)'"
        if let near = suggestion(for: name) {
            message += " (did you mean '\(near)'?)"
        } else if let uikit = uikitName(for: name) {
            message += " (UIKit calls it '\(uikit)')"
        }
        return message + "; states are normal, highlighted, disabled, selected, focused, hover, joined with +"
    }

    /// UIKit's name for a state other toolkits name differently (`pressed` → `highlighted`).
    package static func uikitName(for key: String) -> String? {
        switch key.lowercased().trimmingCharacters(in: .whitespaces) {
        case "pressed", "press", "active", "down", "tapped", "touched", "touch": "highlighted"
        case "checked", "toggled", "on", "activated": "selected"
        case "focus", "focus-visible": "focused"
        case "inactive": "disabled"
        default: nil
        }
    }

    /// The closest state name, also for combinations with one misspelt part.
    package static func suggestion(for key: String) -> String? {
        let parts = key.split(separator: "+").map(String.init)
        var fixed: [String] = []
        for p in parts {
            if ControlState.names.contains(p) { fixed.append(p); continue }
            guard let near = Suggestion.closest(to: p, among: ControlState.names) else { return nil }
            fixed.append(near)
        }
        // "normal" stands alone: in a combination it is dropped ("normal+highlighted" → "highlighted").
        if fixed.count > 1 { fixed.removeAll { $0 == "normal" } }
        let suggestion = fixed.joined(separator: "+")
        return suggestion == key || suggestion.isEmpty ? nil : suggestion
    }
}
