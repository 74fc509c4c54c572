/// Stretchable images: buttons whose background is meant to be nine-sliced by its consumer
/// (UIKit `resizableImage(withCapInsets:)` and `setBackgroundImage`, an Xcode asset catalog's
/// slicing, an Android nine-patch, a Pixi/Phaser nine-slice sprite, a Godot `StyleBoxTexture`).
/// Slice data goes only on images that are safe to stretch, those without title or image:
/// - a button that sets `"stretchable": true` (a Bezel addition to the theme format) is drawn as
///   such an image (below), and its sprites carry the caps;
/// - a button whose normal `backgroundImage` has `capInsets` (and is not `stretchable`) is drawn
///   whole, title and image included, and its sprites carry no caps (a consumer would stretch the
///   title); beside them it has a **panel** (`hasPanel`, `ButtonPanel`): its background alone at
///   its minimal size, drawn as a `stretchable` sprite is, with the image's cap insets rounded up
///   to whole points (`panelCaps`).
///
/// With `"stretchable": true`, the sprite is the
///   button's *background* alone — background colour or image, border, corners, shadow; no title,
///   no image, which cannot stretch and are laid out by the consumer over it, inside the content
///   insets — at its **minimal size in both axes**: left cap + 1 pt + right cap wide, top cap +
///   1 pt + bottom cap high (an axis without caps keeps the frame's extent: `minimalSize`). Its caps are the background image's cap insets, or, without one, the
///   corner radius plus the border width on every side, the same on all four (a capsule's radius
///   is half the height it is given; no corner is rounder than that); the sprite is drawn with that
///   radius, so the corners fill the caps exactly. A shadow layer can need more (`shadowCap`): an
///   outer layer with a negative spread starts its straight edges further in, and an inset layer's
///   band along the edges must lie in the caps. Caps are rounded up to whole points, so the
///   stretchable centre is exactly 1 pt (`scale` pixels) each way.
extension ButtonModel {
    /// Whether this button's background is nine-sliced by its consumers: its sprites (`stretchable`)
    /// or its panel (`hasPanel`).
    public var isStretchableImage: Bool {
        stretchable || hasPanel
    }

    /// Whether the button has a panel beside its sprites: a background image with cap insets on a
    /// button that is not `stretchable` (see above).
    public var hasPanel: Bool {
        !stretchable && backgroundImage[exact: .normal]?.capInsets != nil
    }

    /// The panel's caps in points: the background image's cap insets rounded up to whole points
    /// (nil without a panel).
    public var panelCaps: EdgeInsets? {
        guard hasPanel, let c = backgroundImage[exact: .normal]?.capInsets else { return nil }
        return Self.wholePoints(c)
    }

    /// `insets` rounded up to whole points.
    static func wholePoints(_ insets: EdgeInsets) -> EdgeInsets {
        func whole(_ v: Double) -> Double { max(0, (v - 1e-9).rounded(.up)) }
        return EdgeInsets(top: whole(insets.top), left: whole(insets.left), bottom: whole(insets.bottom), right: whole(insets.right))
    }

    /// Where a consumer lays content out over a stretchable sprite, in points: the configuration's
    /// content insets, else `contentEdgeInsets` (a nine-patch's padding, libGDX's `pad`, Godot's
    /// content margins).
    public var contentInsets: EdgeInsets { configuration?.contentInsets ?? layout.contentEdgeInsets }

    /// The cap insets in points of this button's stretchable sprite (a `stretchable` button's), or
    /// nil when its sprites are not stretchable. `normal` is the resolved normal-state appearance;
    /// `height` the height the button is given.
    public func stretchCaps(normal: Appearance, height: Double) -> EdgeInsets? {
        guard stretchable else { return nil }
        func whole(_ v: Double) -> Double { max(0, (v - 1e-9).rounded(.up)) }
        if let imageCaps = backgroundImage[exact: .normal]?.capInsets { return Self.wholePoints(imageCaps) }
        let radius = stretchRadius(normal: normal, height: height)
        let border = max(0, normal.border?.width ?? 0)
        let cap = whole(max(radius + border, Self.shadowCap(normal.shadows, radius: radius, border: border)))
        return EdgeInsets(top: cap, left: cap, bottom: cap, right: cap)
    }

    /// How far in from each edge the visible `shadows` of a shape with corner `radius` vary
    /// along that edge, in points: for an outer layer, where the straight edges of its spread
    /// shape begin (beyond the corner radius only with a negative spread); for an inset layer, where
    /// its band is the same all along the edge — the border width, then the hole's straight edges'
    /// start (its spread plus its corner radius inside the border) plus the larger offset and three
    /// times the blur radius.
    static func shadowCap(_ shadows: [ResolvedShadow], radius: Double, border: Double) -> Double {
        shadows.filter(\.isVisible).map { layer in
            guard layer.inset else { return ButtonScene.spreadRadius(radius, by: layer.spread) - layer.spread }
            let shift = max(abs(layer.offset.width), abs(layer.offset.height))
            let inner = max(0, radius - border)
            return border + layer.spread + ButtonScene.spreadRadius(inner, by: -layer.spread) + shift + 3 * max(0, layer.radius)
        }.max() ?? 0
    }

    /// The corner radius a stretchable sprite is drawn with: the appearance's, a capsule's being
    /// half of `height`, and none rounder than that.
    public func stretchRadius(normal: Appearance, height: Double) -> Double {
        let radius: Double = switch normal.cornerRadius {
        case .points(let p): p
        case .capsule: height / 2
        }
        return min(max(0, radius), height / 2)
    }

    /// The sprite size of a `stretchable` button whose frame would be `frame`: the minimal size
    /// (`minimalSize`). Other buttons keep `frame`.
    public func stretchableSize(frame: Size, normal: Appearance) -> Size {
        guard stretchable, let caps = stretchCaps(normal: normal, height: frame.height) else { return frame }
        return Self.minimalSize(caps: caps, frame: frame)
    }

    /// The smallest size an image with `caps` can be stretched from to any size without changing
    /// its look: on each axis, each cap + 1 pt + the opposite cap; on an axis without caps (both 0),
    /// where a consumer stretches the whole image (UIKit's tile of the full height, a nine-patch's
    /// stretch marker over every row), the frame's own extent, so the image keeps its shape along it
    /// (a pill sliced `[0, 22, 0, 22]` is not flattened to a 1-pt line).
    public static func minimalSize(caps: EdgeInsets, frame: Size) -> Size {
        Size(width: caps.left + caps.right > 0 ? caps.left + caps.right + 1 : frame.width,
             height: caps.top + caps.bottom > 0 ? caps.top + caps.bottom + 1 : frame.height)
    }
}
