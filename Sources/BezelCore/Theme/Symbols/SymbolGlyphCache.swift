import Foundation

/// The symbol templates read while decoding with one `ThemeFileSystem` and the glyphs drawn from
/// them, by file (and weight and scale): a symbol used by several buttons, states, modes or
/// accessibility variants is read and drawn once per theme load.
final class SymbolGlyphCache: Sendable {
    private struct GlyphKey: Hashable { var file: String; var weight: SymbolWeight; var scale: SymbolScale }
    private let templates = LockedMemo<String, Result<SymbolTemplate, PathError>>()
    private let glyphs = LockedMemo<GlyphKey, Result<SymbolGlyph, PathError>>()

    /// The glyph of the template at `file` for `weight` and `scale`.
    func glyph(file: String, weight: SymbolWeight, scale: SymbolScale) -> Result<SymbolGlyph, PathError> {
        glyphs.value(GlyphKey(file: file, weight: weight, scale: scale)) {
            templates.value(file) { Self.read(file) }.flatMap { SymbolGlyph.make($0, weight: weight, scale: scale) }
        }
    }

    private static func read(_ file: String) -> Result<SymbolTemplate, PathError> {
        let shown = ThemeFileSystem.displayPath(file)
        guard let handle = FileHandle(forReadingAtPath: file) else { return .failure(PathError(message: "symbol template '\(shown)' cannot be read")) }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: InputLimits.jsonFileBytes.value + 1)) ?? Data()
        return SymbolTemplateReader.read([UInt8](data), file: shown)
    }
}
