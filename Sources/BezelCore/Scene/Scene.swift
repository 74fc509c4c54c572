/// The resolved drawing of one button: an ordered list of nodes in the button's coordinate space
/// (points, origin at the bounds' top left). Every UIKit decision (drawing order, which corner
/// radius, clipping, glyph geometry, image adjustments) is made when the scene is built
/// (`ButtonScene`); drawing a scene (`SceneRenderer`) only follows it. Scaling to device pixels is
/// the renderer's transform, so the same scene draws @1x, @2x, SVG and PDF.
package struct Scene: Equatable {
    package var nodes: [SceneNode]
}

/// One drawing operation.
package indirect enum SceneNode: Equatable {
    /// A layer shadow: `shape` filled with `color`, blurred by `blur` points, moved by `offset`.
    case shadow(shape: SceneShape, color: RGBAColor, blur: Double, offset: Size)
    /// An inset shadow: everything outside `hole` filled with `color`, blurred by `blur` points,
    /// moved by `offset`, drawn only inside `clip`.
    case innerShadow(clip: SceneShape, hole: SceneShape, color: RGBAColor, blur: Double, offset: Size)
    /// `shape` filled with `color`.
    case fill(shape: SceneShape, color: RGBAColor)
    /// `shape` filled with a gradient.
    case gradientFill(shape: SceneShape, gradient: SceneGradient)
    /// `shape` stroked with `color`, `width` points wide.
    case stroke(shape: SceneShape, color: RGBAColor, width: Double, roundCaps: Bool)
    /// `shape` (a closed rounded rect, walked clockwise from its top-left corner's end) stroked
    /// with `color`, `width` points wide, broken by `dash`.
    case dashedStroke(shape: SceneShape, color: RGBAColor, width: Double, dash: StrokeDash)
    /// A radial gradient from `color` at the centre to transparent at `radius`.
    case glow(center: Point, radius: Double, color: RGBAColor)
    /// A raster or SVG image.
    case image(SceneImage)
    /// A Pango-shaped text block.
    case text(SceneText)
    /// `children` composited together, clipped to `clip` when set, at `alpha`.
    case group(clip: SceneShape?, alpha: Double, children: [SceneNode])
}

/// A path.
package enum SceneShape: Equatable {
    /// A rectangle with corners of `radius` (already clamped to half the shorter side);
    /// `continuous` asks for squircle corners.
    case roundedRect(Rect, radius: Double, continuous: Bool)
    /// An ellipse filling `rect`.
    case ellipse(Rect)
    /// Open line segments, each from its first point to its second.
    case segments([(Point, Point)])

    package static func == (a: SceneShape, b: SceneShape) -> Bool {
        switch (a, b) {
        case let (.roundedRect(r1, x1, c1), .roundedRect(r2, x2, c2)): r1 == r2 && x1 == x2 && c1 == c2
        case let (.ellipse(r1), .ellipse(r2)): r1 == r2
        case let (.segments(s1), .segments(s2)):
            s1.count == s2.count && zip(s1, s2).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }
}

/// A gradient in the button's points: axial from `start` to `end`, or radial from `start` (the
/// centre) out to the ellipse whose radii are `|end − start|` in each axis. Colours are
/// interpolated between stops without premultiplying (as Core Graphics and cairo do), and
/// the end colours extend beyond the first and last stops.
package struct SceneGradient: Equatable {
    package var type: GradientType
    package var stops: [ResolvedGradient.Stop]
    package var start: Point
    package var end: Point

    /// `gradient`'s unit points placed in `bounds`.
    package init(_ gradient: ResolvedGradient, in bounds: Rect) {
        func place(_ p: Point) -> Point { Point(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height) }
        type = gradient.type; stops = gradient.stops
        start = place(gradient.startPoint); end = place(gradient.endPoint)
    }
}

/// An image file drawn into `rect` (scale to fill), or nine-sliced across it.
package struct SceneImage: Equatable {
    /// The pixels per point a darkened image (`rgbFactor` other than 1) is made of in SVG and PDF
    /// output, which have no operator to darken it as vectors: Bezel's largest scale.
    package static let vectorRasterScale = 4.0

    package enum Slicing: Equatable {
        /// Scaled to fill `rect`, aspect ignored.
        case none
        /// Corners fixed, edges and centre stretched or tiled; insets in points of the image.
        case nineSlice(capInsets: EdgeInsets, tile: Bool)
    }
    package var path: String
    /// The image's size in points (its pixels over its @Nx scale).
    package var pointSize: Size
    package var rect: Rect
    package var slicing: Slicing
    /// Drawn as a mask filled with this colour when set.
    package var templateColor: RGBAColor?
    /// RGB multiplied by this factor inside the image's alpha (1: unchanged).
    package var rgbFactor: Double
    /// Alpha of the whole image.
    package var alpha: Double
}

/// A title or subtitle: laid out by Pango in `rect`.
package struct SceneText: Equatable {
    package var text: TitleText
    package var rect: Rect
    package var lineBreakMode: LineBreakMode
    package var numberOfLines: Int
    /// Physical horizontal alignment of the lines and of the block in `rect`.
    package var alignment: ButtonDrawing.TextAlignment
    /// The colour of runs without their own.
    package var color: RGBAColor
    /// A hard shadow drawn first, every run in this colour, at `shadowOffset`.
    package var shadowColor: RGBAColor?
    package var shadowOffset: Size
    package var alpha: Double
}
