/// Where the files a document names but does not hold are found: asset catalogs (image and colour
/// sets, the `AccentColor`), font files (custom fonts by PostScript name) and exported SF Symbols.
/// Strings files (`<lang>.lproj/<Document>.strings`) are always read from beside the document.
public struct InterfaceBuilderOptions: Sendable, Hashable {
    /// Asset catalogs (`.xcassets` folders), searched in this order; empty: every catalog found in
    /// the document's project (`IBAssetCatalogDiscovery`).
    public var assetCatalogs: [String]
    /// Folders of `.ttf`/`.otf` files, for fonts the document names by PostScript name.
    public var fontFolders: [String]
    /// Folders of symbol templates exported from the SF Symbols app as `<name>.svg`, besides the document's own folder.
    public var symbolFolders: [String]

    /// Options that find catalogs in the document's project and no fonts or symbols folder.
    public init(assetCatalogs: [String] = [], fontFolders: [String] = [], symbolFolders: [String] = []) {
        self.assetCatalogs = assetCatalogs; self.fontFolders = fontFolders; self.symbolFolders = symbolFolders
    }
}
