/// The background part of an appearance: colour, gradient, layer border, layer shadow and corner radius.
struct ResolvedBackground {
    var color: RGBAColor?
    var gradient: ResolvedGradient?
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
        var background = ResolvedBackground(color: color, gradient: gradient(button, state: state), border: border,
                                            shadows: shadows, cornerRadius: cornerRadius)
        if color == nil, background.gradient == nil, button.backgroundImage.lookup(state) == nil,
           button.configuration?.style.base == .plain, theme.accessibility.buttonShapes {
            // Button Shapes: a plain configuration button gets a backdrop (docs/uikit.md, "Accessibility settings").
            background.color = RGBAColor.system("tertiarySystemFill", theme.colorAppearance, theme.accessibilityContrast)
        }
        return background
    }

    /// The gradient of `state` (exact → normal). A derived stop colour derives from the same stop
    /// of the normal gradient (the decoder makes the normal state's stops give `of`).
    func gradient(_ button: ButtonModel, state: ControlState) -> ResolvedGradient? {
        guard let g = button.backgroundGradient.lookup(state) else { return nil }
        let normal = button.backgroundGradient[exact: .normal]
        let stops = g.stops.enumerated().map { i, stop in
            let base = normal.flatMap { i < $0.stops.count ? resolveColor($0.stops[i].color, base: .black) : nil } ?? .black
            return ResolvedGradient.Stop(color: resolveColor(stop.color, base: base), position: stop.position)
        }
        return ResolvedGradient(type: g.type, stops: stops, startPoint: g.startPoint, endPoint: g.endPoint)
    }

    /// Whether Button Shapes underlines `button`'s title: a system button without a configuration
    /// that draws no background colour, gradient or image of its own (a plain text button).
    func underlinesTitleForButtonShapes(_ button: ButtonModel, state: ControlState) -> Bool {
        theme.accessibility.buttonShapes && button.type == .system && button.configuration == nil
            && button.backgroundColor.lookup(state) == nil && button.backgroundImage.lookup(state) == nil
            && button.backgroundGradient.lookup(state) == nil
    }
}
