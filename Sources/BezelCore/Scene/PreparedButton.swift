/// One button of a `PreparedTheme`: its frame, its sprite size and caps, and each of its states
/// resolved, laid out and ready to draw. Immutable; a class so that the checks, the plan and the
/// drawing pass it on by reference instead of copying the whole button model each time.
public final class PreparedButton: Sendable {
    public let button: ButtonModel
    /// The frame in points at each prepared scale: the given size (the same at every scale), or
    /// the normal state's intrinsic size on that scale's pixel grid (UIKit sizes a button once, not
    /// per state, and ceils it to 1/scale: 34.333 pt at @3x, 34.5 at @2x, 35 at @1x). What
    /// `inspect` and `simulate` use as the bounds at their scale.
    public let frame: ScaledSize
    /// The sprite's size in points at each prepared scale: the frame, or a stretchable button's
    /// minimal size (Button+Stretchable.swift), which is whole points at every scale.
    public let size: ScaledSize
    /// The nine-slice cap insets in points when the button's sprites are stretchable images (a
    /// `stretchable` button: background only); whole points, the same at every scale.
    public let caps: EdgeInsets?
    /// The background alone, with its caps, of a button whose background image has cap insets
    /// (`ButtonPanel`); nil for the others.
    public let panel: ButtonPanel?
    /// The button's own states (`states`, else the theme's rendered states), in that order: the
    /// ones `validate` resolves.
    public let ownStates: [ControlState]
    /// Every prepared state: the own states, then the drawn states the button has that are not
    /// among them.
    public let states: [ControlState]
    private let prepared: [ControlState: PreparedState]

    /// The prepared state `state`, if the button was prepared in it.
    public subscript(state: ControlState) -> PreparedState? { prepared[state] }

    /// The drawings of the prepared states among `states`, by state.
    public func drawings(_ states: [ControlState]) -> [ControlState: ButtonDrawing] {
        var out: [ControlState: ButtonDrawing] = [:]
        for state in states { if let p = prepared[state] { out[state] = p.drawing } }
        return out
    }

    /// The states of `drawn` the button renders (those it has when it limits its states; a state
    /// with hover only when it gives a hover look: `ButtonModel.drawnStates`).
    public func drawnStates(_ drawn: [ControlState]) -> [ControlState] {
        button.drawnStates(drawn)
    }

    init(_ button: ButtonModel, ownStates: [ControlState], drawn: [ControlState], scales: [Double],
         resolver: AppearanceResolver, engine shared: ButtonLayoutEngine) {
        // Every title question of this button is measured once (`MeasurementMemo`).
        let engine = ButtonLayoutEngine(measurer: MeasurementMemo(shared.measurer))
        self.button = button
        self.ownStates = ownStates
        let extra = button.drawnStates(drawn).filter { !ownStates.contains($0) }
        states = ownStates + extra
        var resolved: [ControlState: (appearance: Appearance, diagnostics: [Diagnostic])] = [:]
        for state in states where resolved[state] == nil { resolved[state] = resolver.resolve(button, state: state) }
        // The normal state sizes the button; resolved apart only when it is not prepared anyway.
        var normalAppearance = resolved[.normal]?.appearance
        func normal() -> Appearance {
            if let normalAppearance { return normalAppearance }
            let a = resolver.resolve(button, state: .normal).appearance
            normalAppearance = a
            return a
        }
        let locale = resolver.locale
        if let given = button.size {
            frame = ScaledSize(given)
        } else {
            let input = ButtonLayoutInput(button: button, appearance: normal(), locale: locale)
            frame = ScaledSize(scales: scales) { engine.intrinsicSize(input, scale: $0) }
        }
        if button.stretchable {
            // Whole points at every scale: the caps are whole points and the centre 1 pt.
            size = ScaledSize(button.stretchableSize(frame: frame.base, normal: normal()))
            caps = button.stretchCaps(normal: normal(), height: frame.base.height)
        } else {
            size = frame
            caps = nil
        }
        var panel: ButtonPanel?
        if button.hasPanel {
            var appearances: [ControlState: Appearance] = [:]
            for (state, r) in resolved { appearances[state] = r.appearance }
            panel = ButtonPanel(button, appearances: appearances, normal: normal(), frame: frame.base, locale: locale, engine: engine, scales: scales)
        }
        self.panel = panel
        var prepared: [ControlState: PreparedState] = [:]
        let stretchRadius = button.stretchable ? button.stretchRadius(normal: normal(), height: frame.base.height) : nil
        for (state, r) in resolved {
            // A stretchable sprite is drawn at its minimal size with the radius its caps hold.
            var drawn = r.appearance
            if let stretchRadius, case .capsule = drawn.cornerRadius { drawn.cornerRadius = .points(stretchRadius) }
            let drawing = ButtonDrawing(button: button, appearance: drawn, frame: size, locale: locale,
                                        engine: engine, otherScales: scales, backgroundOnly: button.stretchable)
            prepared[state] = PreparedState(state: state, appearance: r.appearance, diagnostics: r.diagnostics, drawing: drawing)
        }
        self.prepared = prepared
    }
}

/// One button in one state: its appearance as resolved, the problems resolving found, and the
/// drawing the render draws.
public struct PreparedState: Sendable {
    public let state: ControlState
    /// The appearance as resolved, title and image included (a stretchable sprite's drawing leaves
    /// them out).
    public let appearance: Appearance
    /// Problems resolving found (a derived colour with nothing to derive from).
    public let diagnostics: [Diagnostic]
    /// What is drawn: the appearance laid out at the button's sprite size, at scale 1 (and on the
    /// grid of each prepared scale, `ButtonDrawing.at(scale:)`).
    public let drawing: ButtonDrawing
    /// The drawing's layout.
    public var layout: ButtonLayout { drawing.layout }
}
