/// Constants of UIKit's control tracking that cannot be read from a header.
public enum UIKitControlConstants {
    /// How far outside `bounds` a touch still counts as "mostly inside" (UIKit's private
    /// `_UIControlMostlyInsideEdgeInsets()`), in points, on every side.
    ///
    /// UNVERIFIED [U]: the real constant was not recovered. 70 comes from StackOverflow
    /// (questions/14340122: "the default is ~70 pixels"; others saw ~100 px or ~150 % of the size).
    /// Needs a device check: drag off a button and note where touchDragExit fires.
    public static let mostlyInsideMargin: Double = 70
}
