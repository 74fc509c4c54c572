/// DTCG 2025.10 group inheritance: `"$extends": "{other.group}"` on a group deep-merges that group
/// under it (local tokens win), and a group's `"$ref": "#/other/group"` (JSON Schema's spelling of the
/// same, which the format says is equivalent) does too. An object with `$ref` and no `$value` that
/// points at a token (`"alias": {"$ref": "#/base"}`) is an alias of it. A target that is missing,
/// a token named by `$extends`, an ancestor of the group (it would contain itself) and a cycle are
/// errors, each reported once at the group that writes it.
struct TokenGroupExtends {
    let whole: JSONObject
    let treePath: JSONPath
    let sink: DiagnosticSink
    private let memo = Memo()

    init(_ tree: JSONObject, at treePath: JSONPath, sink: DiagnosticSink) {
        self.whole = tree; self.treePath = treePath; self.sink = sink
    }

    /// The whole tree with every group's `$extends` applied.
    func expanded() -> JSONObject { expand(whole, name: "", stack: []) }

    private func path(of name: String) -> JSONPath {
        name.split(separator: ".", omittingEmptySubsequences: false).reduce(treePath) { $0 / String($1) }
    }

    private func expand(_ group: JSONObject, name: String, stack: [String]) -> JSONObject {
        if let done = memo.groups[name] { return done }
        var group = group
        if let target = target(of: &group, name: name) {
            group = inherit(target.name, key: target.key, into: group, name: name, stack: stack)
        }
        for (key, value) in group.entries where !key.hasPrefix("$") {
            guard case .object(let child) = value else { continue }
            let childName = name.isEmpty ? key : name + "." + key
            if child["$value"] == nil, child["$ref"] != nil, let alias = alias(child, name: childName) {
                group[key] = .object(alias)
            } else if child["$value"] == nil {
                group[key] = .object(expand(child, name: childName, stack: stack + [name]))
            }
        }
        memo.groups[name] = group
        return group
    }

    /// The group name `$extends` (or a group's `$ref`) names, taken out of `group`, with the key it is
    /// written under; nil when there is none (or after reporting one that names no group).
    private func target(of group: inout JSONObject, name: String) -> (name: String, key: String)? {
        let key = group["$extends"] != nil ? "$extends" : "$ref"
        guard let written = group[key] else { return nil }
        group[key] = nil
        var string = written.stringValue
        if string == nil, case .object(let o) = written, o.keys == ["$ref"] { string = o["$ref"]?.stringValue }
        if let s = string, let pointer = Self.pointerName(s) { return (pointer, key) }
        if let s = string, key == "$extends" { return (TokenResolver.referenceName(s) ?? s, key) }
        sink.error(path(of: name) / key, "\(key) must name a group, as \"{group.name}\" or \"#/group/name\"; found "
                   + (string.map { "'\(UntrustedText.shown($0, limit: 80))'" } ?? written.kindName))
        return nil
    }

    /// `group` deep-merged over the group `target` (itself expanded), or `group` alone after reporting
    /// why not.
    private func inherit(_ target: String, key: String, into group: JSONObject, name: String, stack: [String]) -> JSONObject {
        let at = path(of: name) / key
        let chain = stack.filter { !$0.isEmpty } + [name]
        if target == name || name.hasPrefix(target + ".") || (target.isEmpty && !name.isEmpty) {
            sink.error(at, "group {\(name)} extends {\(target)}, which contains it: a group cannot extend itself or a group around it")
        } else if let start = chain.firstIndex(of: target) {
            if !chain[start...].contains(where: memo.failed.contains) {
                sink.error(at, "group $extends cycle: " + (chain[start...] + [target]).map { "{\($0)}" }.joined(separator: " → "))
            }
            memo.failed.formUnion(chain[start...])
        } else if chain.count >= TokenResolver.maximumChain {
            sink.error(at, "group $extends chain deeper than \(TokenResolver.maximumChain) groups" + InputLimits.tokenChain.tag)
        } else if case .object(let base)? = Self.node(target, in: whole), base["$value"] == nil {
            return expand(base, name: target, stack: stack + [name]).merged(with: group)
        } else {
            sink.error(at, Self.node(target, in: whole) == nil ? "\(key) {\(target)} names no group" : "\(key) {\(target)} names a token, not a group")
        }
        return group
    }

    /// An object `{"$ref": pointer, …}` without `$value` that points at a token, or into a value: an
    /// alias token; nil when it points at a group (then it extends it).
    private func alias(_ object: JSONObject, name: String) -> JSONObject? {
        guard case .string(let pointer)? = object["$ref"], let target = Self.pointerName(pointer),
              case .object(let node)? = Self.node(target, in: whole), node["$value"] != nil || pointer.contains("/$value") else {
            return nil
        }
        var token = object
        token["$ref"] = nil
        if let child = token.keys.first(where: { !$0.hasPrefix("$") }) {
            sink.error(path(of: name) / child, "{\(name)} is an alias ($ref to a token) and cannot hold tokens of its own")
        }
        token["$value"] = pointer.contains("/$value") ? .object(JSONObject([("$ref", .string(pointer))])) : .string("{\(target)}")
        return token
    }

    /// `#/a/b` → `a.b` (the token or group a pointer into the tokens names); nil for any other string.
    static func pointerName(_ pointer: String) -> String? {
        guard pointer.hasPrefix("#/") else { return nil }
        let parts = pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
        return parts.prefix { $0 != "$value" }.joined(separator: ".")
    }

    static func node(_ name: String, in tree: JSONObject) -> JSONValue? {
        var node: JSONValue = .object(tree)
        for part in name.split(separator: ".", omittingEmptySubsequences: false) where !name.isEmpty {
            guard case .object(let o) = node, let next = o[String(part)] else { return nil }
            node = next
        }
        return node
    }
}

/// Groups already expanded (by name), and the groups of a reported cycle.
private final class Memo {
    var groups: [String: JSONObject] = [:]
    var failed: Set<String> = []
}
