/// A UIKit control (`UIControl`/`UIButton`) without a screen: its state flags, the touch-tracking
/// state machine and target-action (docs/uikit.md, "Control tracking and events").
///
/// A class, as in UIKit: handlers receive the control itself and may change it (a toggle flips
/// `isSelected` from a `touchUpInside` handler). Not thread-safe; use it from one thread.
public final class Control {
    /// The control's bounds in its own coordinates; touches are relative to its top left.
    public var bounds: Rect
    /// False: state gains `.disabled` and touches are not delivered (UIKit's hit-test skips it).
    public var isEnabled: Bool
    public var isSelected: Bool
    public var isFocused = false
    /// False: touches are not delivered, but the state does not change (no `.disabled` bit).
    public var isUserInteractionEnabled = true

    /// Whether the control shows its pressed look. Setting it is ignored while disabled (as UIKit's
    /// `setHighlighted:`).
    public var isHighlighted: Bool {
        get { highlighted }
        set { if isEnabled { highlighted = newValue } }
    }

    /// True from an accepted touch-down until touch-up or cancel.
    public private(set) var isTracking = false
    /// Whether the tracked touch is "mostly inside" (within the expanded tracking area).
    public private(set) var isTouchInside = false
    /// The state at the last touch-up, before the highlight was cleared: what the screen showed as
    /// the finger lifted. A quick tap shows the highlight here even if it was never on before.
    public private(set) var stateAtLastTouchUp: ControlState?
    /// Whether the last touch-up turned the highlight on itself (the quick-tap rule).
    public private(set) var lastTouchUpShowedQuickTapHighlight = false

    private var highlighted = false
    var actionEntries: [ControlActionEntry] = []
    var nextActionID = 0

    public init(bounds: Rect, isEnabled: Bool = true, isSelected: Bool = false) {
        self.bounds = bounds; self.isEnabled = isEnabled; self.isSelected = isSelected
    }

    /// A control of `size` at the origin.
    public convenience init(size: Size, isEnabled: Bool = true, isSelected: Bool = false) {
        self.init(bounds: Rect(origin: .zero, size: size), isEnabled: isEnabled, isSelected: isSelected)
    }

    /// UIKit's `state` (docs/uikit.md, "Control state"): highlighted 1 | disabled 2 (when not enabled) | selected 4
    /// | focused 8. User interaction being off does not show.
    public var state: ControlState {
        var s = ControlState.normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        if isFocused { s.insert(.focused) }
        return s
    }

    /// Whether a touch at `point` is delivered to the control at all: hit-testing uses the plain
    /// bounds (half-open, as `CGRect.contains`), not the expanded tracking area.
    public func hitTest(_ point: Point) -> Bool {
        isEnabled && isUserInteractionEnabled && bounds.contains(point)
    }

    /// Whether `point` counts as inside while tracking: within `bounds` outset by
    /// `UIKitControlConstants.mostlyInsideMargin` on every side.
    public func pointMostlyInside(_ point: Point) -> Bool {
        let m = UIKitControlConstants.mostlyInsideMargin
        return bounds.inset(by: EdgeInsets(top: -m, left: -m, bottom: -m, right: -m)).contains(point)
    }

    // MARK: Tracking (docs/uikit.md, "Control tracking and events")

    /// A finger goes down. Ignored when the control is disabled, has interaction off, is already
    /// tracking, or the point misses `bounds`. Sends touchDown, then touchDownRepeat for tapCount ≥ 2.
    public func touchesBegan(_ touch: Touch) {
        guard !isTracking, hitTest(touch.location) else { return }
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        send(.touchDown, touch)
        if touch.tapCount >= 2 { send(.touchDownRepeat, touch) }
    }

    /// The finger moves. The highlight follows "mostly inside"; sends touchDragEnter/touchDragExit
    /// when that changes, then touchDragInside/touchDragOutside.
    public func touchesMoved(_ touch: Touch) {
        guard isTracking else { return }
        let inside = pointMostlyInside(touch.location)
        isHighlighted = inside
        let changed = inside != isTouchInside
        isTouchInside = inside
        if changed { send(inside ? .touchDragEnter : .touchDragExit, touch) }
        send(inside ? .touchDragInside : .touchDragOutside, touch)
    }

    /// The finger lifts. Quick-tap rule: a touch ending inside while not highlighted turns the
    /// highlight on first, so the press is visible. Sends enter/exit if inside-ness changed, then
    /// touchUpInside + primaryActionTriggered, or touchUpOutside; then clears the highlight.
    public func touchesEnded(_ touch: Touch) {
        guard isTracking else { return }
        let inside = pointMostlyInside(touch.location)
        lastTouchUpShowedQuickTapHighlight = false
        if !isHighlighted && inside && isEnabled {
            isHighlighted = true
            lastTouchUpShowedQuickTapHighlight = true
        }
        stateAtLastTouchUp = state
        let changed = inside != isTouchInside
        isTouchInside = inside
        if changed { send(inside ? .touchDragEnter : .touchDragExit, touch) }
        if inside {
            send(.touchUpInside, touch)
            send(.primaryActionTriggered, touch)
        } else {
            send(.touchUpOutside, touch)
        }
        endTracking()
    }

    /// The system takes the touch away (a scroll view starts scrolling, a call comes in): clears the
    /// highlight and sends touchCancel.
    public func touchesCancelled(_ touch: Touch) {
        guard isTracking else { return }
        isHighlighted = false
        send(.touchCancel, touch)
        endTracking()
    }

    private func endTracking() {
        isHighlighted = false
        isTracking = false
        isTouchInside = false
    }

    private func send(_ event: ControlEvents, _ touch: Touch) {
        sendActions(for: event, touch: touch)
    }
}
