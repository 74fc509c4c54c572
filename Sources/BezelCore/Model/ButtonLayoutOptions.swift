/// The layout keys of a button (UIKit's edge insets, content alignment and the image/title
/// arrangements), as decoded from a theme. Not per state.
public struct ButtonLayoutOptions: Hashable, Sendable {
    public var contentEdgeInsets = EdgeInsets.zero
    public var titleEdgeInsets = EdgeInsets.zero
    public var imageEdgeInsets = EdgeInsets.zero
    public var contentHorizontalAlignment = ContentHorizontalAlignment.center
    public var contentVerticalAlignment = ContentVerticalAlignment.center
    public var imagePlacement = ImagePlacement.leading
    public var imagePadding: Double = 0
    public var titleRect: Rect?
    public var imageRect: Rect?
    public var lineBreakMode = LineBreakMode.middle
    public var numberOfLines = 1
    /// nil: from the locale (right-to-left scripts) or left-to-right.
    public var layoutDirection: LayoutDirection?
    public init() {}
}
