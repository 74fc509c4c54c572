/// Where a token is written: the file (as diagnostics name files) and the JSON path of its value in
/// that file (`color.brand.$value`, or `color.brand.value` in a legacy file). Every token read from a
/// file carries its location in `$extensions["bezel.location"]`, so it survives every merge (sets,
/// contexts, several files, modes, `extends`, group `$extends`) and errors about the token can point
/// into its file, with the alias chain that led there (docs/format.md §5.3).
struct TokenLocation: Equatable {
    var file: String
    var path: String

    /// The `$extensions` key Bezel keeps a token's location under.
    static let key = "bezel.location"

    /// `file: path`, as diagnostics are printed.
    var description: String { path.isEmpty ? file : file + ": " + path }

    /// `file: path` with the file named from the folder of `theme` (the file a message is about; an
    /// absolute path for a file outside that folder), so
    /// the words do not depend on the working folder or on how the theme was named (a unit's record
    /// keeps them); only `path` for a token written in `theme` itself.
    func described(from theme: String) -> String {
        if ThemeFileSystem.absolute(file) == ThemeFileSystem.absolute(theme) { return path }
        let relative = ThemeFileSystem.relativePath(file, from: ThemeFileSystem.folder(of: theme))
        let shown = relative.hasPrefix("../") ? ThemeFileSystem.absolute(file) : relative
        return path.isEmpty ? shown : shown + ": " + path
    }

    /// The location `token` carries, if any.
    init?(of token: JSONObject) {
        guard case .object(let o)? = token["$extensions"]?.objectValue?[Self.key],
              let file = o["file"]?.stringValue, let path = o["path"]?.stringValue else { return nil }
        self.init(file: file, path: path)
    }

    init(file: String, path: String) { self.file = file; self.path = path }

    /// `tree` (DTCG shaped; read from `file` at `path` in it) with every token marked with its
    /// location; `valueKey` is the key its values are written under in the file (`value` in a legacy file).
    static func marked(_ tree: JSONObject, file: String, at path: JSONPath, valueKey: String = "$value") -> JSONObject {
        var out = tree
        for (key, value) in tree.entries where !key.hasPrefix("$") || key == "$root" {
            guard case .object(var child) = value else { continue }
            if child["$value"] != nil {
                var extensions = child["$extensions"]?.objectValue ?? JSONObject()
                extensions[Self.key] = .object(JSONObject([("file", .string(file)), ("path", .string((path / key / valueKey).description))]))
                child["$extensions"] = .object(extensions)
                out[key] = .object(child)
            } else {
                out[key] = .object(marked(child, file: file, at: path / key, valueKey: valueKey))
            }
        }
        return out
    }
}
