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
    /// The theme files whose themes had errors, so none of their units are here, in input order.
    public let failedFiles: [String]
    /// Which units are up to date, when the units were judged as they were found (`freshness`).
    package let judged: RenderRun.Judged?

    /// Expands `inputs` (theme files and folders). `output` is the folder units would be written
    /// into, named in the error for two themes with one name.
    public init(inputs: [String], options: RenderOptions, mode: String? = nil, locale: String? = nil,
                allowsOutsidePaths: Bool = false, output: String) {
        self.init(inputs: inputs, options: options, mode: mode, locale: locale, allowsOutsidePaths: allowsOutsidePaths,
                  output: output, images: ImageStore())
    }

    /// As `init(inputs:options:mode:locale:allowsOutsidePaths:output:)`, decoding images into the
    /// run's store `images`. With `freshness`, each unit is judged (`UnitFreshness`) once its file
    /// is decoded, before anything is prepared: a unit that is up to date is not laid out, packed
    /// or preflighted again (its record repeats its warnings), and `judged` holds every verdict.
    package init(inputs: [String], options: RenderOptions, mode: String?, locale: String?,
                 allowsOutsidePaths: Bool, output: String, images: ImageStore, freshness: Freshness? = nil) {
        let (files, inputIssues) = ThemeInputs.themeFiles(inputs)
        var diagnostics = inputIssues
        var failed = !inputIssues.isEmpty
        var failedFiles: [String] = []
        var units: [(unit: RenderUnit, verdict: UnitFreshness.Verdict?)] = []
        var owners: [String: String] = [:]
        let check = ThemeCheck(options: options, allowsOutsidePaths: allowsOutsidePaths, images: images)
        for file in files {
            let decoded = check.decode(file)
            let known = freshness.map { Self.judge(decoded, file: file, mode: mode, locale: locale, freshness: $0, jobs: options.jobs) }
            let fresh = known?.fresh ?? []
            let checked = check.finish(decoded) { theme, locale in !fresh.contains(RenderUnit(theme: theme, locale: locale).identifier) }
            diagnostics += checked.diagnostics
            // No theme without an error: a skipped document (a macOS one, one without buttons) says why in a warning.
            guard let base = checked.themes.first?.theme else {
                if checked.hasErrors { failed = true; failedFiles.append(file) }
                continue
            }
            if let other = owners[base.name] {
                diagnostics.append(Diagnostic(file: file, path: "name", message: "theme name '\(base.name)' is also used by \(other); "
                                                + "both would write \(output)/\(base.name)"))
                failed = true
                continue
            }
            owners[base.name] = file
            let expanded = Self.units(of: checked.themes, file: file, mode: mode, locale: locale)
            units += expanded.units.map { ($0, known?.verdicts[$0.identifier]) }
            diagnostics += expanded.diagnostics + (known?.warnings ?? [])
            failed = failed || !expanded.diagnostics.isEmpty
        }
        units.sort { SheetPixels.byteOrder($0.unit.identifier, $1.unit.identifier) }
        self.units = units.map(\.unit)
        var seen = Set<Diagnostic>()
        self.diagnostics = diagnostics.filter { seen.insert($0).inserted }
        self.failed = failed
        self.failedFiles = failedFiles
        judged = freshness.map { f in
            RenderRun.Judged(verdicts: units.map { $0.verdict ?? .render(key: nil) }, maker: f.maker)
        }
    }

    /// Where a run looks for its units' records, and the key maker it compares with.
    package struct Freshness: Sendable {
        package let source: UnitFreshness.Source
        package let maker: UnitContentKey?
    }

    /// Each unit of a decoded file judged: its verdict by identifier, the identifiers that need not
    /// be prepared (up to date, and no variant of a unit to render) and the warnings their records repeat.
    static func judge(_ decoded: PreparedThemeFile, file: String, mode: String?, locale: String?, freshness: Freshness, jobs: Int)
        -> (verdicts: [String: UnitFreshness.Verdict], fresh: Set<String>, warnings: [Diagnostic]) {
        guard !decoded.hasErrors else { return ([:], [], []) }
        let themes = decoded.entries.map { CheckedTheme(theme: $0.theme, prepared: [:], packed: [:]) }
        let units = Self.units(of: themes, file: file, mode: mode, locale: locale).units
        let verdicts = UnitFreshness.judge(units, in: freshness.source, maker: freshness.maker, jobs: jobs)
        var byIdentifier: [String: UnitFreshness.Verdict] = [:], fresh = Set<String>(), needed = Set<String>()
        var warnings: [Diagnostic] = []
        for (unit, verdict) in zip(units, verdicts) {
            byIdentifier[unit.identifier] = verdict
            switch verdict {
            case .unchanged(_, let recorded): fresh.insert(unit.identifier); warnings += recorded
            case .render: needed.formUnion((unit.appearanceVariants + unit.accessibilityVariants).map(\.identifier))
            }
        }
        return (byIdentifier, fresh.subtracting(needed), warnings)
    }

    /// One checked file's units in `mode` (all when nil) and `locale` (the base titles and every
    /// locale when nil), and the errors for a mode or locale it does not have.
    static func units(of checked: [CheckedTheme], file: String, mode: String?, locale: String?)
        -> (units: [RenderUnit], diagnostics: [Diagnostic]) {
        let themes = checked.map(\.theme)
        var units: [RenderUnit] = [], diagnostics: [Diagnostic] = []
        if let mode, let base = themes.first, !themes.contains(where: { $0.mode == mode }) {
            return ([], [Diagnostic.missingMode(mode, file: file, theme: base)])
        }
        for entry in checked where mode == nil || entry.theme.mode == mode {
            let theme = entry.theme
            let locales: [String?] = locale.map { theme.locales.contains($0) ? [$0] : [] } ?? ([nil] + theme.locales.map(Optional.some))
            if let locale, locales.isEmpty, mode != nil || theme.mode == nil {
                diagnostics.append(Diagnostic.missingLocale(locale, file: file, theme: theme))
            }
            units += locales.map {
                var unit = RenderUnit(theme: theme, locale: $0, prepared: entry.prepared[$0] ?? nil, packed: entry.packed[$0] ?? nil)
                unit.warnings = entry.warnings[$0] ?? []
                return unit
            }
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
