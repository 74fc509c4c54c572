/// The title part of an appearance: font, text (plain, attributed or localized), colour and shadow.
struct ResolvedTitle {
    var text: TitleText?
    var font: TextFont
    var color: RGBAColor
    var shadowColor: RGBAColor?
    var shadowOffset: Size
}

extension AppearanceResolver {
    /// The title of `button` in `state` (docs/uikit.md, "State lookup" and "Defaults per button type").
    func resolveTitle(_ button: ButtonModel, state: ControlState, tint: RGBAColor, configStyle: ConfigurationStyleColors?,
                      report: (String, String) -> Void) -> ResolvedTitle {
        let font = resolveFont(button, state: state)
        // Title colour: exact → normal → type default (white for custom, tint for the others; disabled greyed).
        let defaultTitleColor: RGBAColor = {
            if let configStyle { return configStyle.foreground }
            guard button.type.isModern else { return .white }
            return state.contains(.disabled) && !state.contains(.highlighted) ? Self.disabledColor(for: tint) : tint
        }()
        let titleColor = color(button.titleColor, state: state, fallback: defaultTitleColor, key: "titleColor", report: report)!
        let shadowColor = color(button.titleShadowColor, state: state, fallback: nil, key: "titleShadowColor", report: report)
        var shadowOffset = button.titleShadowOffset
        if button.reversesTitleShadowWhenHighlighted && state.contains(.highlighted) {
            shadowOffset = Size(width: -shadowOffset.width, height: -shadowOffset.height)
        }
        var text = titleText(button, state: state, font: font, color: titleColor)
        if underlinesTitleForButtonShapes(button, state: state), var t = text {
            for i in t.runs.indices { t.runs[i].underline = true }
            text = t
        }
        return ResolvedTitle(text: text, font: font, color: titleColor, shadowColor: shadowColor, shadowOffset: shadowOffset)
    }

    /// The state's font spec completed from normal, then the default: its text style, else the
    /// configuration's (both at the rendered content size category), else the type's; its line is
    /// the font's own height unless the theme gives one. Under Bold Text a
    /// system font is one weight heavier; with `adjustsFontForContentSizeCategory` a fixed size
    /// scales as `UIFontMetrics.default` scales it (docs/uikit.md, "Dynamic Type").
    func resolveFont(_ button: ButtonModel, state: ControlState) -> TextFont {
        let a11y = theme.accessibility
        let fontSpec = button.font.lookup(state)
        let normalFont = button.font[exact: .normal]
        let style = fontSpec?.textStyle ?? normalFont?.textStyle
        let defaultFont = style?.font(at: a11y.contentSize)
            ?? button.configuration?.size.defaultTitleFont(category: a11y.contentSize)
            ?? TextFont(size: button.type.isModern ? UIKitConstants.modernTitleFontSize : UIKitConstants.customTitleFontSize)
        let fixedSize = fontSpec?.size ?? normalFont?.size
        var font = TextFont(family: fontSpec?.family ?? normalFont?.family ?? defaultFont.family,
                            size: fixedSize ?? defaultFont.size,
                            weight: fontSpec?.weight ?? normalFont?.weight ?? defaultFont.weight,
                            italic: fontSpec?.italic ?? normalFont?.italic ?? false)
        // No line height of its own: the font's (UIFont.lineHeight), as a UILabel's; a theme's wins.
        if let lineHeight = fontSpec?.lineHeight ?? normalFont?.lineHeight { font.lineHeight = lineHeight }
        if let fixedSize, button.adjustsFontForContentSizeCategory {
            font.size = a11y.contentSize.scaled(fixedSize)
            font.lineHeight = font.lineHeight.map { a11y.contentSize.scaled($0) }
        }
        if a11y.boldText, SystemFont.isSystem(font.family) { font.weight = AccessibilitySettings.boldWeight(font.weight) }
        font.letterSpacing = fontSpec?.letterSpacing ?? normalFont?.letterSpacing ?? 0
        return font
    }

    /// Whether `button`'s fonts change with the Dynamic Type category in any of `states`, by the
    /// rule of `resolveFont`: a font without a fixed size takes its text style's or its
    /// configuration's size at the category; a fixed size scales only with
    /// `adjustsFontForContentSizeCategory`; a configuration's subtitle always follows its size class.
    static func fontScalesWithContentSize(_ button: ButtonModel, in states: [ControlState]) -> Bool {
        if button.configuration?.subtitle != nil || button.configuration?.attributedSubtitle != nil { return true }
        let normal = button.font[exact: .normal]
        return states.contains { state in
            let spec = button.font.lookup(state)
            guard spec?.size ?? normal?.size != nil else {
                return spec?.textStyle ?? normal?.textStyle != nil || button.configuration != nil
            }
            return button.adjustsFontForContentSizeCategory
        }
    }

    /// A configuration's subtitle font: its size class's text style at the rendered category,
    /// one weight heavier under Bold Text.
    func subtitleFont(_ configuration: ButtonConfiguration) -> TextFont {
        var font = configuration.size.defaultSubtitleFont(category: theme.accessibility.contentSize)
        if theme.accessibility.boldText { font.weight = AccessibilitySettings.boldWeight(font.weight) }
        return font
    }

    /// Attributed title (exact → normal) wins over the plain title (exact → normal); in a locale, a
    /// localized title of either kind wins over both base titles. An empty title is no title.
    func titleText(_ button: ButtonModel, state: ControlState, font: TextFont, color titleColor: RGBAColor) -> TitleText? {
        let localized = locale.flatMap { button.localizations[$0] }
        let localizedPlain = localized?.title.lookup(state)
        let attributed = localized?.attributedTitle.lookup(state)
            ?? (localizedPlain == nil ? button.attributedTitle.lookup(state) : nil)
        let plain = localizedPlain ?? button.title.lookup(state)
        var title: TitleText?
        if let attributed {
            title = TitleText(runs: textRuns(attributed, font: font, color: titleColor), font: font)
        } else if let plain {
            title = TitleText(plain, font: font)
        }
        if let t = title, t.isEmpty { return nil }
        return title
    }

    /// Attributed runs as drawn: each run's font completed from `font`, its derived colour from `color`.
    func textRuns(_ attributed: [AttributedRunSpec], font: TextFont, color: RGBAColor) -> [TextRun] {
        attributed.map { run in
            TextRun(text: run.text,
                    font: run.font.map { f in
                        TextFont(family: f.family ?? font.family, size: f.size ?? font.size, weight: f.weight ?? font.weight,
                                 italic: f.italic ?? font.italic, lineHeight: f.lineHeight,
                                 letterSpacing: f.letterSpacing ?? font.letterSpacing)
                    },
                    color: run.color.map { resolveColor($0, base: color) },
                    backgroundColor: run.backgroundColor.map { resolveColor($0, base: .clear) },
                    underline: run.underline, strikethrough: run.strikethrough, kern: run.kern, baselineOffset: run.baselineOffset)
        }
    }
}
