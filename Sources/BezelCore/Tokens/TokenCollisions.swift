/// Tokens set twice when several token files are merged into one set (`tokens` as a list or a glob):
/// the later file wins, as Style Dictionary merges its `source` files, and a warning at the later
/// token names the earlier one, when the two values differ (or one is a token and the other a group).
enum TokenCollisions {
    /// Reports every token of `tree` that `earlier` already sets differently.
    static func report(_ tree: JSONObject, over earlier: JSONObject, sink: DiagnosticSink, prefix: String = "") {
        for (key, value) in tree.entries where !key.hasPrefix("$") || key == "$root" {
            guard case .object(let mine) = value, case .object(let theirs)? = earlier[key] else { continue }
            let name = prefix.isEmpty ? key : prefix + "." + key
            switch (mine["$value"], theirs["$value"]) {
            case (nil, nil): report(mine, over: theirs, sink: sink, prefix: name)
            case (let a?, let b?) where a == b: continue
            default:
                let here = TokenLocation(of: mine) ?? TokenLocation(of: firstToken(in: mine) ?? JSONObject())
                let there = TokenLocation(of: theirs) ?? TokenLocation(of: firstToken(in: theirs) ?? JSONObject())
                let earlier = there?.described(from: sink.file) ?? "an earlier file"
                let what = mine["$value"] == nil ? "group {\(name)} replaces the token in \(earlier)"
                    : theirs["$value"] == nil ? "token {\(name)} replaces the group in \(earlier)" : "token {\(name)} is set again (it is also in \(earlier))"
                sink.append([Diagnostic(file: here?.file ?? sink.file, path: here?.path ?? "",
                                        message: "\(what); this later file wins (token files merge in order)",
                                        severity: .warning)])
            }
        }
    }

    private static func firstToken(in group: JSONObject) -> JSONObject? {
        for (_, value) in group.entries {
            guard case .object(let o) = value else { continue }
            if o["$value"] != nil { return o }
            if let t = firstToken(in: o) { return t }
        }
        return nil
    }
}
