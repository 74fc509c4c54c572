/// Figma plugin exports (`figma-plugin-token-json`, Figma's own Simple Design System) write a whole
/// Variables file into one DTCG file: one top-level group per collection, each token's `$value` in
/// the collection's first mode, and every mode's value only in `$extensions["com.figma.…"].modes`
/// (the collection lists its modes there). Bezel reads `$value`; a collection with several modes is
/// a warning naming them, so that nobody takes its other modes for read (export one DTCG file per
/// mode, and give each other one as a mode's `tokens`).
enum FigmaPluginModes {
    /// Warns, at each group of `tree` (at `path` of the file `sink` reports for) that lists several
    /// Figma modes, that only the first is read.
    static func warn(_ tree: JSONObject, at path: JSONPath, sink: DiagnosticSink, depth: Int = 0) {
        guard depth < 4 else { return }
        if case .object(let extensions)? = tree["$extensions"] {
            for (key, value) in extensions.entries where key.hasPrefix("com.figma") {
                guard case .array(let modes)? = value.objectValue?["modes"], modes.count > 1 else { continue }
                let names = modes.compactMap(\.stringValue)
                sink.warning(path / "$extensions" / key / "modes", "this collection has \(names.count) Figma modes (\(names.joined(separator: ", "))) "
                             + "kept only in $extensions; Bezel reads each token's $value, the mode '\(names.first ?? "")': "
                             + "export one DTCG file per mode and give the others as modes' tokens")
            }
        }
        for (key, value) in tree.entries where !key.hasPrefix("$") {
            guard case .object(let child) = value, child["$value"] == nil else { continue }
            warn(child, at: path / key, sink: sink, depth: depth + 1)
        }
    }
}
