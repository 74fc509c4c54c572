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
