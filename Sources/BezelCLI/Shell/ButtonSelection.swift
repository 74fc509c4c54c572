import Bezel
import BezelRaster

/// The theme (in the asked `--mode`), one of its buttons (`--button`) and the `--locale`, as `inspect`
/// and `simulate` select them; problems are reported as `file: json.path: message`.
struct ButtonSelection {
    let theme: ButtonTheme
    let button: ButtonModel
    let locale: String?
    /// The pinned fonts plus those the theme ships.
    let fonts: FontConfiguration
    /// Measures with `fonts`.
    var measurer: PangoTextMeasurer { PangoTextMeasurer(fontConfiguration: fonts) }

    /// Loads `file` and selects; nil after reporting a problem.
    static func load(_ file: String, args: ParsedArguments, io: CommandIO) -> ButtonSelection? {
        let (themes, diagnostics) = ThemeValidator.validate(file, allowsOutsidePaths: args.flag("allow-outside-paths"),
                                                            fontCatalog: RendererFontCatalog.shared)
        io.report(diagnostics.filter { $0.severity == .error })
        guard let base = themes.first else { return nil }
        let mode = args.value("mode")
        guard let theme = mode == nil ? base : themes.first(where: { $0.mode == mode }) else {
            io.report([missingMode(mode!, file: file, theme: base)])
            return nil
        }
        let locale = args.value("locale")
        if let locale, !theme.locales.contains(locale) {
            io.report([missingLocale(locale, file: file, theme: theme)])
            return nil
        }
        let name = args.value("button") ?? ""
        guard let button = theme.button(named: name) else {
            var message = "\(file): buttons: no button '\(name)'"
            if let near = Suggestion.closest(to: name, among: theme.buttons.map(\.name)) { message += " (did you mean '\(near)'?)" }
            io.err(message + "\n")
            return nil
        }
        guard let fonts = TextMeasurement.fonts(for: theme, io: io) else { return nil }
        return ButtonSelection(theme: theme, button: button, locale: locale, fonts: fonts)
    }

    /// `--mode` names a mode `theme` does not have.
    static func missingMode(_ mode: String, file: String, theme: ButtonTheme) -> Diagnostic {
        Diagnostic(file: file, path: "modes", message: "no mode '\(mode)' (modes: \(theme.modes.isEmpty ? "none" : theme.modes.joined(separator: ", ")))")
    }

    /// `--locale` names a locale `theme` does not localize.
    static func missingLocale(_ locale: String, file: String, theme: ButtonTheme) -> Diagnostic {
        Diagnostic(file: file, path: "locales", message: "no localization '\(locale)' (locales: \(theme.locales.isEmpty ? "none" : theme.locales.joined(separator: ", ")))")
    }
}
