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
}
