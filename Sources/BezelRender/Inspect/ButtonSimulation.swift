import BezelCore
import BezelRaster

/// A gesture replayed on one button of a prepared theme (what `simulate` runs): the control sized
/// at the button's frame at @2x (`scale`, the filmstrip's), the steps it went through, and the
/// filmstrip frames that show them.
public struct ButtonSimulation {
    /// The scale the control is sized and the filmstrip drawn at: the theme must be prepared for it.
    public static let scale = 2.0
    public let prepared: PreparedTheme
    public let item: PreparedButton
    /// The state before the first step.
    public let initialState: ControlState
    /// The control's bounds (the button's frame at `scale`: 34.5 pt for a 34.333-pt @3x frame).
    public let bounds: Rect
    /// One result per step of the script.
    public let steps: [GestureStepResult]

    /// Replays `script` on `item` of `prepared`.
    /// - Parameters:
    ///   - initial: the state to start in (nil: the button's `isEnabled`/`isSelected`).
    ///   - toggles: touch-up inside flips the selection (also when the button sets
    ///     `changesSelectionAsPrimaryAction`).
    ///   - userInteractionEnabled: false: no touches arrive.
    public init(_ prepared: PreparedTheme, _ item: PreparedButton, script: GestureScript, initial: ControlState?,
                toggles: Bool, userInteractionEnabled: Bool) {
        self.prepared = prepared
        self.item = item
        let button = item.button
        let control = Control(size: item.frame.at(scale: Self.scale), isEnabled: button.isEnabled, isSelected: button.isSelected)
        if let initial {
            control.isEnabled = true
            control.isHighlighted = initial.contains(.highlighted)
            control.isEnabled = !initial.contains(.disabled)
            control.isSelected = initial.contains(.selected)
            control.isFocused = initial.contains(.focused)
        }
        if !userInteractionEnabled { control.isUserInteractionEnabled = false }
        if toggles || button.changesSelectionAsPrimaryAction { control.addSelectionToggle() }
        initialState = control.state
        bounds = control.bounds
        steps = GestureSimulator(control: control).run(script)
    }

    /// One frame for the initial state, then one per step: the button drawn at `scale` in the state after
    /// it, from its prepared appearances (a state it was not prepared in is resolved here, once).
    package func filmstripFrames(measurer: any TextMeasurer) -> [FilmstripRenderer.Frame] {
        let resolver = AppearanceResolver(theme: prepared.theme, locale: prepared.locale)
        let engine = ButtonLayoutEngine(measurer: measurer)
        var resolved: [ControlState: Appearance] = [:]
        func drawing(_ state: ControlState) -> ButtonDrawing {
            let appearance = resolved[state] ?? item[state]?.appearance ?? resolver.resolve(item.button, state: state).appearance
            resolved[state] = appearance
            return ButtonDrawing(button: item.button, appearance: appearance, size: bounds.size,
                                 locale: prepared.locale, engine: engine, scale: Self.scale)
        }
        var frames = [FilmstripRenderer.Frame(drawing: drawing(initialState), label: ["0 start", initialState.name])]
        for (i, step) in steps.enumerated() {
            frames.append(FilmstripRenderer.Frame(drawing: drawing(step.state),
                                                  label: ["\(i + 1) \(step.step)", step.state.name] + step.eventNames))
        }
        return frames
    }
}
