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
    /// The longest chain of references (or of group `$extends`) followed, so no token file can
    /// exhaust the stack.
    public static let maximumChain = InputLimits.tokenChain.value
    let sink: DiagnosticSink
    private let treePath: JSONPath
    let settings: TokenSettings
    private var conversion: TokenConversion { TokenConversion(remSize: settings.remSize) }

    /// - Parameters:
    ///   - tree: the token tree (inline `tokens` value, token files already inlined).
    ///   - treePath: where the tree sits in the document, for errors inside it.
    ///   - settings: the theme's `tokenSettings` (rem size, state names of component-state groups).
    public init(tree: JSONObject, treePath: JSONPath = JSONPath.root / "tokens", settings: TokenSettings = TokenSettings(),
                sink: DiagnosticSink) {
        self.sink = sink
        self.settings = settings
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
            return o["$ref"].flatMap { resolvePointer($0, from: path, chain: &chain) } ?? .null
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

    func resolve(_ name: String, from path: JSONPath, chain: inout [String]) -> JSONValue? {
        if let start = chain.firstIndex(of: name) {
            let cycle = (chain[start...] + [name]).map { "{\($0)}" }.joined(separator: " → ")
            sink.error(path, "token reference cycle: \(cycle)")
            return nil
        }
        guard chain.count < Self.maximumChain else {
            sink.error(path, "token references chain deeper than \(Self.maximumChain) tokens (from {\(chain[0])})" + InputLimits.tokenChain.tag)
            return nil
        }
        guard let (token, type) = lookup(name) else {
            if let group = stateGroup(name) { return resolveStates(of: group, named: name, from: path, chain: &chain) }
            var message = "reference {\(name)} names no token"
            if let near = Suggestion.closest(to: name, among: tokenNames) { message += " (did you mean {\(near)}?)" }
            sink.error(path, message)
            return nil
        }
        chain.append(name)
        defer { chain.removeLast() }
        if let deprecated = token["$deprecated"], deprecated != .bool(false) {
            sink.warning(path, "token {\(name)} is deprecated" + (deprecated.stringValue.map { ": " + UntrustedText.shown($0, limit: 200) } ?? ""))
        }
        guard let raw = token["$value"] else {
            sink.error(path, "token {\(name)} has no $value")
            return nil
        }
        let value: JSONValue
        if case .string(let s) = raw, let next = Self.referenceName(s) {
            // An alias: the token it names has already converted its value (as its own type).
            guard let v = resolve(next, from: path, chain: &chain) else { return nil }
            return modified(v, token: token, name: name, at: path)
        } else if case .string(let s) = raw, TokenMath.isExpression(s) {
            guard let v = evaluate(s, token: name, from: path, chain: &chain) else { return nil }
            value = v
        } else {
            guard let v = resolveNested(raw, from: path, chain: &chain) else { return nil }
            value = v
        }
        guard let result = converted(value, type: type, token: name, at: path) else { return nil }
        return modified(result, token: token, name: name, at: path)
    }

    /// `value` with the token's Tokens Studio colour modifier applied, if it has one.
    private func modified(_ value: JSONValue, token: JSONObject, name: String, at path: JSONPath) -> JSONValue? {
        do { return try TokensStudioModify.applied(value, token: token) } catch {
            sink.error(path, "token {\(name)}: \(error.message)")
            return nil
        }
    }

    /// `value` converted as tokens of `type` convert; a failure is an error naming the token.
    private func converted(_ value: JSONValue, type: String?, token: String, at path: JSONPath) -> JSONValue? {
        do { return try conversion.themeValue(value, type: type) } catch {
            sink.error(path, "token {\(token)}: \(error.message)")
            return nil
        }
    }

    /// A Tokens Studio expression (`"{space.base} * 2"`), its references resolved as dimensions.
    private func evaluate(_ expression: String, token: String, from path: JSONPath, chain: inout [String]) -> JSONValue? {
        var failed = false
        var inner = chain
        let result: TokenDimension
        do {
            result = try TokenMath.evaluate(expression) { (ref: String) throws(TokenConversionError) -> TokenDimension in
                guard let v = resolve(ref, from: path, chain: &inner) else { failed = true; throw TokenConversionError("") }
                guard let d = TokenDimension(v) else { throw TokenConversionError("{\(ref)} is \(v.kindName), not a number") }
                return d
            }
        } catch {
            if !failed { sink.error(path, "token {\(token)}: \(error.message)") }
            return nil
        }
        switch result.unit {
        case nil: return .number(result.value)
        case "px", "rem": return .object(JSONObject([("value", .number(result.value)), ("unit", .string(result.unit!))]))
        default: return .string(result.description)
        }
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
            return o["$ref"].flatMap { resolvePointer($0, from: path, chain: &chain) }
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
            if case .object(let o) = node, let next = o[part] {
                node = next
            } else if case .array(let items) = node, let i = Int(part), items.indices.contains(i) {
                node = items[i]
            } else {
                sink.error(path, "$ref '\(UntrustedText.shown(pointer, limit: 80))' names nothing in the tokens")
                return nil
            }
        }
        chain.append(pointer)
        defer { chain.removeLast() }
        // Into a part of a value: that part, converted as the token's type converts its parts.
        let type = token < parts.count ? lookup(parts[..<token].joined(separator: "."))?.type : nil
        // A part of a value converts as an untyped value (dimension objects become points), except in
        // dimension tokens, whose parts are dimensions.
        guard let part = resolveNested(node, from: path, chain: &chain) else { return nil }
        return converted(part, type: type == "dimension" ? type : nil, token: pointer, at: path)
    }

    /// Applies group `$extends` (deep merge, local wins), detecting cycles.
    private static func expandGroupExtends(_ group: inout JSONObject, whole: JSONObject, path: JSONPath,
                                           chain: [String], sink: DiagnosticSink) {
        if case .string(let ref)? = group["$extends"] {
            group["$extends"] = nil
            let name = referenceName(ref) ?? ref
            if chain.count >= maximumChain {
                sink.error(path / "$extends", "group $extends chain deeper than \(maximumChain) groups" + InputLimits.tokenChain.tag)
            } else if chain.contains(name) {
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
