import BezelCore
import BezelRaster
import Foundation

/// The one check `validate` and `render` run on a theme file: decode and resolve every mode
/// (`ThemeValidator`), then the preflight of every mode with the render's options
/// (`ThemePreflight`). A theme passes both commands or neither.
package struct ThemeCheck {
    package let options: RenderOptions
    package let allowsOutsidePaths: Bool

    package init(options: RenderOptions, allowsOutsidePaths: Bool) {
        self.options = options
        self.allowsOutsidePaths = allowsOutsidePaths
    }

    /// The file's themes (base first, then each mode) with their prepared buttons per locale,
    /// and every diagnostic; no themes when there is an error.
    package struct Result {
        package var themes: [(theme: ButtonTheme, prepared: [String?: [ThemeRenderer.PreparedButton]])] = []
        package var diagnostics: [Diagnostic] = []
        package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    package func run(_ file: String) -> Result {
        let (themes, decoded) = ThemeValidator.validate(file, allowsOutsidePaths: allowsOutsidePaths,
                                                        fontCatalog: RendererFontCatalog.shared)
        var result = Result(diagnostics: decoded)
        var seen = Set(decoded)
        var opened: [String: String?] = [:]
        let preflight = ThemePreflight(options: options)
        for theme in themes {
            let renderer: ThemeRenderer
            do { renderer = ThemeRenderer(fontConfiguration: try FontConfiguration.shipping(theme.shippedFontFiles)) } catch {
                result.diagnostics.append(Diagnostic(file: theme.file, path: "", message: "fonts: \(error)"))
                continue
            }
            let outcome = preflight.check(theme, renderer: renderer, opened: &opened)
            for d in outcome.diagnostics where seen.insert(d).inserted { result.diagnostics.append(d) }
            result.themes.append((theme, outcome.prepared))
        }
        if result.hasErrors { result.themes = [] }
        return result
    }
}
