import Foundation

/// A decoded, validated theme for one mode: buttons sorted by name, appearance layers merged into
/// each button, tokens substituted. What `AppearanceResolver` and the renderer consume.
public struct ButtonTheme: Sendable {
    /// The theme name (a safe file name); the output folder name.
    public var name: String
    /// The theme file as the user named it.
    public var file: String
    /// The folder its image and font paths are relative to: the theme file's, except for an
    /// Interface Builder document's theme whose asset catalogs or font folders lie above it.
    public var pathFolder: String?
    /// `pathFolder`, else the theme file's folder.
    public var folder: String {
        if let pathFolder { return pathFolder }
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }
    /// The mode this value was decoded for (nil: the base theme).
    public var mode: String?
    /// Which variant of the system colours (`systemBlue`, `label`, …) the theme uses.
    public var colorAppearance: ColorAppearance
    /// Whether the system colours take their Increase Contrast variants.
    public var accessibilityContrast: AccessibilityContrast = .normal
    /// What hovering shows on a web page (`--format css`).
    public var webHover: WebHover = .none
    /// The accessibility settings this value is rendered under (`.standard`: the theme itself; else
    /// one of its variants, in a folder of its own).
    public var accessibility: AccessibilitySettings = .standard
    /// The accessibility variants the theme asks to render besides itself (its `accessibility` key).
    public var accessibilityVariants: [AccessibilitySettings] = []
    /// How messages name this value among its file's themes: `mode dark`, `accessibility variant
    /// high-contrast`, or both (`mode dark, accessibility variant high-contrast`); empty for the
    /// base theme itself.
    public var modeDescription: String {
        [mode.map { "mode \($0)" }, accessibility.folderName.map { "accessibility variant \($0)" }].compactMap { $0 }.joined(separator: ", ")
    }
    /// The name, mode and accessibility variant, as the output folders name them:
    /// `ios`, `ios/dark`, `ios/dark/accessibilityLarge+high-contrast`. Tells apart the entries of
    /// `ThemeFile.themes` (one per mode and variant).
    public var identifier: String {
        [name, mode, accessibility.folderName].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "/")
    }
    /// The root tint (UIKit's window tint). Default systemBlue.
    public var tintColor: RGBAColor
    /// Pixel scales to render. Default `[1, 2, 3]`.
    public var scales: [Double]
    /// The theme's `states` key, if given.
    public var states: [ControlState]?
    /// Buttons in name order.
    public var buttons: [ButtonModel]
    /// Every mode the theme declares.
    public var modes: [String]
    /// Every locale any button (or the theme's `locales` key) names, sorted.
    public var locales: [String]
    /// The files the theme's text was read from (the theme, what it extends, its token files),
    /// absolute and sorted; empty for a theme not decoded from files.
    public var inputFiles: [String] = []
    /// This mode's document after `extends`, the mode's overlay and the tokens: what the theme
    /// says, whatever file it came from; nil when not decoded from files.
    public var document: JSONObject?
    /// For a mode a token file made: the tokens it uses that only the token file's default
    /// resolution defines (they resolve against this mode's values), sorted; empty otherwise.
    public var defaultOnlyTokens: [String] = []

    /// The states to render: the theme's `states`, or every state any button sets plus normal,
    /// highlighted, disabled and selected; in bit order.
    public var renderedStates: [ControlState] {
        if let states { return states }
        var set: Set<ControlState> = [.normal, .highlighted, .disabled, .selected]
        for b in buttons { set.formUnion(b.statesWithValues); if let s = b.states { set.formUnion(s) } }
        return set.sorted()
    }

    /// The button named `name`.
    public func button(named name: String) -> ButtonModel? { buttons.first { $0.name == name } }

    /// The buttons an app shows in another state than normal at rest (`isEnabled: false` →
    /// disabled, `isSelected: true` → selected, both → disabled+selected), by name.
    public var restingStates: [String: ControlState] {
        var out: [String: ControlState] = [:]
        for b in buttons where !b.isEnabled || b.isSelected {
            var state: ControlState = b.isEnabled ? [] : .disabled
            if b.isSelected { state.insert(.selected) }
            out[b.name] = state
        }
        return out
    }
}

extension ButtonTheme {
    /// SHA-256 (hex) of `document` as compact JSON: equal for two decodings whose themes say the
    /// same; nil without a document. Computed on each call (the content key asks once a unit).
    public var documentDigest: String? {
        document.map { SHA256.hex(of: JSONWriter.data(.object($0), pretty: false)) }
    }

    /// The image files the theme's buttons draw (images and background images in every state),
    /// and the symbol templates symbol images are drawn from, sorted; an inline SVG (`data:` URI)
    /// is part of the document, not a file.
    public var imageFiles: [String] {
        var files = Set<String>()
        for button in buttons {
            for spec in button.image.values.values {
                files.insert(spec.path)
                if let template = spec.symbol?.templateFile { files.insert(template) }
            }
            for spec in button.backgroundImage.values.values { files.insert(spec.path) }
        }
        return files.filter { !$0.hasPrefix("data:") }.sorted()
    }

    /// The font files the theme's buttons use (fonts, attributed runs, localized runs), sorted:
    /// the renderer registers them before drawing.
    public var shippedFontFiles: [String] {
        var files = Set<String>()
        func add(_ runs: StateTable<[AttributedRunSpec]>) {
            for list in runs.values.values { for run in list { if let f = run.font?.file { files.insert(f) } } }
        }
        for button in buttons {
            for spec in button.font.values.values { if let f = spec.file { files.insert(f) } }
            add(button.attributedTitle)
            for run in button.configuration?.attributedSubtitle ?? [] { if let f = run.font?.file { files.insert(f) } }
            for localized in button.localizations.values { add(localized.attributedTitle) }
        }
        return files.sorted()
    }
}
