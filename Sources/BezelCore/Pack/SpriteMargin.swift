/// Room around a button's bounds inside its sprite, in whole points per side: where its layer
/// shadow reaches. A button without a visible outer shadow has none, so its sprite is its bounds.
///
/// Each outer layer is the bounds' shape grown by its spread, blurred by three box blurs of
/// `round(radius × scale)` pixels each (`ShadowReach`), moved by its offset; inset layers stay
/// inside the bounds and take no room. One margin holds every state the sprite renders at
/// every rendered scale (their union), so each state's sprite has the same frame and the bounds
/// sit at the same place in all of them. At a scale the margin takes `ceil(points × scale)` pixels.
public struct SpriteMargin: Hashable, Sendable {
    public var left: Int
    public var top: Int
    public var right: Int
    public var bottom: Int
    public init(left: Int = 0, top: Int = 0, right: Int = 0, bottom: Int = 0) {
        self.left = left; self.top = top; self.right = right; self.bottom = bottom
    }
    public static let zero = SpriteMargin()
    public var isZero: Bool { self == .zero }

    /// The margin that holds each of `shadows` (invisible and inset ones take none) at each of `scales`.
    public init(shadows: [ResolvedShadow], scales: [Double]) {
        var m = SpriteMargin()
        for shadow in shadows where shadow.isVisible && !shadow.inset {
            for scale in scales where SheetPixels.isValid(scale: scale) {
                let reach = Double(ShadowReach.pixels(radius: shadow.radius, scale: scale)) / scale + shadow.spread
                func side(_ shift: Double) -> Int {
                    Int(max(0, reach + shift - SheetPixels.epsilon).rounded(.up))
                }
                m.left = max(m.left, side(-shadow.offset.width))
                m.right = max(m.right, side(shadow.offset.width))
                m.top = max(m.top, side(-shadow.offset.height))
                m.bottom = max(m.bottom, side(shadow.offset.height))
            }
        }
        self = m
    }

    /// The sides in pixels at `scale`: `ceil(points × scale)` each.
    public func pixels(scale: Double) -> (left: Int, top: Int, right: Int, bottom: Int) {
        (SheetPixels.scaled(left, scale: scale), SheetPixels.scaled(top, scale: scale),
         SheetPixels.scaled(right, scale: scale), SheetPixels.scaled(bottom, scale: scale))
    }
}

extension ResolvedShadow {
    /// Whether the shadow paints anything: some opacity and a colour that is not clear.
    public var isVisible: Bool { opacity > 0 && color.alpha > 0 }
}
