/// Which states a button is drawn in, of the states a render draws.
///
/// A UIKit state (no `hover` flag) is drawn unless the button's own `states` leave it out. A state
/// with Bezel's `hover` flag is drawn only by a button that names it in its own `states`, or that
/// gives a value for exactly that state in some per-state key (`"backgroundColor": {"hover": …}`):
/// a button without a hover look has no hover sprite, and every format shows the state it falls
/// back to instead (`ControlState.lookupChain`: `hover` → `normal`, `selected+hover` → `selected`).
extension ButtonModel {
    /// Whether the button is drawn in `state` when a render draws it (see above).
    public func draws(_ state: ControlState) -> Bool {
        if let states { return states.contains(state) }
        return !state.contains(.hover) || statesWithValues.contains(state)
    }

    /// The states of `rendered` the button is drawn in, in their order.
    public func drawnStates(_ rendered: [ControlState]) -> [ControlState] {
        guard rendered.contains(where: { $0.contains(.hover) }) || states != nil else { return rendered }
        let own = states == nil ? statesWithValues : []
        return rendered.filter { state in
            if let states { return states.contains(state) }
            return !state.contains(.hover) || own.contains(state)
        }
    }

    /// Whether the button has a look of its own in some state with hover.
    public var hasHoverLook: Bool { statesWithValues.contains { $0.contains(.hover) } }
}
