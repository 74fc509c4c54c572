import Foundation

/// Loads, decodes and resolves a theme in every mode, state and locale, collecting every diagnostic:
/// what `bezel validate` reports.
public enum ThemeValidator {
    /// The decoded theme per mode (base first) and all diagnostics.
    /// With a `fontCatalog` (the renderer's), font families and shipped font files are checked
    /// against the fonts `render` draws with.
    public static func validate(_ file: String, allowsOutsidePaths: Bool = false,
                                fontCatalog: (any FontCatalog)? = nil) -> (themes: [ButtonTheme], diagnostics: [Diagnostic]) {
        var (decoded, diagnostics) = decode(file, allowsOutsidePaths: allowsOutsidePaths, fontCatalog: fontCatalog)
        var seen = Set(diagnostics)
        for theme in decoded {
            for locale in [nil] + theme.locales.map(Optional.some) {
                let resolver = AppearanceResolver(theme: theme, locale: locale)
                let rendered = theme.renderedStates  // computed once: it looks at every button
                for button in theme.buttons {
                    for state in button.drawnStates(rendered) {
                        let (_, issues) = resolver.resolve(button, state: state)
                        for d in issues where seen.insert(d).inserted { diagnostics.append(d) }
                    }
                }
            }
        }
        if diagnostics.contains(where: { $0.severity == .error }) { decoded = [] }
        return (decoded, diagnostics)
    }

    /// Loads and decodes `file` in every mode without resolving: every theme that decoded (base
    /// first, even when another mode has errors) and the diagnostics of loading and decoding.
    /// `validate` resolves these; `PreparedTheme` resolves them once for a render.
    public static func decode(_ file: String, allowsOutsidePaths: Bool = false, fontCatalog: (any FontCatalog)? = nil, jobs: Int = 1,
                              accessibility: [AccessibilitySettings]? = nil) -> (themes: [ButtonTheme], diagnostics: [Diagnostic]) {
        switch load(file, allowsOutsidePaths: allowsOutsidePaths) {
        case .failure(let d): return ([], d.items)
        case .success(let source): return decode(source, fontCatalog: fontCatalog, jobs: jobs, accessibility: accessibility)
        }
    }

    /// Loads `file` (`extends` merged, token files inlined) with paths kept inside its folder
    /// unless `allowsOutsidePaths`.
    public static func load(_ file: String, allowsOutsidePaths: Bool = false) -> Result<ThemeSource, Diagnostics> {
        let fs = ThemeFileSystem(root: ThemeFileSystem.folder(of: file), allowsOutsidePaths: allowsOutsidePaths)
        return ThemeLoader(fileSystem: fs).load(file)
    }

    /// `decode(_:allowsOutsidePaths:fontCatalog:jobs:accessibility:)` of a loaded `source`; its
    /// loading warnings come first.
    public static func decode(_ source: ThemeSource, fontCatalog: (any FontCatalog)? = nil, jobs: Int = 1,
                              accessibility: [AccessibilitySettings]? = nil) -> (themes: [ButtonTheme], diagnostics: [Diagnostic]) {
        var diagnostics = source.warnings
        let (base, baseIssues) = ThemeDecoder(fontCatalog: fontCatalog, jobs: jobs).decode(source)
        diagnostics += baseIssues
        let modes = base?.modes ?? source.document["modes"]?.objectValue?.keys ?? []
        diagnostics += base.flatMap(ContentSizeCheck.check).map { [$0] } ?? []
        var decoded = base.map { [$0] } ?? []
        for mode in modes {
            let (t, issues) = ThemeDecoder(fontCatalog: fontCatalog, jobs: jobs).decode(source, mode: mode)
            // A problem only this mode has (its tokens or overrides) says which mode it is in.
            appendNew(issues + (t.flatMap(ContentSizeCheck.check).map { [$0] } ?? []), tag: "in mode '\(mode)'", to: &diagnostics)
            if let t { decoded.append(t) }
        }
        return (variants(of: decoded, source: source, accessibility: accessibility, diagnostics: &diagnostics, fontCatalog: fontCatalog, jobs: jobs),
                diagnostics)
    }

    /// `themes` (the base and each mode), each followed by its accessibility variants: `accessibility`
    /// when given (the CLI's choice), else the theme's own `accessibility` list. Only Increase
    /// Contrast changes what the file decodes to (colours, `highContrastTokens`): each mode is
    /// decoded once more for it, its own problems tagged, and every variant is the mode's theme or
    /// that one, with the variant's settings.
    static func variants(of themes: [ButtonTheme], source: ThemeSource, accessibility: [AccessibilitySettings]?,
                         diagnostics: inout [Diagnostic], fontCatalog: (any FontCatalog)?, jobs: Int) -> [ButtonTheme] {
        var out: [ButtonTheme] = []
        for theme in themes {
            out.append(theme)
            var highContrast: ButtonTheme??  // nil until decoded; then the theme, or nil when it had errors
            for settings in accessibility ?? theme.accessibilityVariants where settings != .standard {
                if settings.highContrast && highContrast == nil {
                    let (t, issues) = ThemeDecoder(fontCatalog: fontCatalog, jobs: jobs)
                        .decode(source, mode: theme.mode, accessibility: AccessibilitySettings(highContrast: true))
                    appendNew(issues, tag: "under Increase Contrast", to: &diagnostics)
                    highContrast = .some(t)
                }
                guard var variant = settings.highContrast ? highContrast! : theme else { continue }
                variant.accessibility = settings
                out.append(variant)
            }
        }
        return out
    }

    /// Appends the `issues` not in `diagnostics` yet, each with a note of where it comes from (a
    /// problem only a mode or an accessibility variant has; `Diagnostic.notes`).
    static func appendNew(_ issues: [Diagnostic], tag: String, to diagnostics: inout [Diagnostic]) {
        let known = Set(diagnostics)
        for var d in issues where !known.contains(d) {
            d.notes.append(tag)
            if !known.contains(d) { diagnostics.append(d) }
        }
    }
}
