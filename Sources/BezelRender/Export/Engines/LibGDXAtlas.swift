import BezelCore

/// A libGDX `TextureAtlas` text file (also read by the Spine runtimes) over every page at one
/// scale: `buttons.atlas`, `buttons@2x.atlas` (`--format libgdx`, or `libgdx-legacy`).
///
/// One page entry per sheet page (every state, every page), in file order, and in it one region
/// per button that draws that state, named `<button>/<state>` (`ok/highlighted`) so that every name
/// is unique across the pages (`atlas.findRegion("ok/normal")`, a skin's `up: ok/normal`).
/// A stretchable sprite carries its nine-slice `split` (left, right, top, bottom: the caps in
/// pixels) and `pad` (the content insets in pixels), which libGDX's `createPatch`, Skin's
/// nine-patch drawables and Spine's nine-slice use. The panels' pages (`backgrounds[@Nx].png`)
/// come after the states' pages, their regions named `<button>/<state>/background`, each with its
/// `split` and `pad`: the background of a button with cap insets, to stretch under a label.
///
/// - **current** (`libgdx`, libGDX 1.9.13+ and Spine 4): pages apart by a blank line, each with
///   its image name, `size:w,h`, `format`, `filter`, `repeat`; per region `bounds:x,y,w,h` first (some readers drop a region whose first property
///   is not `bounds`), then `split` and `pad`.
/// - **legacy** (`libgdx-legacy`, older libGDX and Spine 3.x, read by position): a blank line
///   before each page, `size: w,h`, `format`, `filter`, `repeat`; per region `rotate`, `xy`, `size`,
///   [`split`, [`pad`]], `orig`, `offset`, `index`, in that order.
public struct LibGDXAtlas: Sendable {
    /// Which of the two text layouts.
    public enum Layout: Sendable, Equatable { case current, legacy }

    public var layout: Layout
    public init(layout: Layout) { self.layout = layout }

    /// The atlas file name at `scale`: `buttons.atlas`, `buttons@2x.atlas`.
    public static func fileName(scale: Double) -> String { "buttons" + SheetNaming.scaleSuffix(scale) + ".atlas" }

    /// The region name of `button` in `state`: `ok/highlighted+selected`.
    public static func regionName(button: String, state: ControlState) -> String {
        SheetNaming.stripFrameName(button: button, state: state)
    }

    /// The atlas text over `sheets` (the pages at one scale, in file order).
    public func text(_ sheets: [EngineSheet]) -> String {
        var lines: [String] = []
        for (i, sheet) in sheets.enumerated() {
            // libGDX starts a page after a blank line, and reads any other line as a region.
            if i > 0 && layout == .current { lines.append("") }
            lines += pageLines(sheet)
            for f in sheet.frames where f.isDrawn {
                lines.append(sheet.state.map { Self.regionName(button: f.name, state: $0) } ?? f.name)
                lines += regionLines(f)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func pageLines(_ sheet: EngineSheet) -> [String] {
        switch layout {
        case .current:
            return [sheet.image, "size:\(sheet.size.width),\(sheet.size.height)", "format:RGBA8888", "filter:Linear,Linear", "repeat:none"]
        case .legacy:
            return ["", sheet.image, "size: \(sheet.size.width),\(sheet.size.height)", "format: RGBA8888", "filter: Linear,Linear", "repeat: none"]
        }
    }

    func regionLines(_ f: EngineSheet.Frame) -> [String] {
        let r = f.rect
        // libGDX's order is left, right, top, bottom; the current layout writes no spaces.
        let separator = layout == .current ? "," : ", "
        func sides(_ b: NineSliceBorders) -> String { [b.left, b.right, b.top, b.bottom].map(String.init).joined(separator: separator) }
        switch layout {
        case .current:
            var lines = ["bounds:\(r.x),\(r.y),\(r.width),\(r.height)"]
            if let caps = f.caps { lines.append("split:" + sides(caps)) }
            if let pad = f.padding { lines.append("pad:" + sides(pad)) }
            return lines
        case .legacy:
            var lines = ["  rotate: false", "  xy: \(r.x), \(r.y)", "  size: \(r.width), \(r.height)"]
            if let caps = f.caps {
                lines.append("  split: " + sides(caps))
                // Older readers take a pad only after a split.
                if let pad = f.padding { lines.append("  pad: " + sides(pad)) }
            }
            return lines + ["  orig: \(r.width), \(r.height)", "  offset: 0, 0", "  index: -1"]
        }
    }
}
