import BezelCore

/// `manifest.json` of one rendered theme (mode, locale): every button with its type, size, frames per
/// scale, and per state its layout rects (points), resolved colours and accessibility. A frame whose
/// sprite holds a shadow around the button also has `bounds`: the button's pixels inside the frame.
/// When the sheets spill into pages, `sheets` lists each state's pages per scale and every frame
/// has `page`, the index of the page it is on (the same at every scale and in every state).
/// A button whose background image has cap insets also has `background`: its panel's size and caps
/// in points and, where the panels' sheet is drawn (`backgroundSheets`), its frame there per state
/// and scale.

public struct RenderManifest {
    /// One button's entry for one state.
    public struct StateEntry: Sendable {
        public var state: ControlState
        public var appearance: Appearance
        public var layout: ButtonLayout
        /// The families the title is actually drawn with (what the font set picked, fallbacks
        /// included), when known; `font.family` is what the theme asked for.
        public var titleFontsDrawn: [String]?
        public init(state: ControlState, appearance: Appearance, layout: ButtonLayout, titleFontsDrawn: [String]? = nil) {
            self.state = state; self.appearance = appearance; self.layout = layout; self.titleFontsDrawn = titleFontsDrawn
        }
    }
    public var theme: ButtonTheme
    public var locale: String?
    public var scales: [Double]
    public var states: [ControlState]
    public var layouts: [SheetLayout]
    public var entries: [String: [StateEntry]]
    /// The panel of each button that has one (`ButtonPanel`), by name.
    public var panels: [String: ButtonPanel] = [:]
    /// The panels' sheet pages (`backgrounds[@Nx].png`), each scale's; empty when not drawn.
    public var backgrounds: [SheetLayout] = []

    public init(theme: ButtonTheme, locale: String?, scales: [Double], states: [ControlState], layouts: [SheetLayout],
                entries: [String: [StateEntry]]) {
        self.theme = theme; self.locale = locale; self.scales = scales; self.states = states
        self.layouts = layouts; self.entries = entries
    }

    public var json: JSONValue {
        var root = JSONObject()
        root["theme"] = .string(theme.name)
        root["mode"] = theme.mode.map(JSONValue.string) ?? .null
        root["locale"] = locale.map(JSONValue.string) ?? .null
        root["colorScheme"] = .string(theme.colorAppearance.rawValue)
        root["scales"] = .array(scales.map(JSONValue.number))
        root["states"] = .array(states.map { .string($0.name) })
        root["sheets"] = .object(sheetFiles)
        if !backgrounds.isEmpty { root["backgroundSheets"] = .object(pageFiles(backgrounds, SheetNaming.backgroundsFileName)) }
        var placed: [String: [(layout: SheetLayout, frame: SheetFrame)]] = [:]
        for layout in layouts + backgrounds { for f in layout.frames { placed[f.name, default: []].append((layout, f)) } }
        var buttons = JSONObject()
        var seen = Set<String>()
        let folder = theme.folder
        // Where each button was imported from, as the theme's document says (`source`).
        var sources: [String: String] = [:]
        for (name, value) in theme.document?["buttons"]?.objectValue?.entries ?? [] {
            if let s = value.objectValue?["source"]?.stringValue { sources[name] = s }
        }
        for button in theme.buttons {
            var b = JSONObject()
            b["type"] = .string(button.type.rawValue)
            if let source = sources[button.name] { b["source"] = .string(source) }
            var frames = JSONObject()
            // The size at @1x, the states' layouts' (whole points for an intrinsic size); a frame at a
            // scale whose pixel grid gives another size (34.333 pt at @3x) says its own.
            let size = entries[button.name]?.first?.layout.bounds.size
            for (layout, f) in placed[button.name] ?? [] {
                var frame = Self.frameObject(f, layout)
                if let size, f.pointSize != size { frame["size"] = Self.sizeValue(f.pointSize) }
                frames[SheetNaming.scaleLabel(layout.scale)] = .object(frame)
                if size == nil { b["size"] = Self.sizeValue(f.pointSize) }
            }
            if let size { b["size"] = Self.sizeValue(size) }
            b["frames"] = .object(frames)
            if let panel = panels[button.name] { b["background"] = .object(panelObject(panel, button: button.name, placed: placed)) }
            var states = JSONObject()
            for entry in entries[button.name] ?? [] { states[entry.state.name] = .object(stateObject(entry, folder: folder)) }
            b["states"] = .object(states)
            if let a = entries[button.name]?.first(where: { $0.state == .normal })?.appearance ?? entries[button.name]?.first?.appearance {
                b["accessibility"] = .object(JSONObject([
                    ("label", a.accessibilityLabel.map(JSONValue.string) ?? .null),
                    ("hint", a.accessibilityHint.map(JSONValue.string) ?? .null),
                    ("traits", .array(a.accessibilityTraits.map(JSONValue.string)))]))
            }
            // Button names are unique in a theme: appended, not looked up (a thousand-key object).
            if seen.insert(button.name).inserted { buttons.entries.append((button.name, .object(b))) } else { buttons[button.name] = .object(b) }
        }
        root["buttons"] = .object(buttons)
        return .object(root)
    }

