/// One finger on the screen, as a control sees it (a small `UITouch`): where it is, in points in the
/// control's own coordinates (origin at the top left of `bounds`), and how many taps it is part of.
public struct Touch: Hashable, Sendable {
    /// The location in points, relative to the control.
    public var location: Point
    /// 1 for a single tap, 2 for the second touch of a double tap, and so on.
    public var tapCount: Int

    public init(location: Point, tapCount: Int = 1) {
        self.location = location; self.tapCount = tapCount
    }

    public init(x: Double, y: Double, tapCount: Int = 1) {
        self.init(location: Point(x: x, y: y), tapCount: tapCount)
    }
}

/// What a handler receives with a send (UIKit's `UIEvent` for the three-argument action shape):
/// the event that was sent and the touch that caused it (nil for a programmatic `sendActions(for:)`).
public struct ControlEvent: Hashable, Sendable {
    /// The event being sent; one bit for the sends of the tracking state machine.
    public var kind: ControlEvents
    public var touch: Touch?

    public init(kind: ControlEvents, touch: Touch? = nil) {
        self.kind = kind; self.touch = touch
    }
}
