/// Stretchable images: buttons whose sprites are meant to be nine-sliced by their consumer
/// (UIKit `resizableImage(withCapInsets:)`, an Xcode asset catalog's slicing, an Android
/// nine-patch, a Pixi/Phaser nine-slice sprite).
///
/// A button is drawn as a stretchable image when
/// - its normal `backgroundImage` has `capInsets` (the cap insets are the image's, in points), or
/// - it sets `"stretchable": true` (a Bezel addition to the theme format). Then the sprite is the
///   button's *background* alone — background colour or image, border, corners, shadow; no title,
///   no image, which cannot stretch and are laid out by the consumer over it, inside the content
///   insets — at its **minimal width**: left cap + right cap + 1 pt, at the height it is given (or
///   its intrinsic height). Its caps are the background image's cap insets, or, without one, the
///   corner radius plus the border width on every side (a capsule's radius is half the height);
///   vertical caps are shortened so that at least 1 pt of the height stretches. Caps are rounded
///   up to whole points, so the stretchable centre is exactly 1 pt (`scale` pixels) wide.
extension ButtonModel {
    /// Whether this button's sprites are stretchable images (see above).
    public var isStretchableImage: Bool {
        stretchable || backgroundImage[exact: .normal]?.capInsets != nil
    }

    /// The cap insets in points of this button's stretchable image, or nil when it has none.
    /// `normal` is the resolved normal-state appearance; `height` the sprite's height in points.
    public func stretchCaps(normal: Appearance, height: Double) -> EdgeInsets? {
        let imageCaps = backgroundImage[exact: .normal]?.capInsets
        guard stretchable else { return imageCaps }
        var caps: EdgeInsets
        if let imageCaps {
            caps = imageCaps
        } else {
            let radius: Double = switch normal.cornerRadius {
            case .points(let p): p
            case .capsule: height / 2
            }
            let cap = max(0, radius) + (normal.border?.width ?? 0)
            caps = EdgeInsets(top: cap, left: cap, bottom: cap, right: cap)
        }
        func whole(_ v: Double) -> Double { max(0, (v - 1e-9).rounded(.up)) }
        caps = EdgeInsets(top: whole(caps.top), left: whole(caps.left), bottom: whole(caps.bottom), right: whole(caps.right))
        // Keep at least 1 pt of the height stretchable: shorten both vertical caps alike.
        let room = max(0, height.rounded(.up) - 1)
        if caps.top + caps.bottom > room {
            let each = (room / 2).rounded(.down)
            caps.top = min(caps.top, each); caps.bottom = min(caps.bottom, room - caps.top)
        }
        return caps
    }

    /// The sprite size of a `stretchable` button whose frame would be `frame`: the minimal width
    /// (left cap + 1 pt + right cap) at the frame's height. Other buttons keep `frame`.
    public func stretchableSize(frame: Size, normal: Appearance) -> Size {
        guard stretchable, let caps = stretchCaps(normal: normal, height: frame.height) else { return frame }
        return Size(width: caps.left + caps.right + 1, height: frame.height)
    }
}
