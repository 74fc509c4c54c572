/// The foreground and background colours of a UIButton.Configuration style in one state
/// (docs/uikit.md, "`UIButton.Configuration` style colours"). The helper formulas are interpreted as the spec says: RA(c, f) multiplies
/// alpha by f; RALAW(c, f, w) multiplies alpha by f in light appearance and composites white at alpha
/// w in dark appearance. The tinted style's base alpha is **unverified** (needs a device screenshot).
public struct ConfigurationStyleColors: Sendable {
    public var foreground: RGBAColor
    public var background: RGBAColor?

    /// Tinted style background alpha (observed ≈0.15–0.2 in light mode). **Unverified**.
    public static let tintedBackgroundAlpha = 0.15

    public init(configuration: ButtonConfiguration, tint: RGBAColor, scheme: ColorAppearance, state: ControlState,
                contrast: AccessibilityContrast = .normal) {
        let disabled = state.contains(.disabled)
        let highlighted = state.contains(.highlighted)
        var style = configuration.style.base
        if state.contains(.selected) {
            style = switch style { case .plain, .gray: .tinted; case .tinted: .filled; default: style }
        }
        func named(_ n: String) -> RGBAColor { RGBAColor.system(n, scheme, contrast) }
        func ra(_ c: RGBAColor, _ f: Double) -> RGBAColor { c.withOpacity(f) }
        func ralaw(_ c: RGBAColor, _ f: Double, _ w: Double) -> RGBAColor { scheme == .light ? c.withOpacity(f) : c.overlay(.white, alpha: w) }
        let baseFG = configuration.baseForegroundColor.flatMap { if case .color(let c) = $0 { c } else { nil } }
        let baseBG = configuration.baseBackgroundColor.flatMap { if case .color(let c) = $0 { c } else { nil } }
        switch style {
        case .gray:
            let fg = baseFG ?? tint, bg = baseBG ?? named("secondarySystemFill")
            foreground = disabled ? named("tertiaryLabel") : highlighted ? ralaw(fg, 0.75, 0.1) : fg
            background = disabled ? ra(bg, 0.75) : highlighted ? ralaw(bg, 0.75, 0.05) : bg
        case .tinted:
            let fg = baseFG ?? tint
            let bg = (baseBG ?? tint).withOpacity(baseBG == nil ? Self.tintedBackgroundAlpha : 1)
            foreground = disabled ? named("tertiaryLabel") : highlighted ? ralaw(fg, 0.75, 0.1) : fg
            let factor = scheme == .light ? 0.65 : 0.70
            background = disabled ? ra(named("secondarySystemFill"), 0.75) : highlighted ? bg.withOpacity(factor) : bg
        case .filled:
            let fg = baseFG ?? (tint == .white && baseBG == nil ? .black : .white), bg = baseBG ?? tint
            foreground = disabled ? named("tertiaryLabel") : highlighted ? ra(fg, 0.75) : fg
            background = disabled ? ra(named("secondarySystemFill"), 0.75) : highlighted ? ralaw(bg, 0.75, 0.2) : bg
        default:
            let fg = baseFG ?? tint
            foreground = disabled ? named("tertiaryLabel") : highlighted ? ralaw(fg, 0.75, 0.2) : fg
            background = nil
        }
    }

    /// The default corner radius of a configuration: capsule, or the size's radius (docs/uikit.md, "`UIButton.Configuration` layout").
    public static func cornerRadius(_ configuration: ButtonConfiguration) -> CornerRadius {
        configuration.cornerStyle == .capsule ? .capsule : .points(configuration.size.defaultCornerRadius)
    }
}
