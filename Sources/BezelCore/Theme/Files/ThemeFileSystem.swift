import Foundation

/// File access for theme loading: reads files with a size limit and keeps every path inside the
/// theme's root folder unless the user allowed outside paths.
public struct ThemeFileSystem: Sendable {
    /// The largest JSON file Bezel reads (16 MiB); a larger one is an error, not a hang.
    public static let maxJSONBytes = InputLimits.jsonFileBytes.value
    /// The folder that relative paths may not escape.
    public var root: String
    /// Whether absolute paths and `..` escapes are allowed (the CLI's `--allow-outside-paths`).
    public var allowsOutsidePaths: Bool
    /// Image headers read while decoding with this file system (shared by its copies).
    let imageHeaders = ImageHeaderCache()
    /// Symbol templates read and glyphs drawn while decoding with this file system (shared by its copies).
    let symbolGlyphs = SymbolGlyphCache()

    public init(root: String, allowsOutsidePaths: Bool = false) {
        self.root = ThemeFileSystem.normalize(root)
        self.allowsOutsidePaths = allowsOutsidePaths
    }

    /// Collapses `.` and `..` components and duplicate slashes without touching the disk.
    public static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." || part.isEmpty { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// `path` relative to `folder` (`images/a.png`, `../common/a.png`), both taken as absolute from
    /// the working directory; without touching the disk.
    public static func relativePath(_ path: String, from folder: String) -> String {
        let target = absolute(path).split(separator: "/"), base = absolute(folder).split(separator: "/")
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        let parts = ups + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The folder of `path`.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Resolves `relative` against `folder`, or returns a message when it is empty, holds control
    /// characters, or escapes the root folder (then with the `Advice` that `allowsOutsidePaths` lifts it).
    public func resolve(_ relative: String, in folder: String) -> Result<String, PathError> {
        if relative.isEmpty { return .failure(PathError(message: "empty path")) }
        if relative.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return .failure(PathError(message: "path contains control characters"))
        }
        let joined = relative.hasPrefix("/") ? relative : folder + "/" + relative
        let path = Self.normalize(joined)
        if !allowsOutsidePaths {
            if relative.hasPrefix("/") {
                return .failure(PathError(message: "absolute path '\(relative)' is not allowed", advice: .allowAbsolutePath))
            }
            if !Self.isInside(path, root: root) {
                return .failure(PathError(message: "path '\(relative)' escapes the theme folder '\(root)'", advice: .allowPathOutsideRoot))
            }
        }
        return .success(path)
    }

    static func isInside(_ path: String, root: String) -> Bool {
        // Symbolic links are followed, so a link cannot lead out of the folder either.
        let p = real(absolute(path)), r = real(absolute(root))
        return p == r || p.hasPrefix(r == "/" ? "/" : r + "/")
    }

    /// `path` with symbolic links resolved (as far as it exists).
    static func real(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// `path` made absolute against the working folder and normalised (no `.` or `..`); links kept.
    public static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        return normalize(FileManager.default.currentDirectoryPath + "/" + path)
    }

    /// Reads and parses a JSON file, reporting a missing file, an oversized file or a syntax error
    /// (with line and column) as a diagnostic for `file`.
    public func readJSON(_ path: String, displayPath: String? = nil) -> Result<JSONValue, Diagnostic> {
        let shown = displayPath ?? path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(Diagnostic(file: shown, path: "", message: "file not found"))
        }
        if isDirectory.boolValue {
            return .failure(Diagnostic(file: shown, path: "", message: "is a folder, expected a JSON file"))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(Diagnostic(file: shown, path: "", message: "cannot be read"))
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: Self.maxJSONBytes + 1)) ?? Data()
        if data.count > Self.maxJSONBytes {
            return .failure(Diagnostic(file: shown, path: "", message: "file is larger than \(Self.maxJSONBytes >> 20) MiB" + InputLimits.jsonFileBytes.tag))
        }
        do {
            return .success(try JSONParser.parse([UInt8](data)))
        } catch {
            return .failure(Diagnostic(file: shown, path: "", message: "syntax error: \(error.message)", position: error.position))
        }
    }
}

extension ThemeFileSystem {
    /// An absolute path as messages show it: relative to the current folder when inside it.
    public static func displayPath(_ absolutePath: String) -> String {
        let cwd = normalize(FileManager.default.currentDirectoryPath)
        let path = normalize(absolutePath)
        return path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
    }

    /// The file name of `path` without folder and extension.
    public static func baseName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
    }
}
