/// DTCG 2025.10 `$ref` JSON pointers in token values and in the theme.
extension TokenResolver {
    /// A DTCG 2025.10 `{"$ref": "#/…"}`: a JSON Pointer (RFC 6901, `~1` for `/`, `~0` for `~`) into
    /// the token tree. Pointing at a token is a reference to it (`{a.b}`); pointing into a value
    /// (`#/color/brand/$value`, `…/$value/components/0`) takes that part, its own references resolved.
    /// Only pointers within the tokens (`#/…`) are read; anything else, a pointer that names nothing,
    /// and a cycle are errors.
    func resolvePointer(_ ref: JSONValue, from path: JSONPath, chain: inout [String]) -> JSONValue? {
        guard case .string(let pointer) = ref, pointer.hasPrefix("#/") else {
            sink.error(path, "a $ref must be a JSON pointer into the tokens, such as \"#/color/brand/$value\"; found "
                       + (ref.stringValue.map { "'\(UntrustedText.shown($0, limit: 80))'" } ?? ref.kindName) + via(chain))
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
            sink.error(path, "token reference cycle through $ref '\(UntrustedText.shown(pointer, limit: 80))'" + via(chain))
            return nil
        }
        var node = JSONValue.object(tree)
        for part in parts {
            if case .object(let o) = node, let next = o[part] {
                node = next
            } else if case .array(let items) = node, let i = Int(part), items.indices.contains(i) {
                node = items[i]
            } else {
                sink.error(path, "$ref '\(UntrustedText.shown(pointer, limit: 80))' names nothing in the tokens" + via(chain))
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
        return converted(part, type: type == "dimension" ? type : nil, chain: chain, at: path)
    }
}
