import BezelCore
import BezelRaster
import Foundation

/// Starts an image context of `size` points and makes it current: `UIGraphicsGetCurrentContext()`,
/// `UIBezierPath.fill()`, `UIColor.setFill()` and `UIImage.draw` draw into it until
/// `UIGraphicsEndImageContext()`. `scale` 0 means the main screen's scale (`UIScreen.main.scale`,
/// as on iOS); `opaque` starts the bitmap opaque black, as an opaque Core Graphics bitmap starts.
/// Pixel sides are `size × scale` rounded up.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale == 0 ? UIScreen.main.scale : scale
    do {
        let canvas = try CodeCanvas(width: Double(size.width), height: Double(size.height), scale: Double(scale), opaque: opaque)
        GraphicsContextStack.current.contexts.append(CGContext(canvas: canvas))
    } catch { preconditionFailure("BezelUIKit: UIGraphicsBeginImageContextWithOptions: \(error)") }
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The current context: the innermost image context or renderer's, nil outside them.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current.contexts.last }

/// What the current image context holds, as an image at its scale; nil when the current context is
/// not an image context. A button's layer rendered alone into a context of its bounds' size gives
/// `bezelImage`'s exact bytes (`CALayer.render(in:)`).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = GraphicsContextStack.current.contexts.last, let canvas = context.canvas else { return nil }
    if let exact = context.exactButtonImage(origin: .zero) { return exact }
    context.flushLayers()
    return UIImage(canvas: canvas)
}

/// Ends the current image context (and makes the one before it current).
public func UIGraphicsEndImageContext() { _ = GraphicsContextStack.current.contexts.popLast() }

/// Makes `context` current (drawing goes into it until `UIGraphicsPopContext()`).
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.current.contexts.append(context) }

/// Makes the context before the current one current again.
public func UIGraphicsPopContext() { _ = GraphicsContextStack.current.contexts.popLast() }

/// Fills `rect` in the current context with its fill colour, replacing what is there (the copy
/// blend mode, as UIKit's `UIRectFill` does: a clear colour makes the rect transparent).
public func UIRectFill(_ rect: CGRect) { UIRectFillUsingBlendMode(rect, .copy) }

/// Fills `rect` in the current context with its fill colour and `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    let ctx = GraphicsContextStack.requireContext("UIRectFill")
    ctx.drawing().fill(.rect(Rect(rect)), ctx.state.fill, rule: .nonZero, blend: blendMode.code, alpha: ctx.state.alpha)
}

/// Draws a 1-point frame along the inside of `rect` in the current context with its fill colour
/// (as UIKit's `UIRectFrame`).
public func UIRectFrame(_ rect: CGRect) {
    let ctx = GraphicsContextStack.requireContext("UIRectFrame")
    let outer = Rect(rect)
    var frame = CodePath.rect(outer)
    if outer.width > 2, outer.height > 2 {
        frame.append(.rect(Rect(x: outer.minX + 1, y: outer.minY + 1, width: outer.width - 2, height: outer.height - 2)))
    }
    ctx.drawing().fill(frame, ctx.state.fill, rule: .evenOdd, blend: ctx.state.blend, alpha: ctx.state.alpha)
}

extension UIImage {
    /// The PNG of what `canvas` holds, at its scale.
    convenience init(canvas: CodeCanvas) {
        do {
            self.init(renderedPNG: try canvas.pngData(), pixelWidth: canvas.pixelWidth, pixelHeight: canvas.pixelHeight,
                      scale: CGFloat(canvas.scale))
        } catch { preconditionFailure("BezelUIKit: cannot encode the image context's pixels: \(error)") }
    }
}
