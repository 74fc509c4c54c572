import Bezel
import BezelRaster
import Foundation

/// The theme (in the asked `--mode`), one of its buttons (`--button`) and the `--locale`, as `inspect`
/// and `simulate` choose them (`ButtonChoice`), prepared once (`PreparedThemeFile`); problems are reported as
/// `file: json.path: message`.
struct ButtonSelection {
    /// The selected mode in the selected locale, prepared.
    let prepared: PreparedTheme
    let item: PreparedButton
    /// The theme's fonts' measurer, the one `prepared` was made with.
    let measurer: PangoTextMeasurer
    /// The theme's document without a mode (for telling what a mode changed).
    let baseDocument: JSONObject?
    /// The file as loaded, before tokens were substituted (for naming the tokens values come from).
    let source: ThemeSource?

    var theme: ButtonTheme { prepared.theme }
    var button: ButtonModel { item.button }
    var locale: String? { prepared.locale }
    /// The pinned fonts plus those the theme ships.
    var fonts: FontConfiguration { measurer.fontConfiguration }
    /// Where the button's per-state values come from, in its theme and mode.
    var sources: AppearanceSources {
        AppearanceSources(document: theme.document ?? JSONObject(), base: theme.mode == nil ? nil : baseDocument,
                          mode: theme.mode, button: button.name, type: button.type,
                          source: source, highContrast: theme.accessibility.highContrast)
    }

    /// Loads `file` and selects the button `choice` names, in the accessibility variant `settings`;
    /// `states` are states asked for beyond the button's own, `scales` the pixel grids to lay out on
    /// (nil: the theme's). Nil after reporting a problem.
    static func load(_ file: String, choice: ButtonChoice, accessibility settings: AccessibilitySettings = .standard,
                     allowsOutsidePaths: Bool, interfaceBuilder: InterfaceBuilderOptions = InterfaceBuilderOptions(),
                     states: [ControlState]? = nil, scales: [Double]? = nil,
                     io: CommandIO) -> ButtonSelection? {
        let (mode, locale, name) = (choice.mode, choice.locale, choice.button)
        // Every mode and locale is resolved for its problems; only the selected button is laid out.
        let loaded = PreparedThemeFile.load(file, allowsOutsidePaths: allowsOutsidePaths, states: states,
                                            scales: scales, jobs: ProcessInfo.processInfo.activeProcessorCount, buttons: [name],
                                            accessibility: settings == .standard ? [] : [settings], interfaceBuilder: interfaceBuilder,
                                            preparing: { $0.mode == mode && $0.accessibility == settings && $1 == locale })
        // The token files' warnings change what the values are (a modifier's default taken, a mode name
        // made safe), so they are said; the rest of validate's warnings are validate's.
        let loadWarnings = Set(loaded.source?.warnings ?? [])
        io.report(loaded.diagnostics.filter { $0.severity == .error || loadWarnings.contains($0) })
        guard !loaded.hasErrors, let base = loaded.entries.first?.theme else { return nil }
        guard let entry = loaded.entries.first(where: { $0.theme.mode == mode && $0.theme.accessibility == settings }) else {
            io.report([Diagnostic.missingMode(mode!, file: file, theme: base)])
            return nil
        }
        let theme = entry.theme
        if let locale, !theme.locales.contains(locale) {
            io.report([Diagnostic.missingLocale(locale, file: file, theme: theme)])
            return nil
        }
        guard theme.button(named: name) != nil else {
            var message = "\(file): buttons: no button '\(name)'"
            if let near = Suggestion.closest(to: name, among: theme.buttons.map(\.name)) { message += " (did you mean '\(near)'?)" }
            io.err(message + "\n")
            return nil
        }
        guard let measurer = entry.measurer, let prepared = entry.prepared[locale], let item = prepared.button(named: name) else {
            io.err("\(theme.file): fonts: \(entry.fontProblem ?? "not loaded")\n")
            return nil
        }
        return ButtonSelection(prepared: prepared, item: item, measurer: measurer, baseDocument: base.document, source: loaded.source)
    }
}
