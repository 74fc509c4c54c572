import Foundation

/// Finds a symbol's template in the theme's symbol folders (its `symbols` key): `<name>.svg` in a
/// folder, or a `<name>.symbolset` (an asset catalog's custom symbol: the SVG its `Contents.json`
/// names) in the folder or in groups below it, at most `maxDepth` folders down. Folders are read
/// in the order given; the first template found is used.
enum SymbolLibrary {
    static let maxDepth = 4
    /// The most folder entries one search looks at (a symbol folder is small; a home folder is not one).
    static let maxEntries = 20_000

    /// The template file of `name`, or an error naming the folders looked in.
    static func template(named name: String, in folders: [String]) -> Result<String, PathError> {
        if let problem = nameProblem(name) { return .failure(PathError(message: problem)) }
        var budget = maxEntries
        for folder in folders {
            let svg = folder + "/" + name + ".svg"
            if FileManagerProbe.isFile(svg) { return .success(svg) }
            switch symbolset(name, in: folder, depth: 0, budget: &budget) {
            case .success(let found?): return .success(found)
            case .success(nil): continue
            case .failure(let e): return .failure(e)
            }
        }
        let shown = folders.map { "'\(ThemeFileSystem.displayPath($0))'" + (FileManager.default.fileExists(atPath: $0) ? "" : " (missing)") }
        let looked = shown.isEmpty ? "no symbol folder is given" : "looked in \(shown.joined(separator: ", "))"
        return .failure(PathError(message: "no symbol template '\(name)' (\(name).svg or \(name).symbolset): \(looked); "
                                    + "export it from the SF Symbols app into a folder the theme's 'symbols' key names"))
    }

    /// Why `name` cannot be a symbol name, or nil: empty, a path, or holding control characters.
    static func nameProblem(_ name: String) -> String? {
        let bad = name.isEmpty || name.contains("/") || name.hasPrefix(".") || name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
        return bad ? "'\(UntrustedText.shown(name, limit: 80))' is not a symbol name (like checkmark.circle.fill)" : nil
    }

    private static func symbolset(_ name: String, in folder: String, depth: Int, budget: inout Int) -> Result<String?, PathError> {
        let set = folder + "/" + name + ".symbolset"
        if FileManager.default.fileExists(atPath: set + "/Contents.json") {
            switch symbolsetFile(set) {
            case .success(let file): return .success(file)
            case .failure(let e): return .failure(e)
            }
        }
        guard depth < maxDepth, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return .success(nil) }
        for entry in entries.sorted() {
            budget -= 1
            if budget < 0 {
                let shown = ThemeFileSystem.displayPath(folder)
                return .failure(PathError(message: "symbol folder '\(shown)' holds more than \(maxEntries) entries to search"))
            }
            let sub = folder + "/" + entry
            var isDirectory: ObjCBool = false
            guard !entry.hasSuffix(".symbolset"), !entry.hasSuffix(".imageset"), !entry.hasSuffix(".colorset"),
                  (try? FileManager.default.destinationOfSymbolicLink(atPath: sub)) == nil,
                  FileManager.default.fileExists(atPath: sub, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            switch symbolset(name, in: sub, depth: depth + 1, budget: &budget) {
            case .success(nil): continue
            case let other: return other
            }
        }
        return .success(nil)
    }

    /// The SVG a `.symbolset`'s `Contents.json` names (`"symbols": [{"filename": …}]`).
    private static func symbolsetFile(_ set: String) -> Result<String, PathError> {
        let shown = ThemeFileSystem.displayPath(set)
        guard case .success(.object(let json)) = ThemeFileSystem(root: "/", allowsOutsidePaths: true).readJSON(set + "/Contents.json"),
              case .array(let symbols)? = json["symbols"] else {
            return .failure(PathError(message: "'\(shown)/Contents.json' is not a symbol set's contents (no \"symbols\" list)"))
        }
        for entry in symbols {
            guard case .object(let o) = entry, case .string(let file)? = o["filename"] else { continue }
            guard !file.contains("/"), file.lowercased().hasSuffix(".svg") else {
                return .failure(PathError(message: "'\(shown)/Contents.json' names '\(UntrustedText.shown(file, limit: 80))': a symbol set's file is an SVG beside it"))
            }
            let path = set + "/" + file
            guard FileManagerProbe.isFile(path) else { return .failure(PathError(message: "'\(shown)/\(file)' is missing")) }
            return .success(path)
        }
        return .failure(PathError(message: "'\(shown)/Contents.json' names no SVG file"))
    }
}
