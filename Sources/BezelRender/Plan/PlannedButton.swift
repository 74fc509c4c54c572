import BezelCore

/// One button as a render draws it: the prepared button, its drawing in each state it draws, the
/// margin its sprite keeps for its shadow (`SpriteMargin`, the same in sheets, strips and
/// per-button images) and its nine-slice caps when it is a stretchable image.
struct PlannedButton: Sendable {
    let prepared: PreparedButton
    /// The drawn states the button has, in the render's order.
    let states: [ControlState]
    let drawings: [ControlState: ButtonDrawing]
    let margin: SpriteMargin

    var button: ButtonModel { prepared.button }
    var name: String { prepared.button.name }
    /// The cap insets in points when the button's sprites are stretchable images (`stretchable`).
    var caps: EdgeInsets? { prepared.caps }
    /// The panel of a button whose background image has cap insets (its drawings in `states`).
    var panel: ButtonPanel? { prepared.panel }

    /// `prepared` drawn in `states` (those it has) at `scales`.
    init(_ prepared: PreparedButton, states: [ControlState], scales: [Double]) {
        self.prepared = prepared
        self.states = prepared.drawnStates(states)
        drawings = prepared.drawings(self.states)
        margin = prepared.spriteMargin(states: states, scales: scales)
    }
}

/// A plan's buttons in theme order, found by name through one index (sheet frames name their
/// button).
struct PlannedButtons: Sendable {
    let all: [PlannedButton]
    private let index: [String: Int]

    /// Every button of `prepared` drawn in `states` at `scales`.
    init(_ prepared: PreparedTheme, states: [ControlState], scales: [Double]) {
        all = prepared.buttons.map { PlannedButton($0, states: states, scales: scales) }
        index = Dictionary(all.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    subscript(name: String) -> PlannedButton? { index[name].map { all[$0] } }

    /// Each panel frame of the panels' sheet (`<button>/<state>/background`) with its button and state.
    var panelFrames: [String: (button: PlannedButton, state: ControlState)] {
        var out: [String: (button: PlannedButton, state: ControlState)] = [:]
        for item in all where item.panel != nil {
            for state in item.states { out[SheetNaming.backgroundFrameName(button: item.name, state: state)] = (item, state) }
        }
        return out
    }

    /// The drawing of button `name` in `state`, if it draws that state.
    func drawing(_ name: String, _ state: ControlState) -> ButtonDrawing? { self[name]?.drawings[state] }

    /// Every button's drawings by name, for the drawers that look buttons up by a frame's name.
    var drawingsByName: [String: [ControlState: ButtonDrawing]] {
        Dictionary(all.map { ($0.name, $0.drawings) }, uniquingKeysWith: { first, _ in first })
    }
}
