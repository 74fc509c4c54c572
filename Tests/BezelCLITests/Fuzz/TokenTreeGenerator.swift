import BezelCore
import BezelTestSupport

/// A DTCG token tree with groups of every type (`$type` on the group, sometimes on the token),
/// aliases between tokens (chains, sometimes a cycle or a missing name), `$root`, group
/// `$extends` and `$ref`, and the names of its tokens by type, so a theme can refer to them.
struct TokenTree {
    var tree: JSONObject = JSONObject()
    /// Token names (`color.t0`) by type.
    var names: [String: [String]] = [:]

    /// A reference `{name}` to a token of `type`, or a hostile one now and then.
    func reference(_ type: String, _ r: inout SplitMix64) -> JSONValue? {
        guard let list = names[type], !list.isEmpty else { return nil }
        if r.chance(0.003) { return .string(r.pick(["{nowhere.token}", "{\(list[0])", "{}", "{\(r.pick(TokenValueGenerator.types)).t0}"])) }
        return .string("{\(r.pick(list))}")
    }
}

enum TokenTreeGenerator {
    /// A tree with a group of each type that `r` chooses (colours and dimensions always), each of
    /// 1…4 tokens; `prefix` keeps the names of several files of one set apart where they should be.
    static func tree(_ r: inout SplitMix64, typesWanted: Int = 6, prefix: String = "") -> TokenTree {
        var result = TokenTree()
        var types = ["color", "dimension"]
        for type in TokenValueGenerator.types.shuffled(using: &r) where types.count < typesWanted && !types.contains(type) { types.append(type) }
        for type in types {
            var group = JSONObject()
            if r.chance(0.9) { group.entries.append((key: "$type", value: .string(type))) }
            let typed = group.entries.isEmpty
            for i in 0..<(1 + r.below(4)) {
                let name = "\(prefix)t\(i)"
                var token = JSONObject([(key: "$value", value: TokenValueGenerator.value(of: type, &r))])
                if typed || r.chance(0.05) { token.entries.append((key: "$type", value: .string(type))) }
                if r.chance(0.1) { token.entries.append((key: "$description", value: "fuzz")) }
                group.entries.append((key: name, value: .object(token)))
                result.names[type, default: []].append("\(type).\(name)")
            }
            addAlias(to: &group, type: type, result: &result, &r)
            result.tree.entries.append((key: type, value: .object(group)))
        }
        addGroupReuse(&result, &r)
        return result
    }

    /// An alias chain `a → b → t0`, sometimes a cycle, sometimes a `$root` token.
    static func addAlias(to group: inout JSONObject, type: String, result: inout TokenTree, _ r: inout SplitMix64) {
        guard r.chance(0.5) else { return }
        let target = r.chance(0.99) ? "{\(type).t0}" : "{\(type).\(r.pick(["b", "a"]))}"
        group.entries.append((key: "b", value: ["$value": .string(target)]))
        group.entries.append((key: "a", value: ["$value": .string("{\(type).b}")]))
        result.names[type, default: []] += ["\(type).a", "\(type).b"]
        if r.chance(0.3) {
            group.entries.append((key: "g", value: ["$root": ["$value": .string("{\(type).t0}")], "x": ["$value": .string("{\(type).t0}")]]))
            result.names[type, default: []] += ["\(type).g", "\(type).g.x"]
        }
    }

    /// A group that reuses another by `$extends` (three spellings) or `$ref`, sometimes in a cycle.
    static func addGroupReuse(_ result: inout TokenTree, _ r: inout SplitMix64) {
        guard r.chance(0.4), let colors = result.tree["color"]?.objectValue else { return }
        let spelling = r.pick([("$extends", "{color}"), ("$extends", "color"), ("$extends", "#/color"), ("$ref", "#/color")])
        var group = JSONObject([(key: spelling.0, value: .string(spelling.1))])
        if r.chance(0.7) { group.entries.append((key: "t0", value: ["$type": "color", "$value": TokenValueGenerator.color(&r)])) }
        if r.chance(0.01) {
            group.entries.append((key: "loop", value: ["$extends": "{palette}"]))
        }
        result.tree.entries.append((key: "palette", value: .object(group)))
        for entry in colors.entries where !entry.key.hasPrefix("$") && entry.key.hasPrefix("t") {
            result.names["color", default: []].append("palette.\(entry.key)")
        }
    }
}
