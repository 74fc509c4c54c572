/// Resolves a button to one `Appearance` per state, as UIKit would show it (docs/uikit.md, "State lookup", "Defaults per button type" and "Images").
///
/// Pure: reads no file (image sizes come with the decoded specs) and draws nothing. Problems found here (a derived colour with
/// nothing to derive from) are returned as diagnostics.
public struct AppearanceResolver: Sendable {
    public let theme: ButtonTheme
    /// The locale whose titles are used (nil: the base titles).
    public let locale: String?

    public init(theme: ButtonTheme, locale: String? = nil) { self.theme = theme; self.locale = locale }

    /// The appearance of `button` in `state`, plus any diagnostics. Resolved in three parts that
    /// share the tint and the configuration's style colours: title (`resolveTitle`), images
    /// (`resolveImages`) and background (`resolveBackground`).
    public func resolve(_ button: ButtonModel, state: ControlState) -> (appearance: Appearance, diagnostics: [Diagnostic]) {
        var issues: [Diagnostic] = []
        func report(_ key: String, _ message: String) {
            issues.append(Diagnostic(file: theme.file, path: "buttons.\(button.name).\(key).\(state.lookupKey.name)", message: message))
        }
        // Tint: theme → appearance → button (the appearance layers are merged into the button's table).
        let tint = color(button.tintColor, state: state, fallback: theme.tintColor, key: "tintColor", report: report)!
        let configStyle = button.configuration.map { ConfigurationStyleColors(configuration: $0, tint: tint, scheme: theme.colorAppearance, state: state,
                                                                                            contrast: theme.accessibilityContrast) }
        let title = resolveTitle(button, state: state, tint: tint, configStyle: configStyle, report: report)
        // Pressed fade of modern (system) buttons: title and image alpha while highlighted, not when selected.
        let pressedFade = button.type.isModern && button.configuration == nil && state.contains(.highlighted) && !state.contains(.selected)
        let contentAlpha = pressedFade ? UIKitConstants.systemPressedAlpha : 1
        let images = resolveImages(button, state: state, tint: tint, titleColor: title.color, titleFontSize: title.font.size,
                                   configStyle: configStyle, alpha: contentAlpha)
        let background = resolveBackground(button, state: state, configStyle: configStyle, report: report)
        var appearance = Appearance(
            state: state, title: title.text, titleColor: title.color, titleShadowColor: title.shadowColor,
            titleShadowOffset: title.shadowOffset, titleAlpha: contentAlpha, font: title.font,
            image: images.image, backgroundImage: images.backgroundImage, backgroundColor: background.color,
            cornerRadius: background.cornerRadius, cornerCurve: button.configuration != nil ? .continuous : button.cornerCurve,
            border: background.border, shadows: background.shadows, tintColor: tint, clipsToBounds: button.clipsToBounds,
            showsTouchGlow: button.showsTouchWhenHighlighted && state.contains(.highlighted),
            accessibilityLabel: title.text?.string ?? button.accessibility.label,
            accessibilityHint: button.accessibility.hint, accessibilityTraits: button.accessibility.traits)
        appearance.subtitleFont = button.configuration.map(subtitleFont)
        if let runs = button.configuration?.attributedSubtitle, let font = appearance.subtitleFont {
            appearance.attributedSubtitle = textRuns(runs, font: font, color: title.color)
        }
        appearance.backgroundGradient = background.gradient
        return (appearance, issues)
    }

    /// Looks a colour up (exact → normal → fallback) and computes derived values against the normal one.
    func color(_ table: StateTable<ColorValue>, state: ControlState, fallback: RGBAColor?, key: String,
               report: (String, String) -> Void) -> RGBAColor? {
        guard let value = table.lookup(state) else { return fallback }
        switch value {
        case .color(let c): return c
        case .derived(let d):
            if let of = d.of { return d.apply(to: of) }
            let normal: RGBAColor? = switch table[exact: .normal] {
            case .color(let c)?: c
            case .derived(let nd)?: nd.of.map { nd.apply(to: $0) }
            case nil: fallback
            }
            guard let normal else {
                report(key, "a derived colour needs a base: give \"of\" or a normal value")
                return nil
            }
            return d.apply(to: normal)
        }
    }

    func resolveColor(_ value: ColorValue, base: RGBAColor) -> RGBAColor {
        switch value {
        case .color(let c): c
        case .derived(let d): d.apply(to: d.of ?? base)
        }
    }

    /// UIKit's `_disabledColorForColor:`: the colour as grey (its luma), alpha × a factor (docs/uikit.md, "Defaults per button type", unverified).
    public static func disabledColor(for tint: RGBAColor) -> RGBAColor {
        let luma = 0.299 * Double(tint.red) + 0.587 * Double(tint.green) + 0.114 * Double(tint.blue)
        let g = RGBAColor.channel(luma)
        return RGBAColor(red: g, green: g, blue: g, alpha: RGBAColor.channel(Double(tint.alpha) * UIKitConstants.disabledTitleAlphaFactor))
    }

    /// The built-in glyph of a button type.
    public static func glyph(for type: ButtonType) -> BuiltInGlyph? {
        switch type {
        case .detailDisclosure, .infoLight, .infoDark: .info
        case .contactAdd: .contactAdd
        case .close: .close
        case .custom, .system: nil
        }
    }
}
