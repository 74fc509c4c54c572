import Foundation

/// The symbol templates read while decoding with one `ThemeFileSystem` and the glyphs drawn from
/// them, by file (and weight and scale): a symbol used by several buttons, states, modes or
/// accessibility variants is read and drawn once per theme load.
final class SymbolGlyphCache: @unchecked Sendable {
    private let lock = NSLock()
    private var templates: [String: Result<SymbolTemplate, PathError>] = [:]
    private var glyphs: [String: Result<SymbolGlyph, PathError>] = [:]

    /// The glyph of the template at `file` for `weight` and `scale`.
    func glyph(file: String, weight: SymbolWeight, scale: SymbolScale) -> Result<SymbolGlyph, PathError> {
        let key = "\(file)\u{0}\(weight.rawValue)\u{0}\(scale.rawValue)"
        lock.lock()
        if let known = glyphs[key] { lock.unlock(); return known }
        lock.unlock()
        let result = template(file).flatMap { SymbolGlyph.make($0, weight: weight, scale: scale) }
        lock.lock()
        glyphs[key] = result
        lock.unlock()
        return result
    }

    private func template(_ file: String) -> Result<SymbolTemplate, PathError> {
        lock.lock()
        if let known = templates[file] { lock.unlock(); return known }
        lock.unlock()
        let result = Self.read(file)
        lock.lock()
        templates[file] = result
        lock.unlock()
        return result
    }

    private static func read(_ file: String) -> Result<SymbolTemplate, PathError> {
        let shown = ThemeFileSystem.displayPath(file)
        guard let handle = FileHandle(forReadingAtPath: file) else { return .failure(PathError(message: "symbol template '\(shown)' cannot be read")) }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: InputLimits.jsonFileBytes.value + 1)) ?? Data()
        return SymbolTemplateReader.read([UInt8](data), file: shown)
    }
}
