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
