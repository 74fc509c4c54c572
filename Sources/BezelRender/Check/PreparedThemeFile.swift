import BezelCore
import BezelInterfaceBuilder
import BezelRaster

/// A theme file decoded in every mode and prepared once per mode and locale (`PreparedTheme`):
/// what `validate`, `render`, `inspect` and `simulate` start from. Resolving happens here and
/// nowhere after, so its problems are the ones `ThemeValidator.validate` reports, in its order.
package struct PreparedThemeFile {
    /// One mode of the file (the base theme first).
    package struct Entry {
        package var theme: ButtonTheme
        /// The prepared theme per locale (nil: the base titles); empty for a theme not prepared.
        package var prepared: [String?: PreparedTheme] = [:]
        /// The default measurer the theme was prepared with (its fonts: `ThemeMeasurers`); nil when it
        /// was not prepared.
        package var measurer: PangoTextMeasurer?
        /// Why the theme's fonts cannot be loaded (then it is not prepared).
        package var fontProblem: String?
    }

    package var entries: [Entry] = []
    /// The file as loaded (`extends` merged, token files inlined, before tokens are substituted);
    /// nil when it did not load.
    package var source: ThemeSource?
    /// Problems of loading, decoding and resolving, without repeats; entries are kept even when
    /// there are errors (so that callers can say more), but must not be drawn then.
    package var diagnostics: [Diagnostic] = []
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Decodes `file` (every mode, each with its accessibility variants: `accessibility`, else the
    /// theme's own) and prepares every mode in every locale for which `preparing` says so,
    /// each with the states and scales a render draws (`states`, `scales`, nil: each theme's) and only
    /// the buttons named in `buttons` (nil: all); the other modes, locales and buttons are only
    /// resolved, for their problems. Preparing is timed as `.resolveLayout` in `timing` (`bench`).
    package static func load(_ file: String, allowsOutsidePaths: Bool, states: [ControlState]?,
                             scales: [Double]? = nil, jobs: Int, buttons: Set<String>? = nil,
                             accessibility: [AccessibilitySettings]? = nil, interfaceBuilder: InterfaceBuilderOptions = InterfaceBuilderOptions(),
                             timing: RenderTiming? = nil,
                             preparing: (ButtonTheme, String?) -> Bool = { _, _ in true }) -> PreparedThemeFile {
        var out = decode(file, allowsOutsidePaths: allowsOutsidePaths, jobs: jobs, accessibility: accessibility, interfaceBuilder: interfaceBuilder)
        out.prepare(states: states, scales: scales, jobs: jobs, buttons: buttons, timing: timing, preparing: preparing)
        return out
    }

    /// `file` decoded in every mode, nothing prepared yet: what a run needs to tell which units are
    /// up to date before it prepares the others (`prepare`).
    package static func decode(_ file: String, allowsOutsidePaths: Bool, jobs: Int,
                               accessibility: [AccessibilitySettings]? = nil,
                               interfaceBuilder: InterfaceBuilderOptions = InterfaceBuilderOptions()) -> PreparedThemeFile {
        switch ThemeSourceLoader.load(file, allowsOutsidePaths: allowsOutsidePaths, interfaceBuilder: interfaceBuilder) {
        case .failure(let d): return PreparedThemeFile(diagnostics: d.items)
        case .success((nil, let skipped)): return PreparedThemeFile(diagnostics: skipped.map { [$0] } ?? [])
        case .success((let source?, _)): return decode(source: source, jobs: jobs, accessibility: accessibility)
        }
    }

    /// `source` (a theme document already loaded, or made in memory) decoded in every mode, nothing prepared.
    package static func decode(source: ThemeSource, jobs: Int, accessibility: [AccessibilitySettings]? = nil) -> PreparedThemeFile {
        let (themes, decoded) = ThemeValidator.decode(source, fontCatalog: RendererFontCatalog.shared, jobs: jobs, accessibility: accessibility)
        return PreparedThemeFile(entries: themes.map { Entry(theme: $0) }, source: source, diagnostics: decoded)
    }

    /// Prepares each decoded mode in every locale `preparing` chooses (as `load` says); the others
    /// are only resolved, for their problems.
    package mutating func prepare(states: [ControlState]?, scales: [Double]? = nil, jobs: Int, buttons: Set<String>? = nil,
                                  timing: RenderTiming? = nil, preparing: (ButtonTheme, String?) -> Bool) {
        var seen = Set(diagnostics)
        for e in entries.indices {
            let theme = entries[e].theme
            for locale in [nil] + theme.locales.map(Optional.some) {
                let wanted = preparing(theme, locale)
                if wanted, entries[e].measurer == nil, entries[e].fontProblem == nil {
                    do { entries[e].measurer = try ThemeMeasurers.measurer(for: theme) } catch { entries[e].fontProblem = "\(error)" }
                }
                let found: [Diagnostic]
                if wanted, let measurer = entries[e].measurer {
                    let prepared = RenderTiming.measure(timing, .resolveLayout) {
                        PreparedTheme(theme: theme, locale: locale, states: states, scales: scales, measurer: measurer, jobs: jobs, only: buttons)
                    }
                    entries[e].prepared[locale] = prepared
                    found = prepared.diagnostics
                } else {
                    found = PreparedTheme.resolveDiagnostics(theme, locale: locale)
                }
                for d in found where seen.insert(d).inserted { diagnostics.append(d) }
            }
        }
    }
}
