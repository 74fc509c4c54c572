/// Resolves a button to one `Appearance` per state, as UIKit would show it (docs/uikit.md, "State lookup", "Defaults per button type" and "Images").
///
/// Pure: reads no file (image sizes come with the decoded specs) and draws nothing. Problems found here (a derived colour with
/// nothing to derive from) are returned as diagnostics.
public struct AppearanceResolver: Sendable {
    public let theme: ButtonTheme
    /// The locale whose titles are used (nil: the base titles).
    public let locale: String?

    public init(theme: ButtonTheme, locale: String? = nil) { self.theme = theme; self.locale = locale }

    /// The appearance of `button` in `state`, plus any diagnostics.
    public func resolve(_ button: ButtonModel, state: ControlState) -> (appearance: Appearance, diagnostics: [Diagnostic]) {
        var issues: [Diagnostic] = []
        let path = "buttons.\(button.name)"
        func report(_ key: String, _ message: String) {
            issues.append(Diagnostic(file: theme.file, path: "\(path).\(key).\(state.lookupKey.name)", message: message))
        }
        let modern = button.type.isModern
        let key = state.lookupKey

        // Tint: theme → appearance → button (the appearance layers are merged into the button's table).
        let tint = color(button.tintColor, state: state, fallback: theme.tintColor, key: "tintColor", report: report)!

        // Fonts: the state's font spec completed from normal, then the type default.
        let fontSpec = button.font.lookup(state)
        let normalFont = button.font[exact: .normal]
        let defaultFont = button.configuration?.size.defaultTitleFont()
            ?? TextFont(size: modern ? UIKitConstants.modernTitleFontSize : UIKitConstants.customTitleFontSize)
        let font = TextFont(family: fontSpec?.family ?? normalFont?.family ?? defaultFont.family,
                        size: fontSpec?.size ?? normalFont?.size ?? defaultFont.size,
                        weight: fontSpec?.weight ?? normalFont?.weight ?? defaultFont.weight,
                        italic: fontSpec?.italic ?? normalFont?.italic ?? false)

        // Title colour: exact → normal → type default (white for custom, tint for the others; disabled greyed).
        let configStyle = button.configuration.map { ConfigurationStyleColors(configuration: $0, tint: tint, scheme: theme.colorAppearance, state: state) }
        let defaultTitleColor: RGBAColor = {
            if let configStyle { return configStyle.foreground }
            guard modern else { return .white }
            return state.contains(.disabled) && !state.contains(.highlighted) ? Self.disabledColor(for: tint) : tint
        }()
        let titleColor = color(button.titleColor, state: state, fallback: defaultTitleColor, key: "titleColor", report: report)!
        let shadowColor = color(button.titleShadowColor, state: state, fallback: nil, key: "titleShadowColor", report: report)
        var shadowOffset = button.titleShadowOffset
        if button.reversesTitleShadowWhenHighlighted && state.contains(.highlighted) {
            shadowOffset = Size(width: -shadowOffset.width, height: -shadowOffset.height)
        }

        // Title: attributed title (exact → normal) wins over the plain title (exact → normal); in a
        // locale, a localized title of either kind wins over both base titles.
        let localized = locale.flatMap { button.localizations[$0] }
        let localizedPlain = localized?.title.lookup(state)
        let attributed = localized?.attributedTitle.lookup(state)
            ?? (localizedPlain == nil ? button.attributedTitle.lookup(state) : nil)
        let plain = localizedPlain ?? button.title.lookup(state)
        var title: TitleText?
        if let attributed {
            let runs = attributed.map { run in
                TextRun(text: run.text,
                        font: run.font.map { f in TextFont(family: f.family ?? font.family, size: f.size ?? font.size, weight: f.weight ?? font.weight, italic: f.italic ?? font.italic) },
                        color: run.color.map { resolveColor($0, base: titleColor) },
                        backgroundColor: run.backgroundColor.map { resolveColor($0, base: .clear) },
                        underline: run.underline, strikethrough: run.strikethrough, kern: run.kern, baselineOffset: run.baselineOffset)
            }
            title = TitleText(runs: runs, font: font)
        } else if let plain {
            title = TitleText(plain, font: font)
        }
        if let configSubtitleless = title, configSubtitleless.isEmpty { title = nil }

        // Pressed fade of modern (system) buttons: title and image alpha while highlighted, not when selected.
        let pressedFade = modern && button.configuration == nil && state.contains(.highlighted) && !state.contains(.selected)
        let contentAlpha = pressedFade ? UIKitConstants.systemPressedAlpha : 1

        // Image: exact → normal → the type's glyph.
        let highlightedMode = button.effectiveAdjustsImageWhenHighlighted && !button.showsTouchWhenHighlighted && state.contains(.highlighted)
        let disabledMode = button.effectiveAdjustsImageWhenDisabled && state.contains(.disabled)
        func adjustment(_ fallback: Bool) -> ImageAdjustment {
            guard fallback else { return .none }
            return highlightedMode ? .darken : (disabledMode ? .fade : .none)
        }
        // Template images (and the type glyphs): configuration buttons colour them with their
        // foreground; a modern button's disabled template takes the greyed title colour; else the tint.
        let templateColor = configStyle != nil || (modern && state.contains(.disabled) && button.titleColor.lookup(state) == nil) ? titleColor : tint
        var image: ResolvedImage?
        if let spec = button.image.lookup(state) {
            let template: Bool = switch spec.renderingMode {
            case .template: true
            case .original: false
            case .automatic: modern
            }
            image = ResolvedImage(path: spec.path, glyph: nil, templateColor: template ? templateColor : nil,
                                  size: spec.size ?? spec.info.pointSize, adjustment: adjustment(button.image.isFallback(state)),
                                  alpha: contentAlpha)
        } else if let glyph = Self.glyph(for: button.type), button.type != .close {
            let side = UIKitConstants.glyphButtonSize
            image = ResolvedImage(path: nil, glyph: glyph, templateColor: templateColor, size: Size(width: side, height: side),
                                  adjustment: .none, alpha: contentAlpha)
        }

        // Background image: exact → normal; the close button draws its circle as one.
        var backgroundImage: ResolvedBackgroundImage?
        if let spec = button.backgroundImage.lookup(state) {
            backgroundImage = ResolvedBackgroundImage(path: spec.path, glyph: nil, fillColor: nil, size: spec.info.pointSize,
                                                      capInsets: spec.capInsets, resizingMode: spec.resizingMode,
                                                      adjustment: adjustment(button.backgroundImage.isFallback(state)))
        } else if button.type == .close {
            let side = UIKitConstants.closeButtonSize
            let fill = RGBAColor.system("tertiarySystemFill", theme.colorAppearance)
            backgroundImage = ResolvedBackgroundImage(path: nil, glyph: .close, fillColor: fill, size: Size(width: side, height: side),
                                                      capInsets: nil, resizingMode: .stretch, adjustment: .none)
            let glyphColor = button.titleColor.lookup(state).map { resolveColor($0, base: tint) } ?? RGBAColor.system("secondaryLabel", theme.colorAppearance)
            image = ResolvedImage(path: nil, glyph: .close, templateColor: glyphColor, size: Size(width: side, height: side),
                                  adjustment: .none, alpha: contentAlpha)
        }

        let background = color(button.backgroundColor, state: state, fallback: configStyle?.background, key: "backgroundColor", report: report)
        let border = button.border.lookup(state).map { b in
            ResolvedBorder(width: b.width, color: resolveColor(b.color, base: button.border[exact: .normal].map { resolveColor($0.color, base: .black) } ?? .black))
        }
        let shadow = button.shadow.lookup(state).map { s in
            ResolvedShadow(color: resolveColor(s.color, base: .black), offset: s.offset, radius: s.radius, opacity: s.opacity)
        }
        let cornerRadius = button.cornerRadius.lookup(state) ?? configStyle.map { _ in ConfigurationStyleColors.cornerRadius(button.configuration!) } ?? .points(0)
        let label = title?.string ?? button.accessibility.label
        _ = key
        let appearance = Appearance(
            state: state, title: title, titleColor: titleColor, titleShadowColor: shadowColor, titleShadowOffset: shadowOffset,
            titleAlpha: contentAlpha, font: font, image: image, backgroundImage: backgroundImage, backgroundColor: background,
            cornerRadius: cornerRadius, cornerCurve: button.configuration != nil ? .continuous : button.cornerCurve,
            border: border, shadow: shadow, tintColor: tint, clipsToBounds: button.clipsToBounds,
            showsTouchGlow: button.showsTouchWhenHighlighted && state.contains(.highlighted),
            accessibilityLabel: label, accessibilityHint: button.accessibility.hint, accessibilityTraits: button.accessibility.traits)
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
