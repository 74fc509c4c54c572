import Foundation

/// Globs in a theme's `tokens` (`"tokens/**/*.json"`, as Style Dictionary's `source` lists them):
/// `*` matches any characters of one name but `/`, `?` one character, and a `**` component any number
/// of folders (none included), at most `InputLimits.globDepth` deep. Names starting with `.` match
/// only a pattern component that starts with `.`; folders reached through a symbolic link are not
/// entered by `**`.
extension ThemeFileSystem {
    /// Whether `path` is a glob (holds `*` or `?`) rather than one file's path.
    public static func isGlob(_ path: String) -> Bool { path.contains("*") || path.contains("?") }

    /// The regular files `pattern` (relative to `folder`, or absolute) matches, sorted, each allowed as
    /// `resolve` allows a path; the error for a pattern that escapes the root folder. The paths are
    /// relative to `folder` as the pattern is (absolute for an absolute pattern).
    public func glob(_ pattern: String, in folder: String) -> Result<[String], PathError> {
        let parts = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard let firstWild = parts.firstIndex(where: Self.isGlob) else {
            return resolve(pattern, in: folder).map { [$0] }
        }
        let fixed = parts[..<firstWild].joined(separator: "/")
        let start: String
        switch resolve(fixed.isEmpty ? (pattern.hasPrefix("/") ? "/" : ".") : (pattern.hasPrefix("/") ? "/" + fixed : fixed), in: folder) {
        case .failure(let e): return .failure(e)
        case .success(let p): start = p
        }
        var found: [String] = []
        var tooDeep = false
        Self.walk(start, Array(parts[firstWild...]), depth: 0, into: &found, tooDeep: &tooDeep)
        if tooDeep {
            return .failure(PathError(message: "'\(UntrustedText.shown(pattern, limit: 200))' reaches folders more than "
                                      + "\(InputLimits.globDepth.value) deep" + InputLimits.globDepth.tag))
        }
        let allowed = found.filter { allowsOutsidePaths || Self.isInside($0, root: root) }
        let paths = Set(allowed).map { pattern.hasPrefix("/") ? Self.absolute($0) : Self.relativePath($0, from: folder) }
        return .success(paths.sorted())
    }

    private static func walk(_ folder: String, _ rest: [String], depth: Int, into found: inout [String], tooDeep: inout Bool) {
        guard let part = rest.first, !tooDeep else { return }
        let fm = FileManager.default
        if part == "**" {
            walk(folder, Array(rest.dropFirst()), depth: depth, into: &found, tooDeep: &tooDeep)
            for name in (try? fm.contentsOfDirectory(atPath: folder))?.sorted() ?? [] where !name.hasPrefix(".") {
                let child = folder + "/" + name
                guard isFolder(child), !isLink(child) else { continue }
                guard depth < InputLimits.globDepth.value else { tooDeep = true; return }
                walk(child, rest, depth: depth + 1, into: &found, tooDeep: &tooDeep)
            }
            return
        }
        for name in (try? fm.contentsOfDirectory(atPath: folder))?.sorted() ?? [] where matches(name, part) {
            if name.hasPrefix("."), !part.hasPrefix(".") { continue }
            let child = folder + "/" + name
            if rest.count == 1 {
                if !isFolder(child), fm.fileExists(atPath: child) { found.append(normalize(child)) }
            } else if isFolder(child) {
                walk(child, Array(rest.dropFirst()), depth: depth + 1, into: &found, tooDeep: &tooDeep)
            }
        }
    }

    /// Whether `name` matches the pattern component `pattern` (`*`, `?`, other characters as they are).
    static func matches(_ name: String, _ pattern: String) -> Bool {
        let n = Array(name), p = Array(pattern)
        var i = 0, j = 0, star = -1, mark = 0
        while i < n.count {
            if j < p.count, p[j] == "*" { star = j; mark = i; j += 1 }
            else if j < p.count, p[j] == "?" || p[j] == n[i] { i += 1; j += 1 }
            else if star >= 0 { j = star + 1; mark += 1; i = mark }
            else { return false }
        }
        while j < p.count, p[j] == "*" { j += 1 }
        return j == p.count
    }

    private static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    private static func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }
}
