import BezelCore
import BezelRaster
import Foundation
import Testing

/// What a page sees of the CSS sprites' boxes in every appearance, measured in headless Chromium
/// (Tests/Readers/chromium_page.py): a sprite with a shadow takes exactly the button's bounds in
/// the page's layout and shows the button there in light, dark (by the media query or the root
/// classes) and Increase Contrast alike, also where one appearance's sprite has no shadow and
/// another's has one; the keyboard focus ring goes around the bounds, not around the shadow; and
/// the demo page's backdrop follows the scheme over the whole page.
@Suite struct CSSAppearanceBoxTests {
    /// Two buttons with a shadow below them in light (as Tailwind's `shadow-xs`); the dark mode
    /// drops both shadows (as Tailwind's `dark:shadow-none`); the Increase Contrast mode gives `pay`
    /// a shadow to its right only and drops `stop`'s. No focused look: focus shows only the ring.
    static let theme = ##"""
    { "name": "shade", "scales": [1, 2], "states": ["normal", "highlighted"],
      "appearance": { "type": "custom", "cornerRadius": 6 },
      "buttons": {
        "pay": { "size": [80, 30], "backgroundColor": "#2563eb", "shadow": { "color": "#000000", "offset": [0, 3], "radius": 2, "opacity": 0.5 } },
        "stop": { "size": [70, 30], "backgroundColor": "#dc2626", "cornerRadius": 15,
                  "shadow": { "color": "#000000", "offset": [0, 3], "radius": 2, "opacity": 0.5 } } },
      "modes": {
        "dark": { "colorScheme": "dark", "buttons": { "pay": { "backgroundColor": "#60a5fa", "shadow": [] },
                                                      "stop": { "backgroundColor": "#f87171", "shadow": [] } } },
        "contrast": { "accessibilityContrast": "high", "buttons": {
          "pay": { "backgroundColor": "#1e3a8a", "shadow": { "color": "#000000", "offset": [6, 0], "radius": 1, "opacity": 1 } },
          "stop": { "shadow": [] } } } } }
    """##

    /// Inline buttons in running text with no space between them (`a`, `b`, `c`), one inside a
    /// positioned block (`d`) and one positioned itself (`e`, its `::before`'s containing block).
    static let page = """
        <!DOCTYPE html><html><head><link rel="stylesheet" href="buttons.css">
        <style>body{margin:0;background:#fff;font:16px sans-serif} button{line-height:24px}</style></head><body>
        <p style="margin:20px">Pay now <button id="a" class="bezel-shade-pay">Pay</button><button id="b" class="bezel-shade-stop">Stop</button><button id="c" class="bezel-shade-pay">Pay later</button> or not.</p>
        <div style="position:absolute;left:40px;top:100px;font-size:0;line-height:0"><button id="d" class="bezel-shade-pay">Ring</button></div>
        <button id="e" class="bezel-shade-stop" style="position:absolute;left:200px;top:100px">Ring</button>
        </body></html>
        """

    /// Each element's border box (left, top, right, bottom) and margins (top, right, bottom, left).
    static func boxes(_ ids: [String]) -> String {
        boxes(of: "[" + ids.map { "document.getElementById('\($0)')" }.joined(separator: ",") + "]")
    }

    /// The same of the elements of a JavaScript array expression.
    static func boxes(of elements: String) -> String {
        #"{"eval":""# + elements + #".map(e => { const r = e.getBoundingClientRect(), s = getComputedStyle(e); "#
            + #"return [r.left, r.top, r.right, r.bottom, parseFloat(s.marginTop), parseFloat(s.marginRight), "#
            + #"parseFloat(s.marginBottom), parseFloat(s.marginLeft)] })"}"#
    }

    static func setRoot(_ classes: String) -> String { #"{"eval":"void (document.documentElement.className = '\#(classes)')"}"# }

    /// Renders the theme as CSS with the page beside it, runs `steps` (a JSON list) in a
    /// `width` × `height` viewport, and returns the unit's folder, the screenshots by name and the
    /// printed lines (`null` lines left out).
    static func look(_ steps: [String], page file: String = "page.html", width: Int = 400, height: Int = 160) throws
        -> (unit: String, shots: [String: RasterImage], lines: [String]) {
        let chromium = try RenderFormatsTests.reader("chromium")
        let input = RenderCommandTests.tempDir(), out = RenderCommandTests.tempDir()
        try Data(theme.utf8).write(to: URL(fileURLWithPath: input + "/shade.json"))
        let run = CLIRun(["render", input + "/shade.json", "-o", out, "--format", "css"])
        #expect(run.code == 0, "\(run.err)")
        try Data(page.utf8).write(to: URL(fileURLWithPath: out + "/shade/page.html"))
        let shots = RenderCommandTests.tempDir()
        let (status, text) = try ToolOutput.reader("chromium_page.py", [chromium, "file://\(out)/shade/\(file)", "\(width)", "\(height)",
                                                                     "[" + steps.joined(separator: ",") + "]", shots])
        #expect(status == 0)
        var images: [String: RasterImage] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: shots)) ?? [] where name.hasSuffix(".png") {
            images[String(name.dropLast(4))] = try RasterImage(pngData: Data(contentsOf: URL(fileURLWithPath: shots + "/" + name)))
        }
        return (out + "/shade", images, text.split(separator: "\n").map(String.init).filter { $0 != "null" })
    }

    /// A printed list of boxes: per element its layout box (the border box less its margins:
    /// left, top, right, bottom) and how far its border box reaches beyond it (top, right, bottom, left).
    static func parse(_ line: String) throws -> [(layout: [Double], beyond: [Double])] {
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [[Double]])
        return rows.map { r in
            ([r[0] - r[7], r[1] - r[4], r[2] + r[5], r[3] + r[6]], [-r[4], -r[5], -r[6], -r[7]])
        }
    }

    static func close(_ a: RGBAColor, _ hex: String) -> Bool {
        let b = RGBAColor(hex: hex)
        return abs(Int(a.red) - Int(b.red)) <= 2 && abs(Int(a.green) - Int(b.green)) <= 2 && abs(Int(a.blue) - Int(b.blue)) <= 2
    }

    /// W-1: in every appearance (and back with `bezel-light`) the three inline buttons take exactly
    /// their bounds (80, 70, 80 × 30) side by side without overlapping, their border boxes reach
    /// beyond the bounds by exactly that appearance's shadow, and each shows its own colour at the
    /// ends of its bounds.
    @Test
    func everyAppearanceSetsTheBoxOfItsOwnSprite() throws {
        let situations: [(name: String, steps: [String])] = [
            ("light", [#"{"media":{"prefers-color-scheme":"light"}}"#]),
            ("dark", [#"{"media":{"prefers-color-scheme":"dark"}}"#]),
            ("darkOptedOut", [Self.setRoot("bezel-light")]),
            ("darkClass", [#"{"media":{"prefers-color-scheme":"light"}}"#, Self.setRoot("bezel-dark")]),
            ("contrast", [Self.setRoot(""), #"{"media":{"prefers-contrast":"more"}}"#]),
            ("contrastClass", [#"{"media":{}}"#, Self.setRoot("bezel-contrast-high")]),
            ("darkAndContrast", [#"{"media":{"prefers-color-scheme":"dark","prefers-contrast":"more"}}"#, Self.setRoot("")]),
        ]
        var steps = [#"{"navigate":1}"#, #"{"shot":"warm"}"#]
        for s in situations { steps += s.steps + [Self.boxes(["a", "b", "c"]), #"{"shot":"\#(s.name)"}"#] }
        let look = try Self.look(steps)
        try #require(look.lines.count == situations.count, "\(look.lines)")
        let light: [Double] = [4, 7, 10, 7], none: [Double] = [0, 0, 0, 0], right: [Double] = [4, 10, 4, 0]
        // Per situation: the shadow beyond pay's and stop's bounds, and their colours.
        let expected: [String: (pay: [Double], stop: [Double], colours: [String])] = [
            "light": (light, light, ["#2563EB", "#DC2626"]), "dark": (none, none, ["#60A5FA", "#F87171"]),
            "darkOptedOut": (light, light, ["#2563EB", "#DC2626"]), "darkClass": (none, none, ["#60A5FA", "#F87171"]),
            "contrast": (right, none, ["#1E3A8A", "#DC2626"]), "contrastClass": (right, none, ["#1E3A8A", "#DC2626"]),
            "darkAndContrast": (right, none, ["#1E3A8A", "#DC2626"]),
        ]
        for (situation, line) in zip(situations.map(\.name), look.lines) {
            let boxes = try Self.parse(line), want = expected[situation]!
            for (i, width) in [80.0, 70, 80].enumerated() {
                let box = boxes[i].layout
                #expect(box[2] - box[0] == width && box[3] - box[1] == 30, "\(situation): button \(i) takes \(box), not its bounds")
                #expect(box[1] == boxes[0].layout[1], "\(situation): button \(i) is not on the line of the first")
                if i > 0 { #expect(box[0] == boxes[i - 1].layout[2], "\(situation): button \(i) overlaps or leaves a gap: \(box)") }
                #expect(boxes[i].beyond == (i == 1 ? want.stop : want.pay), "\(situation): button \(i) reaches \(boxes[i].beyond) beyond its bounds")
                // Its colour just inside its left end, and the last one's right end (the next
                // button's shadow lies over a button's right end, as a CSS box-shadow would).
                let shot = try #require(look.shots[situation])
                let y = Int((box[1] + box[3]) / 2), colour = want.colours[i == 1 ? 1 : 0]
                for x in [Int(box[0].rounded(.up)) + 2] + (i == 2 ? [Int(box[2].rounded(.down)) - 3] : []) {
                    #expect(Self.close(shot.pixel(x: x, y: y), colour), "\(situation): button \(i) \(box) at \(x),\(y): \(shot.pixel(x: x, y: y)) ≠ \(colour)")
                }
            }
        }
    }

    /// The ring's reach beyond `bounds` (top, right, bottom, left, in whole pixels) where the
    /// screenshot with focus differs from the one without: nil when nothing differs.
    static func ringReach(rest: RasterImage, focused: RasterImage, bounds: [Double]) -> [Int]? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<rest.height {
            for x in 0..<rest.width where rest.pixel(x: x, y: y) != focused.pixel(x: x, y: y) {
                minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        let b = bounds.map { Int($0) }
        return [b[1] - minY, maxX + 1 - b[2], maxY + 1 - b[3], b[0] - minX]
    }

    /// W-4: the keyboard focus ring goes around the button's bounds, the same few pixels on every
    /// side (also at the rounded ends of `stop`), not around its shadow, where the button is in a
    /// line (`d`) or positioned itself (`e`), in light (shadow) and dark (none); and the element's
    /// text stays its accessible name while focused.
    @Test
    func theFocusRingGoesAroundTheBoundsNotTheShadow() throws {
        var steps: [String] = []
        for scheme in ["light", "bezel-dark"] {
            steps += [#"{"navigate":1}"#, Self.setRoot(scheme == "light" ? "" : scheme), #"{"shot":"warm"}"#, #"{"shot":"\#(scheme)-rest"}"#,
                      #"{"tab":4}"#, Self.boxes(["d", "e"]), #"{"shot":"\#(scheme)-d"}"#, #"{"tab":1}"#, #"{"shot":"\#(scheme)-e"}"#,
                      ##"{"name":"#e"}"##, #"{"eval":"document.activeElement.id"}"#]
        }
        let look = try Self.look(steps)
        try #require(look.lines.count == 6, "\(look.lines)")
        for (n, scheme) in ["light", "bezel-dark"].enumerated() {
            let boxes = try Self.parse(look.lines[3 * n])
            #expect(look.lines[3 * n + 1] == "\"Ring\"" && look.lines[3 * n + 2] == "\"e\"", "\(scheme): \(look.lines)")
            for (i, id) in ["d", "e"].enumerated() {
                let bounds = boxes[i].layout
                #expect(bounds[2] - bounds[0] == (id == "d" ? 80 : 70) && bounds[3] - bounds[1] == 30, "\(scheme) \(id): \(bounds)")
                #expect(bounds.allSatisfy { $0 == $0.rounded() }, "\(scheme) \(id): bounds on whole pixels: \(bounds)")
                let rest = try #require(look.shots["\(scheme)-rest"]), focused = try #require(look.shots["\(scheme)-\(id)"])
                let reach = try #require(Self.ringReach(rest: rest, focused: focused, bounds: bounds), "\(scheme) \(id): no ring drawn")
                #expect(Set(reach).count == 1 && (1...3).contains(reach[0]),
                        "\(scheme) \(id): the ring reaches \(reach) (top, right, bottom, left) beyond the bounds \(bounds)")
            }
        }
    }

    /// W-5 and W-1 on Bezel's own demo page: in dark (by the media query or the root class) the
    /// whole page is black, not only the grid's box, and every button keeps its bounds where the
    /// page places it in light.
    @Test
    func theDemoPageFollowsTheSchemeAndKeepsEveryButtonInItsCell() throws {
        let all = Self.boxes(of: "[...document.querySelectorAll('button')]")
        let steps = [#"{"media":{"prefers-color-scheme":"light"}}"#, #"{"navigate":1}"#, #"{"shot":"warm"}"#, #"{"shot":"light"}"#, all,
                     #"{"media":{"prefers-color-scheme":"dark"}}"#, #"{"shot":"dark"}"#, all,
                     #"{"media":{"prefers-color-scheme":"light"}}"#, Self.setRoot("bezel-dark"), #"{"shot":"darkClass"}"#, all]
        let look = try Self.look(steps, page: "index.html", width: 900, height: 500)
        try #require(look.lines.count == 3, "\(look.lines)")
        let html = try String(contentsOfFile: look.unit + "/index.html", encoding: .utf8)
        // Where the page puts each button: `left: Xpx; top: Ypx` in document order.
        let placed = html.components(separatedBy: "<button ").dropFirst().map { tag -> [Double] in
            let style = tag[tag.range(of: "style=\"left: ")!.upperBound...]
            return [Double(style.prefix { $0 != "p" })!, Double(style[style.range(of: "top: ")!.upperBound...].prefix { $0 != "p" })!]
        }
        #expect(placed.count == 4, "pay and stop in normal and highlighted")
        for (name, line) in zip(["light", "dark", "darkClass"], look.lines) {
            let boxes = try Self.parse(line)
            #expect(boxes.map { Array($0.layout[0...1]) } == placed, "\(name): \(boxes.map(\.layout))")
            #expect(boxes.map { $0.layout[2] - $0.layout[0] } == [80, 80, 70, 70], "\(name): \(boxes.map(\.layout))")
            let shot = try #require(look.shots[name]), backdrop = name == "light" ? RGBAColor(hex: "#FFFFFF") : RGBAColor(hex: "#000000")
            // Beyond the grid (the page is 900 × 500, the grid about 400 × 180) and inside it.
            for (x, y) in [(890, 490), (600, 100), (100, 400), (5, 5)] {
                #expect(shot.pixel(x: x, y: y) == backdrop, "\(name) at \(x),\(y): \(shot.pixel(x: x, y: y))")
            }
        }
    }

    /// A stretchable button that the dark mode gives a shadow would be a border image in light and
    /// a sprite in dark: one stylesheet cannot switch how a button is drawn, so it is a sprite in
    /// both, and the render says so.
    @Test func aButtonThatIsABorderImageInOneAppearanceOnlyIsASpriteInAll() throws {
        let input = RenderCommandTests.tempDir(), out = RenderCommandTests.tempDir()
        let theme = ##"{ "name": "mix", "scales": [1], "states": ["normal"], "buttons": { "wide": { "stretchable": true, "size": [100, 30], "##
            + ##""backgroundColor": "#ff0000", "cornerRadius": 4 } }, "modes": { "dark": { "buttons": { "wide": { "##
            + ##""shadow": { "color": "#000000", "offset": [0, 2], "radius": 3, "opacity": 0.5 } } } } } }"##
        try Data(theme.utf8)
            .write(to: URL(fileURLWithPath: input + "/mix.json"))
        let run = CLIRun(["render", input + "/mix.json", "-o", out, "--format", "css"])
        #expect(run.code == 0, "\(run.err)")
        #expect(run.err.contains("warning: css: wide: a border image in some appearances only (it differs in dark): "
                                 + "the page shows it as a sprite in every appearance"), "\(run.err)")
        let css = try String(contentsOfFile: out + "/mix/buttons.css", encoding: .utf8)
        #expect(!css.contains("border-image") && !FileManager.default.fileExists(atPath: out + "/mix/stretch"), "\(css)")
        #expect(css.contains(":root.bezel-dark .bezel-mix-wide { width: "), "\(css)")
    }
}
