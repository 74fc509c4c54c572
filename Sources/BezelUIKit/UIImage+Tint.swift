import Foundation

extension UIImage {
    /// The image with its colours replaced by `color` (its alpha kept), in the same rendering mode,
    /// as UIKit draws a tinted bitmap: drawn as it is (`alwaysOriginal`, or `automatic` in a custom
    /// button), it is that colour; drawn as a template, the button's tint fills it still. A symbol
    /// image is always drawn in `color`. The theme image's `tintColor` (docs/format.md §8.3).
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// `withTintColor(_:)` with the rendering mode `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let copy = withRenderingMode(renderingMode)
        copy.tint = color
        return copy
    }
}
