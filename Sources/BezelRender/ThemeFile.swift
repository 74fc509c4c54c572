import BezelCore
import BezelRaster
import Foundation

/// A theme file loaded and checked exactly as `bezel validate` and `bezel render` check it: decoded
/// in every mode, every image decoded, every button laid out and packed with the default render
/// options. A file with any error is not loaded: `init` throws every error, each naming the file
/// and its JSON path. Warnings (a title that would be truncated, …) are kept in `warnings`.
///
/// ```swift
/// let file = try ThemeFile(contentsOfFile: "themes/ios.json")
/// for warning in file.warnings { print(warning) }
/// ```
public struct ThemeFile: Sendable {
    /// The path the file was loaded from, as given.
    public let path: String
    /// The mode chosen at load (`mode:`); nil: the base theme for images, every mode for `render(into:)`.
    public let mode: String?
    /// The locale chosen at load (`locale:`); nil: the base titles for images, every locale for `render(into:)`.
    public let locale: String?
    /// The theme in the chosen mode (the base theme when `mode` is nil).
    public let theme: ButtonTheme
    /// Every mode's theme, the base theme first, each followed by its accessibility variants
    /// (`ButtonTheme.accessibility`: the file's `accessibility` list); with `mode`, that mode's
    /// theme and its variants. What `render(into:)` writes.
    public let themes: [ButtonTheme]
    /// The check's warnings, each naming the file and JSON path; the load never hides one.
    public let warnings: [Diagnostic]
    /// The check's result: every mode prepared in every locale, which `render(into:)` draws
    /// instead of preparing the theme again.
    let checked: ThemeCheck.Result
    /// The images the check decoded, which `render(into:)` draws.
    let images: ImageStore

    /// Loads and checks the theme file at `path`. `mode` picks one of the file's `modes` and
    /// `locale` one of its localizations; naming one the file does not have is an error. Image and
    /// font paths must stay inside the theme's folder, as `bezel` requires without
    /// `--allow-outside-paths`. `accessibility` picks one of the file's accessibility variants as
    /// `theme` (what `ButtonImageRenderer` draws); a variant the file does not have is an error.
    public init(contentsOfFile path: String, mode: String? = nil, locale: String? = nil,
                accessibility: AccessibilitySettings = .standard) throws(Diagnostics) {
        let images = ImageStore()
        let checked = ThemeCheck(options: RenderOptions(), allowsOutsidePaths: false, images: images).run(path)
        try self.init(checked: checked, images: images, path: path, mode: mode, locale: locale, accessibility: accessibility)
    }

    /// Checks a theme document that is not a file of its own — made in memory, as BezelUIKit's
    /// `bezelTheme()` makes one — exactly as `init(contentsOfFile:)` checks a file: `source.file` is
    /// the path diagnostics name, `source.fileSystem` says where its images may be.
    public init(source: ThemeSource, mode: String? = nil, locale: String? = nil, accessibility: AccessibilitySettings = .standard) throws(Diagnostics) {
        let images = ImageStore()
        let checked = ThemeCheck(options: RenderOptions(), allowsOutsidePaths: source.fileSystem.allowsOutsidePaths, images: images)
            .run(source: source)
        try self.init(checked: checked, images: images, path: source.file, mode: mode, locale: locale, accessibility: accessibility)
    }

    private init(checked: ThemeCheck.Result, images: ImageStore, path: String, mode: String?, locale: String?,
                 accessibility: AccessibilitySettings) throws(Diagnostics) {
        let errors = checked.diagnostics.filter { $0.severity == .error }
        let all = checked.themes.map(\.theme)
        guard errors.isEmpty, let base = all.first else {
            throw Diagnostics(errors.isEmpty ? [Diagnostic(file: path, path: "", message: "the file holds no theme")] : errors)
        }
        guard let modeTheme = mode == nil ? base : all.first(where: { $0.mode == mode && $0.accessibility == .standard }) else {
            throw Diagnostics([Diagnostic.missingMode(mode!, file: path, theme: base)])
        }
        guard let chosen = all.first(where: { $0.mode == modeTheme.mode && $0.accessibility == accessibility }) else {
            let variants = all.filter { $0.mode == modeTheme.mode }.compactMap(\.accessibility.folderName)
            throw Diagnostics([Diagnostic(file: path, path: "accessibility", message: "no accessibility variant '\(accessibility.folderName ?? "")' "
                                              + "(variants: \(variants.isEmpty ? "none" : variants.joined(separator: ", ")))")])
        }
        if let locale, !chosen.locales.contains(locale) {
            throw Diagnostics([Diagnostic.missingLocale(locale, file: path, theme: chosen)])
        }
        self.path = path
        self.mode = mode
        self.locale = locale
        self.theme = chosen
        self.themes = mode == nil ? all : all.filter { $0.mode == mode }
        self.warnings = checked.diagnostics.filter { $0.severity == .warning }
        self.checked = checked
        self.images = images
    }
}
