import CPangoCairo
import Foundation

/// What a render's pixels depend on besides the theme: the versions of the C libraries that draw
/// (read at run time from the loaded libraries, not from headers) and a SHA-256 of every font file
/// the pinned font configuration offers. `bezel record` stores it beside the baselines
/// (`fingerprint.json`); `bezel verify` compares it first, so a difference caused by a new Pango or a
/// changed font is named as such instead of being blamed on the theme.
public struct RendererFingerprint: Codable, Sendable, Equatable {
    /// One font file: its name (the path's last component) and the SHA-256 of its bytes.
    public struct FontHash: Codable, Sendable, Equatable {
        public var file: String
        public var sha256: String
        public init(file: String, sha256: String) { self.file = file; self.sha256 = sha256 }
    }

    /// `cairo_version_string()`.
    public var cairo: String
    /// `pango_version_string()`.
    public var pango: String
    /// `hb_version_string()`.
    public var harfbuzz: String
    /// `FT_Library_Version` of the loaded libfreetype (the one Pango and Cairo render glyphs with).
    public var freetype: String
    /// SHA-256 over the `fonts` list (`"<sha256>  <file>\n"` per font, in order).
    public var fontsSHA256: String
    /// Every font file of the configuration, sorted by path.
    public var fonts: [FontHash]

    public init(cairo: String, pango: String, harfbuzz: String, freetype: String, fonts: [FontHash]) {
        self.cairo = cairo; self.pango = pango; self.harfbuzz = harfbuzz; self.freetype = freetype
        self.fonts = fonts
        fontsSHA256 = SHA256.hex(of: Data(fonts.map { "\($0.sha256)  \($0.file)\n" }.joined().utf8))
    }

    /// The fingerprint of this process's renderer with `configuration`'s fonts. Font hashes are cached
    /// per process and on disk (keyed by path, size and modification time) in the configuration's
    /// cache folder, since hashing ~100 MB of CJK fonts takes seconds in debug builds.
    public static func current(fontConfiguration configuration: FontConfiguration = .shared) -> RendererFingerprint {
        RendererFingerprint(cairo: String(cString: cairo_version_string()),
                            pango: String(cString: pango_version_string()),
                            harfbuzz: String(cString: hb_version_string()),
                            freetype: freeTypeVersion(),
                            fonts: FontHashCache.shared.hashes(configuration.fontFiles, cacheDirectory: configuration.cacheDirectory))
    }

    /// Human-readable differences from `baseline`, one per item ("pango 1.50.12 → 1.52.0",
    /// "font DejaVuSans.ttf 1a2b3c4d… → 5e6f7a8b…"); empty when they are the same.
    public func differences(from baseline: RendererFingerprint) -> [String] {
        var out: [String] = []
        for (name, old, new) in [("cairo", baseline.cairo, cairo), ("pango", baseline.pango, pango),
                                 ("harfbuzz", baseline.harfbuzz, harfbuzz), ("freetype", baseline.freetype, freetype)] where old != new {
            out.append("\(name) \(old) → \(new)")
        }
        if baseline.fontsSHA256 != fontsSHA256 {
            let old = Dictionary(baseline.fonts.map { ($0.file, $0.sha256) }, uniquingKeysWith: { a, _ in a })
            let new = Dictionary(fonts.map { ($0.file, $0.sha256) }, uniquingKeysWith: { a, _ in a })
            for file in Set(old.keys).union(new.keys).sorted() where old[file] != new[file] {
                out.append("font \(file) \(old[file].map { String($0.prefix(12)) + "…" } ?? "absent") → \(new[file].map { String($0.prefix(12)) + "…" } ?? "absent")")
            }
            if out.allSatisfy({ !$0.hasPrefix("font ") }) {
                out.append("font hash \(baseline.fontsSHA256.prefix(12))… → \(fontsSHA256.prefix(12))…")
            }
        }
        return out
    }

    /// The fingerprint as pretty JSON with sorted keys (the `fingerprint.json` format).
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }

    /// Reads `fingerprint.json` bytes.
    public init(jsonData: Data) throws {
        self = try JSONDecoder().decode(RendererFingerprint.self, from: jsonData)
    }

    /// The version of the libfreetype this process loaded (a library handle of our own reports the
    /// same shared library Pango's font map uses).
    static func freeTypeVersion() -> String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }
}

/// SHA-256 of font files, remembered per process and in `<cache>/font-sha256.txt`
/// (`<sha256> <size> <mtime> <path>` per line) so that each file is read once per machine.
final class FontHashCache: @unchecked Sendable {
    static let shared = FontHashCache()
    private let lock = NSLock()
    private var memory: [String: String] = [:]

    /// Without a `cacheDirectory` hashes are kept in memory only.
    func hashes(_ paths: [String], cacheDirectory: String?) -> [RendererFingerprint.FontHash] {
        lock.lock(); defer { lock.unlock() }
        let cacheFile = cacheDirectory.map { $0 + "/font-sha256.txt" }
        if memory.isEmpty, let cacheFile, let text = try? String(contentsOfFile: cacheFile, encoding: .utf8) {
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: " ", maxSplits: 3)
                if parts.count == 4 { memory["\(parts[1]) \(parts[2]) \(parts[3])"] = String(parts[0]) }
            }
        }
        let keys = paths.map { path -> String in
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
            let mtime = (attributes?[.modificationDate] as? Date).map { Int($0.timeIntervalSince1970) } ?? -1
            return "\(size) \(mtime) \(path)"
        }
        let missing = keys.indices.filter { memory[keys[$0]] == nil }
        if !missing.isEmpty {
            let results = HashResults(count: missing.count)
            DispatchQueue.concurrentPerform(iterations: missing.count) { i in
                let data = (try? Data(contentsOf: URL(fileURLWithPath: paths[missing[i]]), options: .mappedIfSafe)) ?? Data()
                results.set(i, SHA256.hex(of: data))
            }
            for (i, index) in missing.enumerated() { memory[keys[index]] = results.values[i] }
            let text = memory.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)\n" }.joined()
            if let cacheFile { try? Data(text.utf8).write(to: URL(fileURLWithPath: cacheFile), options: .atomic) }
        }
        return zip(paths, keys).map { RendererFingerprint.FontHash(file: ($0 as NSString).lastPathComponent, sha256: memory[$1]!) }
    }

    private final class HashResults: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var values: [String]
        init(count: Int) { values = Array(repeating: "", count: count) }
        func set(_ i: Int, _ v: String) { lock.lock(); values[i] = v; lock.unlock() }
    }
}
