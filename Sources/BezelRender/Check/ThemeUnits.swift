import BezelCore
import BezelRaster

/// The theme units of a run (theme file × mode × locale), as `render`, `verify` and `record`
/// expand them: every input file checked once (`ThemeCheck`, with the run's options) and its
/// prepared themes handed on, restricted to one mode and one locale, sorted by identifier. (A shard
/// takes pages of these units: `ShardPlan`.)
public struct ThemeUnits: Sendable {
    /// The units to render, in identifier order.
    public let units: [RenderUnit]
    /// Every problem found (errors and warnings of the inputs; the run's mode, locale and name
    /// clashes), in input order.
    public let diagnostics: [Diagnostic]
    /// Whether an input was bad (its units are missing).
    public let failed: Bool

    /// Expands `inputs` (theme files and folders). `output` is the folder units would be written
    /// into, named in the error for two themes with one name.
    public init(inputs: [String], options: RenderOptions, mode: String? = nil, locale: String? = nil,
                allowsOutsidePaths: Bool = false, output: String) {
        self.init(inputs: inputs, options: options, mode: mode, locale: locale, allowsOutsidePaths: allowsOutsidePaths,
                  output: output, images: ImageStore())
    }

    /// As `init(inputs:options:mode:locale:allowsOutsidePaths:output:)`, decoding images into the
    /// run's store `images`.
    package init(inputs: [String], options: RenderOptions, mode: String?, locale: String?,
                 allowsOutsidePaths: Bool, output: String, images: ImageStore) {
        let (files, inputIssues) = ThemeInputs.themeFiles(inputs)
        var diagnostics = inputIssues
        var failed = !inputIssues.isEmpty
        var units: [RenderUnit] = []
        var owners: [String: String] = [:]
        for file in files {
            let checked = ThemeCheck(options: options, allowsOutsidePaths: allowsOutsidePaths, images: images).run(file)
            diagnostics += checked.diagnostics.filter { $0.severity == .error }
            guard let base = checked.themes.first?.theme else { failed = true; continue }
            if let other = owners[base.name] {
                diagnostics.append(Diagnostic(file: file, path: "name", message: "theme name '\(base.name)' is also used by \(other); "
                                                + "both would write \(output)/\(base.name)"))
                failed = true
                continue
            }
            owners[base.name] = file
            let expanded = Self.units(of: checked, file: file, mode: mode, locale: locale)
            units += expanded.units
            diagnostics += expanded.diagnostics
            failed = failed || !expanded.diagnostics.isEmpty
        }
        self.units = units.sorted { SheetPixels.byteOrder($0.identifier, $1.identifier) }
        self.diagnostics = diagnostics
        self.failed = failed
    }

    /// One checked file's units in `mode` (all when nil) and `locale` (the base titles and every
    /// locale when nil), and the errors for a mode or locale it does not have.
    static func units(of checked: ThemeCheck.Result, file: String, mode: String?, locale: String?)
        -> (units: [RenderUnit], diagnostics: [Diagnostic]) {
        let themes = checked.themes.map(\.theme)
        var units: [RenderUnit] = [], diagnostics: [Diagnostic] = []
        if let mode, let base = themes.first, !themes.contains(where: { $0.mode == mode }) {
            return ([], [Diagnostic.missingMode(mode, file: file, theme: base)])
        }
        for entry in checked.themes where mode == nil || entry.theme.mode == mode {
            let theme = entry.theme
            let locales: [String?] = locale.map { theme.locales.contains($0) ? [$0] : [] } ?? ([nil] + theme.locales.map(Optional.some))
            if let locale, locales.isEmpty, mode != nil || theme.mode == nil {
                diagnostics.append(Diagnostic.missingLocale(locale, file: file, theme: theme))
            }
            units += locales.map { RenderUnit(theme: theme, locale: $0, prepared: entry.prepared[$0] ?? nil, packed: entry.packed[$0] ?? nil) }
        }
        for i in units.indices where units[i].theme.accessibility == .standard {
            units[i].accessibilityVariants = units.filter {
                $0.theme.mode == units[i].theme.mode && $0.locale == units[i].locale && $0.theme.accessibility != .standard
            }
        }
        return (mode == nil ? Self.groupingAppearances(units) : units, diagnostics)
    }

    /// `units` with each mode that is the base theme in another appearance (`ImageAppearance`)
    /// handed to the base unit of its locale as an appearance variant, for one asset catalog and
    /// one set of Android resources per theme and locale. Each accessibility variant (text size,
    /// Bold Text, Button Shapes) is a base of its own for the modes under the same settings; an
    /// Increase Contrast variant is the high-contrast appearance of the base it otherwise equals.
    static func groupingAppearances(_ units: [RenderUnit]) -> [RenderUnit] {
        var out = units
        for b in out.indices where out[b].theme.mode == nil && !out[b].theme.accessibility.highContrast {
            // Drawn with the base's fonts: a variant that ships other font files keeps its own resources.
            for v in out.indices where v != b && out[v].locale == out[b].locale && isVariant(out[v].theme, of: out[b].theme)
                && out[v].theme.shippedFontFiles == out[b].theme.shippedFontFiles {
                guard let appearance = ImageAppearance(mode: out[v].theme, base: out[b].theme) else { continue }
                // One image per appearance in a set: a second dark mode keeps its own resources.
                if let first = out[b].appearanceVariants.first(where: { ImageAppearance(mode: $0.theme, base: out[b].theme) == appearance }) {
                    out[v].sameAppearanceAs = first.theme.modeDescription
                    continue
                }
                out[b].appearanceVariants.append(out[v])
                out[v].imagesGoToBase = true
            }
        }
        return out
    }

    /// Whether `theme` is drawn under the same text size, Bold Text and Button Shapes as `base`, so
    /// that its images can be `base`'s in another appearance (which `ImageAppearance` decides).
    static func isVariant(_ theme: ButtonTheme, of base: ButtonTheme) -> Bool {
        var settings = theme.accessibility
        settings.highContrast = false
        return settings == base.accessibility
    }
}
