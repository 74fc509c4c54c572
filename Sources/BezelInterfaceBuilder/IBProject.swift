import BezelCore
import Foundation

/// Where a document's outside files are: its folder, the asset catalogs (given, else found in its
/// project), the font and symbol folders, and the base folder every path of its theme is written
/// relative to: the deepest folder holding the document and all of those (the document's folder
/// when there are none), so a theme and the files it draws can be copied together (`bezel import`).
struct IBProject {
    let documentFolder: String
    let catalogs: [IBAssetCatalog]
    let fontFolders: [String]
    let symbolFolders: [String]
    let base: String
    /// Given folders that are not there, or not what they should be (errors).
    let errors: [String]

    init(document path: String, options: InterfaceBuilderOptions) {
        documentFolder = ThemeFileSystem.absolute(ThemeFileSystem.folder(of: path))
        var errors: [String] = []
        func folders(_ given: [String], _ option: String) -> [String] {
            given.compactMap { folder in
                guard IBAssetCatalog.isFolder(folder) else { errors.append("\(option) '\(folder)' is not a folder"); return nil }
                return ThemeFileSystem.absolute(folder)
            }
        }
        let catalogPaths: [String]
        if options.assetCatalogs.isEmpty {
            catalogPaths = IBAssetCatalogDiscovery.catalogs(forDocumentIn: documentFolder).catalogs
        } else {
            catalogPaths = folders(options.assetCatalogs, "--assets")
            for p in catalogPaths where !p.lowercased().hasSuffix(".xcassets") { errors.append("--assets '\(p)' is not an .xcassets folder") }
        }
        catalogs = catalogPaths.map { IBAssetCatalog(path: $0) }
        fontFolders = folders(options.fontFolders, "--fonts")
        symbolFolders = folders(options.symbolFolders, "--symbols")
        base = Self.commonFolder([documentFolder] + catalogPaths + fontFolders + symbolFolders)
        self.errors = errors
    }

    /// The deepest folder that holds every one of `folders` (absolute paths).
    static func commonFolder(_ folders: [String]) -> String {
        var common = folders[0].split(separator: "/").map(String.init)
        for f in folders.dropFirst() {
            let parts = f.split(separator: "/").map(String.init)
            var n = 0
            while n < min(common.count, parts.count), common[n] == parts[n] { n += 1 }
            common = Array(common.prefix(n))
        }
        return "/" + common.joined(separator: "/")
    }

    /// `path` (absolute) as the theme writes it: relative to the base folder.
    func relative(_ path: String) -> String { ThemeFileSystem.relativePath(path, from: base) }
}
