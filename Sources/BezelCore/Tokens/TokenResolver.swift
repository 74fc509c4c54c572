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
    let strict: StrictMode?
    private let record = UsedTokens()
    private var conversion: TokenConversion { TokenConversion(remSize: settings.remSize) }

    /// The names of the tokens resolved so far (directly, or on the way through aliases).
    public var used: Set<String> { record.names }

    /// - Parameters:
    ///   - tree: the token tree (inline `tokens` value, token files already inlined).
    ///   - treePath: where the tree sits in the document, for errors inside it.
    ///   - settings: the theme's `tokenSettings` (rem size, state names of component-state groups).
    ///   - strict: a mode held to its own resolution, whose missing tokens an error names as such.
    public init(tree: JSONObject, treePath: JSONPath = JSONPath.root / "tokens", settings: TokenSettings = TokenSettings(),
                sink: DiagnosticSink, strict: StrictMode? = nil) {
        self.sink = sink
        self.settings = settings
        self.strict = strict
        self.treePath = treePath
        self.tree = TokenGroupExtends(tree, at: treePath, sink: sink).expanded()
    }

    /// The reference name in `"{a.b}"`, or nil when `string` is not a whole-string reference.
    public static func referenceName(_ string: String) -> String? {
        // Most strings are not references: their first or last byte says so without counting characters.
        guard string.utf8.first == UInt8(ascii: "{"), string.utf8.last == UInt8(ascii: "}") else { return nil }
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
            return .array(items.enumerated().map { Self.isPlain($1) ? $1 : substitute($1, at: path.appending(index: $0)) })
        case .object(let object):
            return .object(JSONObject(object.entries.map { Self.isPlain($0.value) ? $0 : ($0.key, substitute($0.value, at: path / $0.key)) }))
        default:
            return value
        }
    }

    /// A value with nothing to substitute (a number, a boolean, null, a string that is no
    /// reference): kept as it is, without making its path.
    private static func isPlain(_ value: JSONValue) -> Bool {
        switch value {
        case .number, .bool, .null: true
        case .string(let s): referenceName(s) == nil
        case .array, .object: false
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

    func lookup(_ name: String) -> (token: JSONObject, type: String?)? {
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
            let cycle = chain[start...].map(located).joined(separator: " → ") + " → {\(name)}"
            sink.error(path, "token reference cycle: \(cycle)" + via(Array(chain[..<start])))
            return nil
        }
        guard chain.count < Self.maximumChain else {
            sink.error(path, "token references chain deeper than \(Self.maximumChain) tokens (from \(located(chain[0])))" + InputLimits.tokenChain.tag)
            return nil
        }
        guard let (token, type) = lookup(name) else {
            if let group = stateGroup(name) { return resolveStates(of: group, named: name, from: path, chain: &chain) }
            var message = "reference {\(name)} names no token"
            if let strict, strict.missing.contains(name) {
                message += " in mode '\(strict.mode)': only the token file's default resolution defines it, and tokenSettings.strictModes is true"
            } else if let near = Suggestion.closest(to: name, among: tokenNames) { message += " (did you mean {\(near)}?)" }
            sink.error(path, message + via(chain))
            return nil
        }
        chain.append(name)
        defer { chain.removeLast() }
        record.insert(name)
        if let deprecated = token["$deprecated"], deprecated != .bool(false) {
            sink.warning(path, "token \(located(name)) is deprecated" + (deprecated.stringValue.map { ": " + UntrustedText.shown($0, limit: 200) } ?? "")
                         + via(chain.dropLast()))
        }
        if StyleDictionaryUnits.isUnitless(token), StyleDictionaryUnits.isLength(path), let n = token["$value"]?.numberValue {
            sink.warning(path, "token \(located(name)) is a bare number \(JSONWriter.number(n)) in a value/type file, outside Style Dictionary's "
                         + "size category, so nothing says its unit: read as \(JSONWriter.number(n)) points (write \"\(JSONWriter.number(n))px\", or "
                         + "put it under size to mean rem)" + via(chain.dropLast()))
        }
        guard let raw = token["$value"] else {
            sink.error(path, "token \(located(name)) has no $value" + via(chain.dropLast()))
            return nil
        }
        let value: JSONValue
        if case .string(let s) = raw, let next = Self.referenceName(s) {
            // An alias: the token it names has already converted its value (as its own type).
            guard let v = resolve(next, from: path, chain: &chain) else { return nil }
            return modified(v, token: token, chain: chain, at: path)
        } else if case .string(let s) = raw, TokenMath.isExpression(s) {
            guard let v = evaluate(s, from: path, chain: &chain) else { return nil }
            value = v
        } else {
            guard let v = resolveNested(raw, from: path, chain: &chain) else { return nil }
            value = v
        }
        guard let result = converted(value, type: type, chain: chain, at: path) else { return nil }
        return modified(result, token: token, chain: chain, at: path)
    }

    /// `value` with the token's Tokens Studio colour modifier applied, if it has one (the token is the
    /// last of `chain`).
    private func modified(_ value: JSONValue, token: JSONObject, chain: [String], at path: JSONPath) -> JSONValue? {
        do { return try TokensStudioModify.applied(value, token: token) } catch {
            fail(error, chain: chain, at: path)
            return nil
        }
    }

    /// `value` converted as tokens of `type` convert; a failure is an error naming the token (the last of `chain`).
    func converted(_ value: JSONValue, type: String?, chain: [String], at path: JSONPath) -> JSONValue? {
        do {
            let result = try conversion.themeValue(value, type: type)
            // A colour's malformed hex fallback beside a colour space is never read: said once, here, and dropped.
            if type == "color", case .object(var o) = result, let ignored = (try? DTCGColor.parse(o))?.ignoredHex, let token = chain.last {
                sink.warning(path, "token \(located(token)): \(ignored)" + via(chain.dropLast()))
                o["hex"] = nil
                return .object(o)
            }
            return result
        } catch {
            fail(error, chain: chain, at: path)
            return nil
        }
    }

    /// A Tokens Studio expression (`"{space.base} * 2"`), its references resolved as dimensions; the
    /// token it is the value of is the last of `chain`.
    private func evaluate(_ expression: String, from path: JSONPath, chain: inout [String]) -> JSONValue? {
        var failed = false
        var inner = chain
        var result: TokenDimension
        do {
            result = try TokenMath.evaluate(expression) { (ref: String) throws(TokenConversionError) -> TokenDimension in
                guard let v = resolve(ref, from: path, chain: &inner) else { failed = true; throw TokenConversionError("") }
                guard let d = TokenDimension(v) else { throw TokenConversionError("{\(ref)} is \(v.kindName), not a number") }
                return d
            }
        } catch {
            if !failed { fail(error, chain: chain, at: path) }
            return nil
        }
        result.value = TokenMathFunctions.fixed3(result.value)
        switch result.unit {
        case nil: return .number(result.value)
        case "px", "rem": return .object(JSONObject([("value", .number(result.value)), ("unit", .string(result.unit!))]))
        default: return .string(result.description)
        }
    }

    func resolveNested(_ value: JSONValue, from path: JSONPath, chain: inout [String]) -> JSONValue? {
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
}

/// The tokens a resolver has resolved, shared by its copies.
private final class UsedTokens: @unchecked Sendable {
    private(set) var names: Set<String> = []
    func insert(_ name: String) { names.insert(name) }
}
