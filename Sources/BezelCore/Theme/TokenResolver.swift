/// Resolves DTCG design-token references (`"{color.brand}"`) in a theme document.
///
/// The token tree follows the DTCG 2025.10 format: an object with `$value` is a token, any other object
/// is a group; `$type` is inherited from groups; `$root` names a group's own value; group `$extends`
/// deep-merges another group. References chain until an explicit value; a cycle or a dangling
/// reference is an error naming both ends. DTCG values become theme values on substitution:
/// dimensions become points (`rem` = 16 px), font families join into a family list, typography
/// becomes a `font` object.
public struct TokenResolver {
    public let tree: JSONObject
    private let sink: DiagnosticSink
    private let treePath: JSONPath

    /// - Parameters:
    ///   - tree: the token tree (inline `tokens` value, token files already inlined).
    ///   - treePath: where the tree sits in the document, for errors inside it.
    public init(tree: JSONObject, treePath: JSONPath = JSONPath.root / "tokens", sink: DiagnosticSink) {
        self.sink = sink
        self.treePath = treePath
        var expanded = tree
        TokenResolver.expandGroupExtends(&expanded, whole: tree, path: treePath, chain: [], sink: sink)
        self.tree = expanded
    }

    /// The reference name in `"{a.b}"`, or nil when `string` is not a whole-string reference.
    public static func referenceName(_ string: String) -> String? {
        guard string.count >= 3, string.first == "{", string.last == "}" else { return nil }
        let inner = string.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}"), !inner.isEmpty else { return nil }
        return String(inner).trimmingCharacters(in: .whitespaces)
    }

    /// Replaces every reference in `value` (at `path`), reporting errors to the sink; a value whose
    /// reference fails becomes `.null` so later passes skip it without a second message.
    public func substitute(_ value: JSONValue, at path: JSONPath) -> JSONValue {
        switch value {
        case .string(let s):
            guard let name = Self.referenceName(s) else { return value }
            var chain: [String] = []
            return resolve(name, from: path, chain: &chain) ?? .null
        case .object(let o) where o.keys == ["$ref"]:
            var chain: [String] = []
            return resolvePointer(o["$ref"]!, from: path, chain: &chain) ?? .null
        case .array(let items):
            return .array(items.enumerated().map { substitute($1, at: path.appending(index: $0)) })
        case .object(let object):
            return .object(JSONObject(object.entries.map { ($0.key, substitute($0.value, at: path / $0.key)) }))
        default:
            return value
        }
    }

    /// Every token name in the tree (for "did you mean").
    public var tokenNames: [String] {
        var names: [String] = []
        func walk(_ o: JSONObject, _ prefix: String) {
            for (k, v) in o.entries where !k.hasPrefix("$") || k == "$root" {
                guard case .object(let child) = v else { continue }
                let name = prefix.isEmpty ? k : prefix + "." + k
                if child["$value"] != nil { names.append(name) } else { walk(child, name) }
            }
        }
        walk(tree, "")
        return names
    }

    private func lookup(_ name: String) -> (token: JSONObject, type: String?)? {
        var node = tree
        var inheritedType = tree["$type"]?.stringValue
        for part in name.split(separator: ".", omittingEmptySubsequences: false) {
            guard case .object(let child)? = node[String(part)] else { return nil }
            if let t = node["$type"]?.stringValue { inheritedType = t }
            node = child
        }
        if node["$value"] == nil, case .object(let root)? = node["$root"], root["$value"] != nil {
            return (root, root["$type"]?.stringValue ?? node["$type"]?.stringValue ?? inheritedType)
        }
        guard node["$value"] != nil else { return nil }
        return (node, node["$type"]?.stringValue ?? inheritedType)
    }

    private func resolve(_ name: String, from path: JSONPath, chain: inout [String]) -> JSONValue? {
        if let start = chain.firstIndex(of: name) {
            let cycle = (chain[start...] + [name]).map { "{\($0)}" }.joined(separator: " → ")
            sink.error(path, "token reference cycle: \(cycle)")
            return nil
        }
        guard let (token, type) = lookup(name) else {
            var message = "reference {\(name)} names no token"
            if let near = Suggestion.closest(to: name, among: tokenNames) { message += " (did you mean {\(near)}?)" }
            sink.error(path, message)
            return nil
        }
        chain.append(name)
        defer { chain.removeLast() }
        let raw = token["$value"]!
        let value: JSONValue
        if case .string(let s) = raw, let next = Self.referenceName(s) {
            guard let v = resolve(next, from: path, chain: &chain) else { return nil }
            value = v
        } else {
            value = resolveNested(raw, from: path, chain: &chain) ?? .null
        }
        return Self.themeValue(value, type: type)
    }

    private func resolveNested(_ value: JSONValue, from path: JSONPath, chain: inout [String]) -> JSONValue? {
        switch value {
        case .string(let s):
            guard let name = Self.referenceName(s) else { return value }
            return resolve(name, from: path, chain: &chain)
        case .array(let items):
            var out: [JSONValue] = []
            for item in items { guard let v = resolveNested(item, from: path, chain: &chain) else { return nil }; out.append(v) }
            return .array(out)
        case .object(let o) where o.keys == ["$ref"]:
            return resolvePointer(o["$ref"]!, from: path, chain: &chain)
        case .object(let o):
            var out = JSONObject()
            for (k, v) in o.entries { guard let r = resolveNested(v, from: path, chain: &chain) else { return nil }; out[k] = r }
            return .object(out)
        default: return value
        }
    }

    /// A DTCG 2025.10 `{"$ref": "#/…"}`: a JSON Pointer (RFC 6901, `~1` for `/`, `~0` for `~`) into
    /// the token tree. Pointing at a token is a reference to it (`{a.b}`); pointing into a value
    /// (`#/color/brand/$value`, `…/$value/components/0`) takes that part, its own references resolved.
    /// Only pointers within the tokens (`#/…`) are read; anything else, a pointer that names nothing,
    /// and a cycle are errors.
    private func resolvePointer(_ ref: JSONValue, from path: JSONPath, chain: inout [String]) -> JSONValue? {
        guard case .string(let pointer) = ref, pointer.hasPrefix("#/") else {
            sink.error(path, "a $ref must be a JSON pointer into the tokens, such as \"#/color/brand/$value\"; found "
                       + (ref.stringValue.map { "'\(UntrustedText.shown($0, limit: 80))'" } ?? ref.kindName))
            return nil
        }
        let parts = pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
        // At a token or its whole value: a reference to the token (typed as the token is).
        let token = parts.firstIndex(of: "$value") ?? parts.count
        if token >= parts.count - 1, !parts[..<token].contains(where: { $0.hasPrefix("$") }) {
            return resolve(parts[..<token].joined(separator: "."), from: path, chain: &chain)
        }
        if chain.contains(pointer) {
            sink.error(path, "token reference cycle through $ref '\(UntrustedText.shown(pointer, limit: 80))'")
            return nil
        }
        var node = JSONValue.object(tree)
        for part in parts {
            switch node {
            case .object(let o) where o[part] != nil: node = o[part]!
            case .array(let items) where Int(part).map(items.indices.contains) == true: node = items[Int(part)!]
            default:
                sink.error(path, "$ref '\(UntrustedText.shown(pointer, limit: 80))' names nothing in the tokens")
                return nil
            }
        }
        chain.append(pointer)
        defer { chain.removeLast() }
        // Into a part of a value: that part, converted as the token's type converts its parts.
        let type = token < parts.count ? lookup(parts[..<token].joined(separator: "."))?.type : nil
        return resolveNested(node, from: path, chain: &chain).map { Self.themeValue($0, type: type) }
    }

    /// Converts a DTCG token value of `type` into the value a theme key expects.
    static func themeValue(_ value: JSONValue, type: String?) -> JSONValue {
        switch (type, value) {
        case (_, .object(let o)) where o.keys.sorted() == ["unit", "value"]:
            guard let n = o["value"]?.numberValue, let unit = o["unit"]?.stringValue else { return value }
            return .number(unit == "rem" ? n * 16 : n)
        case ("fontFamily", .array(let names)):
            return .string(names.compactMap(\.stringValue).joined(separator: ", "))
        case ("fontWeight", .string(let s)):
            return FontWeightName.weight(named: s).map { .number(Double($0)) } ?? value
        case ("typography", .object(let o)):
            var font = JSONObject()
            if let f = o["fontFamily"] { font["family"] = themeValue(f, type: "fontFamily") }
            if let s = o["fontSize"] { font["size"] = themeValue(s, type: "dimension") }
            if let w = o["fontWeight"] { font["weight"] = themeValue(w, type: "fontWeight") }
            if let l = o["letterSpacing"] { font["letterSpacing"] = themeValue(l, type: "dimension") }
            // DTCG's lineHeight is a multiple of the font size; without a size it cannot be points, and
            // the font decoder then refuses it (a string) instead of reading 1.4 as 1.4 pt.
            if case .number(let m)? = o["lineHeight"] {
                font["lineHeight"] = font["size"]?.numberValue.map { .number(m * $0) }
                    ?? .string("\(JSONWriter.number(m)) × the font size, but the typography token has no fontSize")
            } else if let h = o["lineHeight"] {
                font["lineHeight"] = h
            }
            return .object(font)
        default:
            return value
        }
    }

    /// Applies group `$extends` (deep merge, local wins), detecting cycles.
    private static func expandGroupExtends(_ group: inout JSONObject, whole: JSONObject, path: JSONPath,
                                           chain: [String], sink: DiagnosticSink) {
        if case .string(let ref)? = group["$extends"] {
            group["$extends"] = nil
            let name = referenceName(ref) ?? ref
            if chain.contains(name) {
                sink.error(path / "$extends", "group $extends cycle: " + (chain + [name]).map { "{\($0)}" }.joined(separator: " → "))
            } else if case .object(var base)? = lookupGroup(name, in: whole), base["$value"] == nil {
                expandGroupExtends(&base, whole: whole, path: path, chain: chain + [name], sink: sink)
                group = base.merged(with: group)
            } else {
                sink.error(path / "$extends", "$extends {\(name)} names no group")
            }
        }
        for (key, value) in group.entries where !key.hasPrefix("$") {
            guard case .object(var child) = value, child["$value"] == nil else { continue }
            expandGroupExtends(&child, whole: whole, path: path / key, chain: chain, sink: sink)
            group[key] = .object(child)
        }
    }

    private static func lookupGroup(_ name: String, in tree: JSONObject) -> JSONValue? {
        var node: JSONValue = .object(tree)
        for part in name.split(separator: ".") {
            guard case .object(let o) = node, let next = o[String(part)] else { return nil }
            node = next
        }
        return node
    }
}

/// DTCG font-weight names and their numeric weights.
public enum FontWeightName {
    static let table: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]
    /// The weight for a DTCG weight name, or nil.
    public static func weight(named name: String) -> Int? { table[name] }
    public static var names: [String] { table.keys.sorted() }
}
