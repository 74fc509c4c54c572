import Bezel
import BezelRaster

/// A button's resolved appearance and layout for a list of states, as `inspect` prints it.
struct ButtonReport {
    let theme: ButtonTheme
    let button: ButtonModel
    let locale: String?
    let states: [ControlState]
    let measurer: any TextMeasurer

    var json: JSONObject {
        let resolver = AppearanceResolver(theme: theme, locale: locale)
        var statesObject = JSONObject()
        for state in states {
            let appearance = resolver.resolve(button, state: state).appearance
            var o = JSONObject()
            for (k, v) in LayoutReport.json(button: button, appearance: appearance, resolver: resolver, locale: locale, measurer: measurer).entries { o[k] = v }
            for (k, v) in appearance.json.entries { o[k] = v }
            if let pango = measurer as? PangoTextMeasurer, let title = appearance.title {
                o["titleFontsDrawn"] = .array(pango.drawnFamilies(title).map(JSONValue.string))
            }
            statesObject[state.name] = .object(o)
        }
        var root = JSONObject()
        root["button"] = .string(button.name)
        root["theme"] = .string(theme.name)
        root["type"] = .string(button.type.rawValue)
        if let m = theme.mode { root["mode"] = .string(m) }
        if let l = locale { root["locale"] = .string(l) }
        root["states"] = .object(statesObject)
        return root
    }

    /// A human-readable form: one block per state, `key: value` lines.
    var text: String {
        var lines: [String] = ["\(theme.name) / \(button.name) (\(button.type.rawValue))"]
        guard case .object(let states)? = json["states"] else { return "" }
        for (state, value) in states.entries {
            lines.append("")
            lines.append("[\(state)]")
            for (k, v) in value.objectValue?.entries ?? [] {
                lines.append("  \(k): \(JSONWriter.write(v, pretty: false))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Layout rects for `inspect`, in points: the frame is the button's size (or its normal-state
/// intrinsic size), the same in every state.
enum LayoutReport {
    static func json(button: ButtonModel, appearance: Appearance, resolver: AppearanceResolver, locale: String?, measurer: any TextMeasurer) -> JSONObject {
        let engine = ButtonLayoutEngine(measurer: measurer)
        var input = ButtonLayoutInput(button: button, appearance: appearance, locale: locale)
        let intrinsic = engine.intrinsicSize(input)
        input.size = button.frameSize(resolver: resolver, engine: engine, locale: locale)
        let layout = engine.layout(input)
        func rect(_ r: Rect?) -> JSONValue { r.map { .array($0.array.map(JSONValue.number)) } ?? .null }
        return JSONObject([("bounds", rect(layout.bounds)), ("contentRect", rect(layout.contentRect)),
                           ("titleRect", rect(layout.titleRect)), ("imageRect", rect(layout.imageRect)),
                           ("subtitleRect", rect(layout.subtitleRect)),
                           ("intrinsicSize", .array([.number(intrinsic.width), .number(intrinsic.height)]))])
    }
}
