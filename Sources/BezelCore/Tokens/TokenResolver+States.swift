/// Component-state groups: a reference to a group whose children are per-state tokens
/// (`button.primary.bgColor.{rest, hover, active, disabled, selected}`) stands for the per-state
/// table of those tokens, keyed by UIKit state names (`TokenSettings.states`), so a button binds all
/// its states in one line: `"backgroundColor": "{button.primary.bgColor}"`.
extension TokenResolver {
    /// The group `name` names when it is one (no `$value`, at least one child token), else nil.
    func stateGroup(_ name: String) -> JSONObject? {
        var node = tree
        for part in name.split(separator: ".", omittingEmptySubsequences: false) {
            guard case .object(let child)? = node[String(part)] else { return nil }
            node = child
        }
        guard node["$value"] == nil, node["$root"] == nil,
              node.entries.contains(where: { !$0.key.hasPrefix("$") && $0.value.objectValue?["$value"] != nil }) else { return nil }
        return node
    }

    /// `{ state: value }` for each child token, mapped through the settings' state names (matched as
    /// written, else case-insensitively: `Rest`, `Pressed`); a child that names no state (and is not
    /// mapped to null) is an error listing the names that map, and two children standing for one
    /// state are an error naming both.
    func resolveStates(of group: JSONObject, named name: String, from path: JSONPath, chain: inout [String]) -> JSONValue? {
        var table = JSONObject()
        var childOf: [String: String] = [:]
        var ok = true
        for (key, value) in group.entries where !key.hasPrefix("$") {
            guard let mapped = settings.state(forChild: key) else {
                sink.error(path, "{\(name)} is a group, not a token; its child '\(UntrustedText.shown(key, limit: 40))' names no state, "
                           + "so it cannot be read as per-state values (map it in tokenSettings.states, to a state or to null)" + via(chain))
                ok = false
                continue
            }
            guard let state = mapped else { continue }
            guard value.objectValue?["$value"] != nil else {
                sink.error(path, "{\(name).\(key)} is a group; a component-state group's children must be tokens" + via(chain))
                ok = false
                continue
            }
            if let other = childOf[state] {
                sink.error(path, "{\(name)} sets state \(state) twice: its children '\(UntrustedText.shown(other, limit: 40))' and "
                           + "'\(UntrustedText.shown(key, limit: 40))' both stand for it (map one to another state or to null in tokenSettings.states)" + via(chain))
                ok = false
                continue
            }
            childOf[state] = key
            guard let v = resolve(name + "." + key, from: path, chain: &chain) else { ok = false; continue }
            table[state] = v
        }
        return ok ? .object(table) : nil
    }
}
