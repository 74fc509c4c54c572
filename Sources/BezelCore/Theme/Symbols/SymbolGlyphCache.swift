import Foundation

/// The symbol templates found, read and drawn while decoding with one `ThemeFileSystem`: a
/// symbol used by several buttons, states, modes or accessibility variants is looked up in the
/// symbol folders, read, drawn and written as an inline SVG once per theme load.
final class SymbolGlyphCache: Sendable {
    /// A glyph with the inline SVG (`data:` URI) that draws it and that SVG's header.
    typealias Artwork = (glyph: SymbolGlyph, uri: String, info: ImageInfo)
    private struct LookupKey: Hashable { var name: String; var folders: [String] }
    private struct GlyphKey: Hashable { var file: String; var weight: SymbolWeight; var scale: SymbolScale }
    private let files = LockedMemo<LookupKey, Result<String, PathError>>()
    private let templates = LockedMemo<String, Result<SymbolTemplate, PathError>>()
    private let artworks = LockedMemo<GlyphKey, Result<Artwork, PathError>>()

    /// The template file of the symbol `name` in `folders` (`SymbolLibrary`).
    func templateFile(named name: String, in folders: [String]) -> Result<String, PathError> {
        files.value(LookupKey(name: name, folders: folders)) { SymbolLibrary.template(named: name, in: folders) }
    }

    /// The glyph of the template at `file` for `weight` and `scale`, as an inline SVG with its header.
    func artwork(file: String, weight: SymbolWeight, scale: SymbolScale) -> Result<Artwork, PathError> {
        artworks.value(GlyphKey(file: file, weight: weight, scale: scale)) {
            templates.value(file) { Self.read(file) }
                .flatMap { SymbolGlyph.make($0, weight: weight, scale: scale) }
                .flatMap { glyph in
                    let uri = ImageDataURI.svg(glyph.svg)
                    return ImageDataURI.info(uri).map { (glyph, uri, $0) }
                }
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
