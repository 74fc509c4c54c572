import BezelCore
import BezelRaster
import Foundation

/// The one check `validate` and `render` run on a theme file: decode every mode and prepare it
/// in every locale (`PreparedThemeFile`: resolved and laid out once), then the preflight of every
/// mode with the render's options (`ThemePreflight`). A theme passes both commands or neither,
/// and the render draws the prepared themes the check looked at.
package struct ThemeCheck {
    package let options: RenderOptions
    package let allowsOutsidePaths: Bool
    /// The run's images, decoded here once and drawn from the same store.
    package let images: ImageStore

    package init(options: RenderOptions, allowsOutsidePaths: Bool, images: ImageStore = ImageStore()) {
        self.options = options
        self.allowsOutsidePaths = allowsOutsidePaths
        self.images = images
    }

    /// The file's themes (base first, then each mode) with their prepared themes per locale,
    /// and every diagnostic; no themes when there is an error.
    package struct Result: Sendable {
        package var themes: [CheckedTheme] = []
        package var diagnostics: [Diagnostic] = []
        /// Each mode's fonts (by mode name; "": the base theme), for drawing what a check looks at.
        package var fonts: [String: FontConfiguration] = [:]
        package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

        /// The WCAG contrast warnings of every mode's base titles (`validate --contrast`), each
        /// judged against the pixels drawn under it (`TitleBackground`).
        package var contrastProblems: [Diagnostic] {
            var out: [Diagnostic] = []
            for entry in themes {
                // A prepared theme was prepared with its mode's fonts, so both are there or neither.
                guard let base = entry.prepared[nil], let fonts = fonts[entry.theme.mode ?? ""] else { continue }
                out += TitleBackground.contrastFindings(base, renderer: ButtonRenderer(fontConfiguration: fonts)).map(\.diagnostic)
            }
            return out
        }
    }

    /// Checks `file`: every mode prepared in every locale, then the preflight.
    package func run(_ file: String) -> Result {
        finish(decode(file), preparing: { _, _ in true })
    }

    /// Checks a theme document already loaded (or made in memory, as BezelUIKit makes one) as `run` checks a file.
    package func run(source: ThemeSource) -> Result {
        finish(PreparedThemeFile.decode(source: source, jobs: options.jobs, accessibility: options.accessibility), preparing: { _, _ in true })
    }

    /// The first step of `run`: `file` decoded in every mode, nothing prepared.
    package func decode(_ file: String) -> PreparedThemeFile {
        PreparedThemeFile.decode(file, allowsOutsidePaths: allowsOutsidePaths, jobs: options.jobs, accessibility: options.accessibility,
                                 interfaceBuilder: options.interfaceBuilder)
    }

    /// The rest of `run`: the modes and locales `preparing` chooses prepared and preflighted (a run
    /// leaves out the units that are up to date); the others only resolved, for their problems.
    package func finish(_ decoded: PreparedThemeFile, preparing: (ButtonTheme, String?) -> Bool) -> Result {
        var file = decoded
        file.prepare(states: options.states, scales: options.scales, jobs: options.jobs, timing: options.timing, preparing: preparing)
        var result = Result(diagnostics: file.diagnostics)
        guard !file.hasErrors else { return result }
        var seen = Set(file.diagnostics)
        let preflight = ThemePreflight(options: options, images: images)
        for entry in file.entries {
            if let problem = entry.fontProblem {
                result.diagnostics.append(Diagnostic(file: entry.theme.file, path: "", message: "fonts: \(problem)"))
                continue
            }
            let outcome = preflight.check(entry.theme, prepared: entry.prepared)
            for d in outcome.diagnostics where seen.insert(d).inserted { result.diagnostics.append(d) }
            result.themes.append(CheckedTheme(theme: entry.theme, prepared: entry.prepared, packed: outcome.packed,
                                              warnings: outcome.warnings))
            if let measurer = entry.measurer { result.fonts[entry.theme.mode ?? ""] = measurer.fontConfiguration }
        }
        if result.hasErrors { result.themes = [] }
        return result
    }
}

/// One mode of a checked file: its theme, prepared per locale (nil: the base titles), and each
/// locale's buttons packed with the check's options.
package struct CheckedTheme: Sendable {
    package var theme: ButtonTheme
    package var prepared: [String?: PreparedTheme]
    package var packed: [String?: PackedSheets]
    /// Each prepared locale's warnings (`ThemePreflight.Outcome.warnings`).
    package var warnings: [String?: [Diagnostic]] = [:]
}
