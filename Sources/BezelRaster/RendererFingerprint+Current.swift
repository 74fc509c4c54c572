import BezelCore
import CPangoCairo
import Foundation

extension RendererFingerprint {
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
        return zip(paths, keys).map { RendererFingerprint.FontHash(file: ($0 as NSString).lastPathComponent, sha256: memory[$1] ?? "") }
    }

    private final class HashResults: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var values: [String]
        init(count: Int) { values = Array(repeating: "", count: count) }
        func set(_ i: Int, _ v: String) { lock.lock(); values[i] = v; lock.unlock() }
    }
}
