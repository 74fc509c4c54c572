/// The panel of a button whose background image has cap insets (`ButtonModel.hasPanel`): its
/// background alone — background image or colour, gradient, border, corners, shadow; no title, no
/// subtitle, no image — at its minimal size (`ButtonModel.minimalSize`), in
/// every state the button is prepared in, with nine-slice caps. It is what a consumer stretches
/// under text of its own (UIKit `setBackgroundImage`, an Android nine-patch, an engine's
/// nine-slice, a CSS `border-image`), while the button's sprite, which carries its title, carries
/// no slice data (Button+Stretchable.swift).
public struct ButtonPanel: Sendable {
    /// The panel's size in points (`ButtonModel.minimalSize`).
    public let size: Size
    /// The nine-slice caps in points (the background image's cap insets, whole points).
    public let caps: EdgeInsets
    private let drawings: [ControlState: ButtonDrawing]

    /// The panel's drawing in `state`, if the button was prepared in it.
    public subscript(state: ControlState) -> ButtonDrawing? { drawings[state] }

    /// The panel of `button` (framed at `frame`) from its appearances by state, laid out with
    /// `engine` for `locale` at every one of `scales`; nil when the button has no panel.
    init?(_ button: ButtonModel, appearances: [ControlState: Appearance], normal: Appearance, frame: Size,
          locale: String?, engine: ButtonLayoutEngine, scales: [Double]) {
        guard let caps = button.panelCaps else { return nil }
        self.caps = caps
        size = ButtonModel.minimalSize(caps: caps, frame: frame)
        // As a stretchable sprite: a capsule keeps the radius the button's height gives it.
        let radius = button.stretchRadius(normal: normal, height: frame.height)
        var drawings: [ControlState: ButtonDrawing] = [:]
        for (state, appearance) in appearances {
            var drawn = appearance
            if case .capsule = drawn.cornerRadius { drawn.cornerRadius = .points(radius) }
            drawings[state] = ButtonDrawing(button: button, appearance: drawn, size: size, locale: locale,
                                            engine: engine, otherScales: scales, backgroundOnly: true)
        }
        self.drawings = drawings
    }
}
