import BezelCore
import BezelRaster

/// What `inspect` shows of one button of a prepared theme, state by state: the layout in points on
/// the pixel grid of `scale` (the frame is the button's size or its normal-state intrinsic size
/// on that grid, the same in every state),
/// the intrinsic size, the resolved appearance and the fonts the title is drawn with.
public struct ButtonInspection {
    public let prepared: PreparedTheme
    public let item: PreparedButton
    /// The states to show, in order.
    public let states: [ControlState]
    /// The measurer `prepared` was made with (for the layouts a stretchable sprite leaves out, and
    /// the fonts drawn).
    package let measurer: PangoTextMeasurer
    /// The pixel grid the rects are shown on (1: whole points); `prepared` must be laid out for it.
    public let scale: Double

    package init(prepared: PreparedTheme, item: PreparedButton, states: [ControlState], measurer: PangoTextMeasurer,
                scale: Double = 1) {
        self.prepared = prepared; self.item = item; self.states = states; self.measurer = measurer; self.scale = scale
    }

    /// One object: button, theme, type, mode, locale, and per state its rects and appearance.
    public var json: JSONObject {
        let button = item.button
        var statesObject = JSONObject()
        // A state the button is not prepared in (asked for with `--state`) is resolved here, once.
        let resolver = AppearanceResolver(theme: prepared.theme, locale: prepared.locale)
        for state in states {
            let appearance = item[state]?.appearance ?? resolver.resolve(button, state: state).appearance
            var o = JSONObject()
            let layout = layout(state, appearance: appearance)
            func rect(_ r: Rect?) -> JSONValue { r.map { .array($0.array.map(JSONValue.number)) } ?? .null }
            o["bounds"] = rect(layout.bounds)
            o["contentRect"] = rect(layout.contentRect)
            o["titleRect"] = rect(layout.titleRect)
            o["imageRect"] = rect(layout.imageRect)
            o["subtitleRect"] = rect(layout.subtitleRect)
            o["intrinsicSize"] = .array([.number(layout.intrinsicSize.width), .number(layout.intrinsicSize.height)])
            for (k, v) in appearance.json.entries { o[k] = v }
            if let title = appearance.title {
                o["titleFontsDrawn"] = .array(measurer.drawnFamilies(title).map(JSONValue.string))
            }
            statesObject[state.name] = .object(o)
        }
        var root = JSONObject()
        root["button"] = .string(button.name)
        root["theme"] = .string(prepared.theme.name)
        root["type"] = .string(button.type.rawValue)
        if let m = prepared.theme.mode { root["mode"] = .string(m) }
        if let l = prepared.locale { root["locale"] = .string(l) }
        root["states"] = .object(statesObject)
        return root
    }

    /// The layout of `appearance` at the button's frame, at `scale`: the prepared drawing's, unless
    /// the drawing is a stretchable sprite (background only, at its minimal width) or the state
    /// was not prepared; then laid out here.
    func layout(_ state: ControlState, appearance: Appearance) -> ButtonLayout {
        if !item.button.stretchable, let drawn = item[state] { return drawn.drawing.at(scale: scale).layout }
        var input = ButtonLayoutInput(button: item.button, appearance: appearance, locale: prepared.locale)
        input.size = item.frame.at(scale: scale)
        return ButtonLayoutEngine(measurer: measurer).layout(input, scale: scale)
    }
}
