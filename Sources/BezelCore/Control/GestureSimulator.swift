/// Runs a `GestureScript` on a `Control` and records, per step, the state it leaves and the events
/// sent, in order.
public struct GestureSimulator {
    public let control: Control

    public init(control: Control) { self.control = control }

    /// Plays every step. The control keeps its handlers; a recording handler is added for the run
    /// and removed after it (it runs after the handlers registered before the run).
    public func run(_ script: GestureScript) -> [GestureStepResult] {
        var sent: [ControlEvents] = []
        let recorder = control.addAction(.senderAndEvent { _, event in sent.append(event.kind) }, for: .allEvents)
        defer { control.removeAction(recorder) }
        var finger = Point(x: control.bounds.midX, y: control.bounds.midY)
        var results: [GestureStepResult] = []
        for step in script.steps {
            sent.removeAll()
            var touchUpState: ControlState?
            var quickTap = false
            func up(_ touch: Touch) {
                let wasTracking = control.isTracking
                control.touchesEnded(touch)
                if wasTracking {
                    touchUpState = control.stateAtLastTouchUp
                    quickTap = control.lastTouchUpShowedQuickTapHighlight
                }
            }
            switch step.kind {
            case .down:
                finger = step.point ?? centre
                control.touchesBegan(Touch(location: finger))
            case .move:
                finger = step.point ?? finger
                control.touchesMoved(Touch(location: finger))
            case .up:
                finger = step.point ?? finger
                up(Touch(location: finger))
            case .cancel:
                control.touchesCancelled(Touch(location: finger))
            case .tap, .doubleTap:
                finger = step.point ?? centre
                let taps = step.kind == .tap ? 1 : 2
                for count in 1...taps {
                    control.touchesBegan(Touch(location: finger, tapCount: count))
                    up(Touch(location: finger, tapCount: count))
                }
            }
            results.append(GestureStepResult(
                step: step.text, state: control.state, isHighlighted: control.isHighlighted,
                isSelected: control.isSelected, isTracking: control.isTracking, events: sent,
                stateAtTouchUp: touchUpState, quickTapHighlight: quickTap))
        }
        return results
    }

    private var centre: Point { Point(x: control.bounds.midX, y: control.bounds.midY) }
}

/// What one script step did.
public struct GestureStepResult: Hashable, Sendable {
    /// The step as written in the script.
    public var step: String
    /// The control state after the step.
    public var state: ControlState
    public var isHighlighted: Bool
    public var isSelected: Bool
    public var isTracking: Bool
    /// The events sent during the step, one per send, in order.
    public var events: [ControlEvents]
    /// For a step that lifted a tracked finger: the state shown at touch-up (of the last one, for
    /// `doubleTap`), before the highlight was cleared.
    public var stateAtTouchUp: ControlState?
    /// Whether the quick-tap rule turned the highlight on at that touch-up.
    public var quickTapHighlight: Bool

    public init(step: String, state: ControlState, isHighlighted: Bool, isSelected: Bool, isTracking: Bool,
                events: [ControlEvents], stateAtTouchUp: ControlState? = nil, quickTapHighlight: Bool = false) {
        self.step = step; self.state = state; self.isHighlighted = isHighlighted; self.isSelected = isSelected
        self.isTracking = isTracking; self.events = events; self.stateAtTouchUp = stateAtTouchUp
        self.quickTapHighlight = quickTapHighlight
    }

    /// The event names in order.
    public var eventNames: [String] { events.map(\.name) }
}
