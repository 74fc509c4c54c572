import BezelCore

extension Diagnostic {
    /// The error for a mode the theme file does not declare (`--mode`, `ThemeFile(mode:)`).
    public static func missingMode(_ mode: String, file: String, theme: ButtonTheme) -> Diagnostic {
        let modes = theme.modes.isEmpty ? "none" : theme.modes.joined(separator: ", ")
        return Diagnostic(file: file, path: "modes", message: "no mode '\(mode)' (modes: \(modes))")
    }

    /// The error for a locale the theme does not localize (`--locale`, `ThemeFile(locale:)`).
    public static func missingLocale(_ locale: String, file: String, theme: ButtonTheme) -> Diagnostic {
        let locales = theme.locales.isEmpty ? "none" : theme.locales.joined(separator: ", ")
        return Diagnostic(file: file, path: "locales", message: "no localization '\(locale)' (locales: \(locales))")
    }
}
