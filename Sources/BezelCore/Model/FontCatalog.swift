/// The fonts a theme may name, as the renderer sees them: the pinned fonts plus the font files a
/// theme ships. BezelCore has no font library; the renderer (BezelRaster) provides the catalog,
/// and the decoder uses it so that `validate` refuses exactly what `render` could not draw.
public protocol FontCatalog: Sendable {
    /// The family the font file at `path` provides (the name a title must use to be drawn with it),
    /// or why the file is not a usable font.
    func family(ofFontFile path: String) -> Result<String, PathError>
    /// Every family name the pinned fonts answer to (all their names, as fontconfig matches them).
    var pinnedFamilies: [String] { get }
    /// The pinned families as messages list them: one name per family (`Inter`, not also its
    /// per-weight names such as `Inter Black`).
    var listedFamilies: [String] { get }
}

extension FontCatalog {
    public var listedFamilies: [String] { pinnedFamilies }
}
