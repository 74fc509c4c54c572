/// A rect of whole device pixels, `x0..<x1` × `y0..<y1`: the grid of a shadow's mask, for the
/// renderer (BezelRaster's `ShadowDrawing`) and for what `ThemePreflight` checks (`InsetShadowMask`).
package struct PixelRegion: Equatable, Sendable {
    package var x0, y0, x1, y1: Double
    package var width: Double { x1 - x0 }
    package var height: Double { y1 - y0 }

    package init(x0: Double, y0: Double, x1: Double, y1: Double) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }
}
