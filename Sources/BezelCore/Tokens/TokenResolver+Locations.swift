/// What errors about tokens say of them: each token with where it is written (`TokenLocation`), and
/// the alias chain from the theme's use site to the token at fault (docs/format.md §5.3):
/// `token {space.pad} (tokens.json: space.pad.$value): expected a dimension …, via {button.padding}
/// (tokens.json: button.padding.$value)`.
extension TokenResolver {
    /// `{name} (file: path)` — the token and where it is written, when known: the file named from the
    /// theme's folder, or only the path when it is written in the theme file itself; a `$ref` pointer
    /// as itself.
    func located(_ name: String) -> String {
        if name.hasPrefix("#/") { return "$ref '\(UntrustedText.shown(name, limit: 80))'" }
        guard let token = lookup(name)?.token, let at = TokenLocation(of: token) else { return "{\(name)}" }
        return "{\(name)} (\(at.described(from: sink.file)))"
    }

    /// `, via {a} (file: path) → {b} (…)`: the tokens whose values led from the use site to here, in
    /// order; empty when the use site named the token itself.
    func via<C: Collection<String>>(_ chain: C) -> String {
        chain.isEmpty ? "" : ", via " + chain.map(located).joined(separator: " → ")
    }

    /// Reports `error` about the last token of `chain` (a token, or a `$ref` pointer) at `path`.
    func fail(_ error: TokenConversionError, chain: [String], at path: JSONPath) {
        guard let token = chain.last else { sink.error(path, error.message); return }
        sink.error(path, "token \(located(token)): \(error.message)" + via(chain.dropLast()))
    }
}
