/// Nine-slice borders of a stretchable sprite, in pixels of its sheet: the widths of the fixed
/// left and right columns and the heights of the fixed top and bottom rows.
public struct NineSliceBorders: Hashable, Sendable {
    public var left: Int
    public var top: Int
    public var right: Int
    public var bottom: Int
    public init(left: Int, top: Int, right: Int, bottom: Int) {
        self.left = left; self.top = top; self.right = right; self.bottom = bottom
    }

    /// These borders widened by `margin` on each side: caps or content insets measured from the
    /// edge of a sprite that holds a shadow around the button.
    public func grown(by margin: NineSliceBorders) -> NineSliceBorders {
        NineSliceBorders(left: left + margin.left, top: top + margin.top, right: right + margin.right, bottom: bottom + margin.bottom)
    }

    /// Cap insets in points (UIKit's `capInsets`) at `scale`: each rounded up to whole pixels
    /// (`ceil(inset × scale)`), so a corner is never cut into the stretched part.
    public init(capInsets: EdgeInsets, scale: Double) {
        func px(_ v: Double) -> Int { max(0, Int((v * scale - SheetPixels.epsilon).rounded(.up))) }
        self.init(left: px(capInsets.left), top: px(capInsets.top), right: px(capInsets.right), bottom: px(capInsets.bottom))
    }
}
