/// The steps of a resolver's `resolutionOrder`: references to sets and modifiers, or inline ones.
extension ResolverFile {
    func step(_ item: JSONValue, at path: JSONPath, sets: JSONObject, modifiers: JSONObject) -> Step? {
        guard case .object(let o) = item else { sink.error(path, "expected {\"$ref\": …} or an inline set or modifier, found \(item.kindName)"); return nil }
        if case .string(let ref)? = o["$ref"] {
            if ref.hasPrefix("#/sets/"), case .object(let set)? = sets[String(ref.dropFirst(7))] {
                return setStep(set, at: JSONPath.root / "sets" / String(ref.dropFirst(7)))
            }
            if ref.hasPrefix("#/modifiers/"), case .object(let m)? = modifiers[String(ref.dropFirst(12))] {
                let name = String(ref.dropFirst(12))
                return modifier(m, named: name, at: JSONPath.root / "modifiers" / name).map(Step.modifier)
            }
            sink.error(path / "$ref", "'\(UntrustedText.shown(ref, limit: 80))' names no set or modifier of this resolver")
            return nil
        }
        switch o["type"] {
        case .string("set"): return setStep(o, at: path)
        case .string("modifier"):
            guard let name = o["name"]?.stringValue else { sink.error(path / "name", "an inline modifier needs a name"); return nil }
            return modifier(o, named: name, at: path).map(Step.modifier)
        default:
            sink.error(path, "expected {\"$ref\": \"#/sets/…\"}, {\"$ref\": \"#/modifiers/…\"} or an object with \"type\": \"set\" or \"modifier\"")
            return nil
        }
    }

    private func setStep(_ set: JSONObject, at path: JSONPath) -> Step? {
        guard case .array(let sources)? = set["sources"] else { sink.error(path / "sources", "a set needs a sources array"); return nil }
        return .set(sources, path / "sources")
    }

    /// A modifier: at least one context (a single one is a warning: it changes nothing), and a
    /// `default` naming one of them (the first when there is no `default`, with a warning).
    private func modifier(_ o: JSONObject, named name: String, at path: JSONPath) -> Modifier? {
        guard case .object(let contexts)? = o["contexts"], !contexts.isEmpty else {
            sink.error(path / "contexts", "a modifier needs at least one context")
            return nil
        }
        var list: [(name: String, sources: [JSONValue])] = []
        for (context, sources) in contexts.entries {
            guard case .array(let s) = sources else { sink.error(path / "contexts" / context, "a context is an array of sources"); return nil }
            for (i, source) in s.enumerated() {
                if case .string(let ref)? = source.objectValue?["$ref"], ref.hasPrefix("#/modifiers/") {
                    sink.error((path / "contexts" / context).appending(index: i) / "$ref", "a context must not refer to a modifier")
                    return nil
                }
            }
            list.append((context, s))
        }
        if list.count == 1 { sink.warning(path / "contexts", "modifier '\(UntrustedText.shown(name, limit: 80))' has one context, so it makes no mode") }
        let defaultContext: String
        if case .string(let d)? = o["default"] {
            guard list.contains(where: { $0.name == d }) else {
                sink.error(path / "default", "default '\(UntrustedText.shown(d, limit: 80))' is not one of the contexts " + list.map(\.name).joined(separator: ", "))
                return nil
            }
            defaultContext = d
        } else {
            defaultContext = list[0].name
            sink.warning(path / "default", "modifier '\(UntrustedText.shown(name, limit: 80))' has no default; its first context '\(defaultContext)' is the theme's tokens")
        }
        return Modifier(name: name, contexts: list, defaultContext: defaultContext, path: path)
    }
}
