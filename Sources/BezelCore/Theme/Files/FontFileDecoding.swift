import Foundation

/// Font files a theme ships: finding them in a theme document, and checking one where a font names it.
extension ValueDecoder {
    /// The file extensions a shipped font may have.
    static let fontFileKinds = ["ttf", "otf", "ttc"]

    /// A shipped font file that exists and is a font: its resolved path and (with a font catalog)
    /// the family it provides; nil after reporting why not.
    func fontFile(_ v: JSONValue, at path: JSONPath) -> (path: String, family: String?)? {
        guard let file = filePath(v, at: path, kinds: Self.fontFileKinds) else { return nil }
        let shown = ThemeFileSystem.displayPath(file)
        guard let catalog = fonts?.catalog else {
            if let problem = FontFileSignature.problem(file) { sink.error(path, "'\(shown)' is not a font file: \(problem)"); return nil }
            return (file, nil)
        }
        switch catalog.family(ofFontFile: file) {
        case .success(let family): return (file, family)
        case .failure(let e): sink.error(path, "'\(shown)' is not a usable font file: \(e.message)"); return nil
        }
    }

    /// Reports `family` (a family list) at `path` when no member is a pinned or shipped font.
    func checkFamily(_ family: String, at path: JSONPath) {
        if let problem = fonts?.problem(withFamilyList: family) { sink.error(path, problem) }
    }
}

extension ThemeFonts {
    /// Every font file `document` names (a string ending in .ttf, .otf or .ttc, anywhere), resolved
    /// against the theme folder; names that do not resolve are left for the decoder to report.
    public static func shippedFiles(in document: JSONValue, fileSystem: ThemeFileSystem, folder: String) -> [String] {
        var found = Set<String>()
        func walk(_ v: JSONValue) {
            switch v {
            case .string(let s):
                guard let ext = Self.shortLastComponent(s), ValueDecoder.fontFileKinds.contains(ext),
                      case .success(let p) = fileSystem.resolve(s, in: folder) else { return }
                found.insert(p)
            case .array(let a): a.forEach(walk)
            case .object(let o): o.entries.forEach { walk($0.value) }
            default: break
            }
        }
        walk(document)
        return found.sorted()
    }

    /// The text after the last dot (trailing dots ignored), lowercased, when it is at most 3
    /// characters like every font file kind; nil otherwise. Every string of the theme is asked,
    /// so nothing is allocated for the long ones.
    static func shortLastComponent(_ s: String) -> String? {
        let u = s.utf8, dot = UInt8(ascii: ".")
        var end = u.endIndex
        while end > u.startIndex, u[u.index(before: end)] == dot { end = u.index(before: end) }
        var start = end, length = 0
        while start > u.startIndex, u[u.index(before: start)] != dot {
            start = u.index(before: start)
            length += 1
            if length > 3 { return nil }
        }
        return length == 0 ? nil : String(Substring(u[start..<end])).lowercased()
    }
}

/// The first bytes of a font file: a TrueType/OpenType font or collection starts with one of
/// four tags. Used when no font catalog is at hand (BezelCore alone).
enum FontFileSignature {
    static func problem(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "cannot read it" }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 4)) ?? Data())
        let tags: [[UInt8]] = [[0, 1, 0, 0], Array("OTTO".utf8), Array("true".utf8), Array("ttcf".utf8)]
        return tags.contains(head) ? nil : "it does not start with a TrueType, OpenType or collection header"
    }
}
