import BezelCore
import BezelInterfaceBuilder
import BezelRaster

/// Loads any input file as a theme source: a JSON theme through `ThemeValidator.load`, an Interface
/// Builder document (`.xib`, `.storyboard`) through `InterfaceBuilderImport`, whose warnings become the
/// source's and which may be skipped (a macOS document, one without buttons: nil and its warning).
package enum ThemeSourceLoader {
    /// The source of `file`, nil with a warning for a document that makes no theme, or the errors.
    package static func load(_ file: String, allowsOutsidePaths: Bool, interfaceBuilder: InterfaceBuilderOptions = InterfaceBuilderOptions())
        -> Result<(source: ThemeSource?, skipped: Diagnostic?), Diagnostics> {
        guard InterfaceBuilderImport.isDocument(file) else {
            return ThemeValidator.load(file, allowsOutsidePaths: allowsOutsidePaths).map { ($0, nil) }
        }
        switch InterfaceBuilderImport.read(file, availableFamilies: RendererFontCatalog.shared.pinnedFamilies, options: interfaceBuilder) {
        case .failure(let d): return .failure(d)
        case .success(.skipped(let why)): return .success((nil, why))
        case .success(.theme(let theme)):
            // The theme's paths are relative to its base folder (the document's, or the one holding
            // its asset catalogs and font and symbol folders too), which is also the folder they may not leave.
            let fs = ThemeFileSystem(root: theme.baseFolder, allowsOutsidePaths: allowsOutsidePaths)
            var source = ThemeSource(file: file, document: theme.document, fileSystem: fs,
                                     inputFiles: ([ThemeFileSystem.absolute(file)] + theme.inputFiles).sorted(), warnings: theme.warnings)
            source.folder = theme.baseFolder
            return .success((source, nil))
        }
    }
}
