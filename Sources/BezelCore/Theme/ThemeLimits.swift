/// The limits a theme is checked against before any work starts, so that no input can make Bezel
/// crash, hang or allocate without bound (docs/format.md, "Limits and checks").
public enum ThemeLimits {
    /// The smallest side of a button, in points: a sprite needs at least one pixel at every scale.
    public static let minimumButtonSide = 1.0
    /// The longest text Bezel draws in one title, run or subtitle, in Unicode scalars.
    public static let maximumTextLength = 1_000
    /// The most layers one state's `shadow` may have.
    public static let maximumShadowLayers = 16
    /// The most stops one gradient may have.
    public static let maximumGradientStops = 64
    /// The most numbers a border's `dashPattern` may have.
    public static let maximumDashPatternLength = 32
}
