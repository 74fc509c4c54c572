import BezelCore
import BezelRaster

/// The layout questions UIKit asks a button — `contentRect(forBounds:)`, `titleRect(forContentRect:)`,
/// `imageRect(forContentRect:)`, `intrinsicContentSize` — answered by the layout engine that draws it,
/// for one button of a loaded theme in one state, with the text measured in the fonts it is drawn in.
/// BezelUIKit's `UIButton` answers them through it.
public struct ButtonGeometry: Sendable {
    /// The button as decoded.
    public let button: ButtonModel
    /// The button's frame size in points at each scale: its `size`, else the normal state's
    /// intrinsic size on that scale's pixel grid.
    public let frames: ScaledSize
    /// The frame at @1x.
    public var frame: Size { frames.base }
    private let resolver: AppearanceResolver
    private let engine: ButtonLayoutEngine

    /// The geometry of the button named `name` in `theme` (its chosen mode and locale).
    public init(theme: ThemeFile, button name: String) throws(Diagnostics) {
        guard let button = theme.theme.button(named: name),
              let prepared = theme.checked.themes.first(where: { $0.theme.identifier == theme.theme.identifier })?
                  .prepared[theme.locale]?.button(named: name) else {
            throw Diagnostics([Diagnostic(file: theme.path, path: "buttons", message: "no button '\(name)'")])
        }
        do {
            engine = ButtonLayoutEngine(measurer: try ThemeMeasurers.measurer(for: theme.theme))
        } catch {
            throw Diagnostics([Diagnostic(file: theme.path, path: "", message: "fonts: \(error)")])
        }
        self.button = button
        self.frames = prepared.frame
        self.resolver = AppearanceResolver(theme: theme.theme, locale: theme.locale)
    }

    /// The intrinsic size of the normal state (what `sizeToFit()` makes the frame without a `size`)
    /// on the pixel grid of `scale`.
    public func intrinsicSize(scale: Double = 1) -> Size { engine.intrinsicSize(input(.normal, size: nil), scale: scale) }

    /// The whole layout of `state` in the button's frame at `scale`, its rects snapped to pixels at
    /// that scale as they are drawn.
    public func layout(state: ControlState, scale: Double = 1) -> ButtonLayout {
        engine.layout(input(state, size: frames.at(scale: scale)), scale: scale)
    }

    /// `contentRect(forBounds:)` of `state`.
    public func contentRect(forBounds bounds: Rect, state: ControlState) -> Rect {
        engine.contentRect(forBounds: bounds, input(state, size: bounds.size))
    }

    /// `titleRect(forContentRect:)` of `state` in the button's frame; nil without a title.
    public func titleRect(forContentRect rect: Rect, state: ControlState) -> Rect? {
        engine.titleRect(forContentRect: rect, input(state, size: frame))
    }

    /// `imageRect(forContentRect:)` of `state` in the button's frame; nil without an image.
    public func imageRect(forContentRect rect: Rect, state: ControlState) -> Rect? {
        engine.imageRect(forContentRect: rect, input(state, size: frame))
    }

    /// The layout input of `state` at `size` (nil: intrinsic).
    private func input(_ state: ControlState, size: Size?) -> ButtonLayoutInput {
        var input = ButtonLayoutInput(button: button, appearance: resolver.resolve(button, state: state).appearance, locale: resolver.locale)
        input.size = size
        return input
    }
}