    /// `[w, h]` in points.
    static func sizeValue(_ size: Size) -> JSONValue { .array([.number(size.width), .number(size.height)]) }

    /// A frame on a page: `x`, `y`, `w`, `h`, and `page` on a paged sheet, `bounds` around a shadow.
    static func frameObject(_ f: SheetFrame, _ layout: SheetLayout) -> JSONObject {
        var frame = JSONObject([
            ("x", .number(Double(f.frame.x))), ("y", .number(Double(f.frame.y))),
            ("w", .number(Double(f.frame.width))), ("h", .number(Double(f.frame.height)))])
        if layout.isPaged { frame["page"] = .number(Double(layout.page)) }
        if f.hasMargin {
            frame["bounds"] = .object(JSONObject([
                ("x", .number(Double(f.bounds.x))), ("y", .number(Double(f.bounds.y))),
                ("w", .number(Double(f.bounds.width))), ("h", .number(Double(f.bounds.height)))]))
        }
        return frame
    }

    /// A button's `background`: its panel's `size` and `capInsets` (top, left, bottom, right) in
    /// points, and its `frames` on the panels' sheet per state and scale (none when not drawn).
    func panelObject(_ panel: ButtonPanel, button: String, placed: [String: [(layout: SheetLayout, frame: SheetFrame)]]) -> JSONObject {
        let c = panel.caps
        var frames = JSONObject()
        for state in states {
            guard let found = placed[SheetNaming.backgroundFrameName(button: button, state: state)] else { continue }
            var scales = JSONObject()
            for (layout, f) in found { scales[SheetNaming.scaleLabel(layout.scale)] = .object(Self.frameObject(f, layout)) }
            frames[state.name] = .object(scales)
        }
        return JSONObject([("size", .array([.number(panel.size.width), .number(panel.size.height)])),
                           ("capInsets", .array([c.top, c.left, c.bottom, c.right].map(JSONValue.number))),
                           ("frames", .object(frames))])
    }

    /// One state of a button: its layout rects, then its appearance (without accessibility, which
    /// the button holds once) and the fonts its title is drawn with. Keys are appended; one the
    /// rects already hold replaces its value there, as assigning would. Image paths are relative to
    /// `folder`, the theme's.
    func stateObject(_ entry: StateEntry, folder: String) -> JSONObject {
        func rect(_ r: Rect?) -> JSONValue {
            guard let r else { return .null }
            return .array([.number(r.origin.x), .number(r.origin.y), .number(r.size.width), .number(r.size.height)])
        }
        var s = JSONObject([("bounds", rect(entry.layout.bounds)), ("contentRect", rect(entry.layout.contentRect)),
                            ("titleRect", rect(entry.layout.titleRect)), ("imageRect", rect(entry.layout.imageRect))])
        if entry.layout.subtitleRect != nil { s.entries.append(("subtitleRect", rect(entry.layout.subtitleRect))) }
        let rectCount = s.entries.count
        func add(_ key: String, _ value: JSONValue) {
            for i in 0..<rectCount where s.entries[i].key == key { s.entries[i].value = value; return }
            s.entries.append((key, value))
        }
        for (k, v) in entry.appearance.json(pathsRelativeTo: folder).entries where k != "accessibility" { add(k, v) }
        if let drawn = entry.titleFontsDrawn { s["titleFontsDrawn"] = .array(drawn.map(JSONValue.string)) }
        return s
    }

    /// Each state's sheet file per scale: a file name, or the list of its pages' file names when
    /// the sheet spills into pages.
    var sheetFiles: JSONObject {
        var sheets = JSONObject()
        for state in states {
            sheets[state.name] = .object(pageFiles(layouts) { SheetNaming.sheetFileName(state: state, layout: $0, kind: $1) })
        }
        return sheets
    }

    /// Per scale of `pages`, the PNG file name `name` gives its page, or the list of them when the
    /// sheet spills into pages.
    func pageFiles(_ pages: [SheetLayout], _ name: (SheetLayout, SheetFileKind) -> String) -> JSONObject {
        var files = JSONObject()
        for s in scales {
            let atScale = pages.filter { $0.scale == s }
            guard !atScale.isEmpty else { continue }
            let names = atScale.map { JSONValue.string(name($0, .png)) }
            files[SheetNaming.scaleLabel(s)] = atScale.count > 1 ? .array(names) : names[0]
        }
        return files
    }
}
