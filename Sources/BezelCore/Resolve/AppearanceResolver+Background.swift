/// The background part of an appearance: colour, layer border, layer shadow layers and corner radius.
struct ResolvedBackground {
    var color: RGBAColor?
    var border: ResolvedBorder?
    var shadows: [ResolvedShadow]
    var cornerRadius: CornerRadius
}

extension AppearanceResolver {
    /// Each exact → normal; a configuration's style supplies the colour and corner radius defaults.
    func resolveBackground(_ button: ButtonModel, state: ControlState, configStyle: ConfigurationStyleColors?,
                           report: (String, String) -> Void) -> ResolvedBackground {
        let color = color(button.backgroundColor, state: state, fallback: configStyle?.background, key: "backgroundColor", report: report)
        let border = button.border.lookup(state).map { b in
            ResolvedBorder(width: b.width, color: resolveColor(b.color, base: button.border[exact: .normal].map { resolveColor($0.color, base: .black) } ?? .black),
                           style: b.style, dashPattern: b.dashPattern, lineCap: b.lineCap)
        }
        let shadows = (button.shadow.lookup(state) ?? []).map { s in
            ResolvedShadow(color: resolveColor(s.color, base: .black), offset: s.offset, radius: s.radius, opacity: s.opacity,
                           spread: s.spread, inset: s.inset)
        }
        let cornerRadius = button.cornerRadius.lookup(state)
            ?? configStyle.map { _ in ConfigurationStyleColors.cornerRadius(button.configuration!) } ?? .points(0)
        var background = ResolvedBackground(color: color, border: border, shadows: shadows, cornerRadius: cornerRadius)
        if color == nil, button.backgroundImage.lookup(state) == nil, button.configuration?.style.base == .plain,
           theme.accessibility.buttonShapes {
            // Button Shapes: a plain configuration button gets a backdrop (docs/uikit.md, "Accessibility settings").
            background.color = RGBAColor.system("tertiarySystemFill", theme.colorAppearance, theme.accessibilityContrast)
        }
        return background
    }

    /// Whether Button Shapes underlines `button`'s title: a system button without a configuration
    /// that draws no background colour or image of its own (a plain text button).
    func underlinesTitleForButtonShapes(_ button: ButtonModel, state: ControlState) -> Bool {
        theme.accessibility.buttonShapes && button.type == .system && button.configuration == nil
            && button.backgroundColor.lookup(state) == nil && button.backgroundImage.lookup(state) == nil
    }
}
