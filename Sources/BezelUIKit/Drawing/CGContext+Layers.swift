import BezelCore
import BezelRaster
import Foundation

/// A view's layer rendered into a context (`layer.render(in:)`, `drawHierarchy(in:afterScreenUpdates:)`).
extension CGContext {
    /// A layer waiting to be drawn, with the traits current when it was rendered.
    struct PendingLayer {
        let layer: CALayer
        let traits: UITraitCollection
    }

    /// Records `layer`: kept aside while nothing else has touched the context (so a context that
    /// holds one button alone gives `bezelPNGData`'s exact bytes), else drawn into the bitmap now,
    /// where the current transform places it.
    func render(_ layer: CALayer) {
        if canvas == nil || (!touched && layers.isEmpty) {
            layers.append(PendingLayer(layer: layer, traits: .current))
            return
        }
        flushLayers()
        composite(PendingLayer(layer: layer, traits: .current))
    }

    /// The one button's image, exactly as `bezelImage` draws it, when the context holds that button
    /// alone and its bitmap is the button's bounds in pixels, starting at the bounds' origin
    /// (`origin`: the renderer's bounds' origin); nil otherwise.
    func exactButtonImage(origin: CGPoint) -> UIImage? {
        guard let canvas, !hasDrawn, !touched, layers.count == 1, let button = layers[0].layer.view as? UIButton,
              button.bounds.origin == origin else { return nil }
        let scale = CGFloat(canvas.scale)
        guard Int((button.bounds.width * scale).rounded(.up)) == canvas.pixelWidth,
              Int((button.bounds.height * scale).rounded(.up)) == canvas.pixelHeight else { return nil }
        do {
            let image = try button.bezelImage(scale: scale, traits: layers[0].traits)
            Self.requireNoShadowOutside(image, of: button)
            return image
        } catch { preconditionFailure("BezelUIKit: \(error)") }
    }

    /// Draws the layers kept aside into the bitmap (before anything else changes it).
    func flushLayers() {
        let pending = layers
        layers = []
        for item in pending { composite(item) }
    }

    /// Draws a button's image at its bounds in the current user space, through the bitmap (a
    /// semi-transparent pixel may differ by a level from `bezelPNGData`'s, premultiplied on the way).
    private func composite(_ item: PendingLayer) {
        guard let button = item.layer.view as? UIButton else {
            preconditionFailure("BezelUIKit: only a UIButton's layer can be rendered into a context, not a \(item.layer.view.map { String(describing: type(of: $0)) } ?? "layer without a view")'s")
        }
        do {
            let image = try button.bezelImage(scale: CGFloat(canvas?.scale ?? 1), traits: item.traits)
            Self.requireNoShadowOutside(image, of: button)
            guard case .rendered(let png, _, _) = image.source else { preconditionFailure("BezelUIKit: a button's image is a rendered PNG") }
            try drawing().draw(try CodeImage(png: png), in: Rect(CGRect(origin: .zero, size: button.bounds.size)), blend: .normal, alpha: state.alpha)
        } catch { preconditionFailure("BezelUIKit: \(error)") }
    }

    /// A context clips to its bitmap and Bezel does not move a shadow into it: a button whose layer
    /// shadow reaches outside its bounds stops the program (draw it with `bezelImage`, which keeps it).
    private static func requireNoShadowOutside(_ image: UIImage, of button: UIButton) {
        let bounds = button.bounds.size
        let pixels = CGSize(width: (bounds.width * image.scale).rounded(.up) / image.scale, height: (bounds.height * image.scale).rounded(.up) / image.scale)
        guard image.size == pixels else {
            preconditionFailure("BezelUIKit: the button's layer shadow reaches outside its bounds, which a graphics context clips "
                                + "and Bezel does not: use bezelImage(scale:traits:), which keeps the shadow")
        }
    }
}
