import Foundation

/// One image per button, state and scale — what the platform formats (`xcassets`, `android`) are
/// made of, as opposed to the per-state sheets. Each image is the button alone
/// (`ButtonRenderer.renderImage`), its bounds × scale rounded up to whole pixels; a stretchable
/// button's image also has its caps in pixels (`NineSliceBorders(capInsets:scale:)`).
struct ButtonImages {
    let theme: Theme
    /// The rendered states, in order; a button renders those of them its `states` allow.
    let states: [ControlState]
    let scales: [Double]
    let drawings: [String: [ControlState: ButtonDrawing]]
    /// Cap insets in points of the stretchable buttons.
    let caps: [String: EdgeInsets]
    let renderer: ButtonRenderer

    /// The states `button` renders, in order.
    func states(of button: Button) -> [ControlState] {
        states.filter { button.states?.contains($0) ?? true && drawings[button.name]?[$0] != nil }
    }

    /// The image of `button` in `state` at `scale`.
    func image(_ button: Button, _ state: ControlState, scale: Double) throws -> RasterImage {
        try renderer.renderImage(drawings[button.name]![state]!, scale: scale)
    }

    /// The button's caps at `scale` in pixels, when it is stretchable.
    func caps(_ button: Button, scale: Double) -> NineSliceBorders? {
        caps[button.name].map { NineSliceBorders(capInsets: $0, scale: scale) }
    }

    /// The content insets of `button` in points: its configuration's, else `contentEdgeInsets`.
    func contentInsets(_ button: Button) -> EdgeInsets {
        button.configuration?.contentInsets ?? button.layout.contentEdgeInsets
    }

    /// The scales in `allowed`, and a warning for each rendered scale that is not.
    func scales(allowed: (Double) -> Bool, format: String) -> ([Double], [String]) {
        let kept = scales.filter(allowed)
        let skipped = scales.filter { !allowed($0) }
        return (kept, skipped.map { "\(format): scale \(SheetNaming.scaleLabel($0)) skipped: \(format) has no slot for it" })
    }
}
