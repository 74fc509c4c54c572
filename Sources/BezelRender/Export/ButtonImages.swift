import BezelRaster
import BezelCore
import Foundation

/// One image per button, state and scale — what the platform formats (`xcassets`, `android`) are
/// made of, as opposed to the per-state sheets. Each image is the button alone
/// (`ButtonRenderer.renderImage`), its bounds × scale rounded up to whole pixels, plus the margin
/// its layer shadow needs (`SpriteMargin`, the same as in the sheets) with the bounds inside at
/// `margin(button, scale:)`; a stretchable button's image also has its caps in pixels
/// (`NineSliceBorders(capInsets:scale:)`). A button whose background image has cap insets also has
/// its panel's images (`panelImage`, the background alone at its minimal size, with `panelCaps`).
struct ButtonImages {
    let theme: ButtonTheme
    /// The rendered states, in order; a button renders those of them its `states` allow.
    let states: [ControlState]
    let scales: [Double]
    /// Each button's drawings, caps (a stretchable button's, in points) and shadow margin.
    let buttons: PlannedButtons
    let renderer: ButtonRenderer

    /// A mode that is the theme in another appearance (`ImageAppearance`), with its own images.
    struct Variant {
        let appearance: ImageAppearance
        let images: ButtonImages
    }

    /// The states `button` renders, in order.
    func states(of button: ButtonModel) -> [ControlState] {
        button.drawnStates(states).filter { buttons.drawing(button.name, $0) != nil }
    }

    /// The image of `button` in `state` at `scale`.
    func image(_ button: ButtonModel, _ state: ControlState, scale: Double) throws -> RasterImage {
        guard let drawing = buttons.drawing(button.name, state) else { throw ButtonImageError.notDrawn(button: button.name, state: state) }
        return try draw(drawing, button, scale: scale)
    }

    /// `drawing` of `button` at `scale`, alone, with the button's shadow margin around it.
    func draw(_ drawing: ButtonDrawing, _ button: ButtonModel, scale: Double) throws -> RasterImage {
        guard let m = margin(button, scale: scale) else { return try renderer.renderImage(drawing, scale: scale) }
        let size = renderer.pixelSize(drawing.at(scale: scale).layout, scale: scale)
        let canvas = try RasterCanvas(width: m.left + size.width + m.right, height: m.top + size.height + m.bottom)
        try renderer.draw(drawing, into: canvas, x: m.left, y: m.top, scale: scale)
        return canvas.image()
    }

    /// The panel of `button` in `state` at `scale` (`ButtonPanel`: its background alone at its
    /// minimal size), with the same shadow margin as its images.
    func panelImage(_ button: ButtonModel, _ state: ControlState, scale: Double) throws -> RasterImage {
        guard let drawing = buttons[button.name]?.panel?[state] else { throw ButtonImageError.notDrawn(button: button.name + " (panel)", state: state) }
        return try draw(drawing, button, scale: scale)
    }

    /// The panel's caps at `scale` in pixels, when the button has a panel.
    func panelCaps(_ button: ButtonModel, scale: Double) -> NineSliceBorders? {
        buttons[button.name]?.panel.map { NineSliceBorders(capInsets: $0.caps, scale: scale) }
    }

    /// The pixels around the button's bounds in its images at `scale`, when it has a shadow.
    func margin(_ button: ButtonModel, scale: Double) -> NineSliceBorders? {
        guard let margin = buttons[button.name]?.margin, !margin.isZero else { return nil }
        let m = margin.pixels(scale: scale)
        return NineSliceBorders(left: m.left, top: m.top, right: m.right, bottom: m.bottom)
    }

    /// The button's caps at `scale` in pixels, when it is stretchable.
    func caps(_ button: ButtonModel, scale: Double) -> NineSliceBorders? {
        buttons[button.name]?.caps.map { NineSliceBorders(capInsets: $0, scale: scale) }
    }

    /// The scales in `allowed`, and a warning for each rendered scale that is not.
    func scales(allowed: (Double) -> Bool, format: String) -> ([Double], [String]) {
        let kept = scales.filter(allowed)
        let skipped = scales.filter { !allowed($0) }
        return (kept, skipped.map { "\(format): scale \(SheetNaming.scaleLabel($0)) skipped: \(format) has no slot for it" })
    }
}

/// A per-button image asked for a state the button does not draw (a caller's mistake: the formats
/// ask only for `ButtonImages.states(of:)`).
enum ButtonImageError: Error, CustomStringConvertible {
    case notDrawn(button: String, state: ControlState)
    var description: String {
        switch self {
        case let .notDrawn(button, state): "button \(button) is not drawn in state \(state.name)"
        }
    }
}
