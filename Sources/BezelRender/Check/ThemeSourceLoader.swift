import BezelCore
import BezelInterfaceBuilder
import BezelRaster

/// Loads any input file as a theme source: a JSON theme through `ThemeValidator.load`, an Interface
/// Builder document (`.xib`, `.storyboard`) through `InterfaceBuilderImport`, whose warnings become the
/// source's and which may be skipped (a macOS document, one without buttons: nil and its warning).
package enum ThemeSourceLoader {
    /// The source of `file`, nil with a warning for a document that makes no theme, or the errors.
    package static func load(_ file: String, allowsOutsidePaths: Bool) -> Result<(source: ThemeSource?, skipped: Diagnostic?), Diagnostics> {
        guard InterfaceBuilderImport.isDocument(file) else {
            return ThemeValidator.load(file, allowsOutsidePaths: allowsOutsidePaths).map { ($0, nil) }
        }
        switch InterfaceBuilderImport.read(file, availableFamilies: RendererFontCatalog.shared.pinnedFamilies) {
        case .failure(let d): return .failure(d)
        case .success(.skipped(let why)): return .success((nil, why))
        case .success(.theme(let theme)):
            let fs = ThemeFileSystem(root: ThemeFileSystem.folder(of: file), allowsOutsidePaths: allowsOutsidePaths)
            return .success((ThemeSource(file: file, document: theme.document, fileSystem: fs,
                                         inputFiles: [ThemeFileSystem.absolute(file)], warnings: theme.warnings), nil))
        }
    }
}
