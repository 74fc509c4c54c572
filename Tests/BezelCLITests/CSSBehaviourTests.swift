import BezelCore
import BezelPNG
import BezelRaster
import Foundation
import Testing

/// The CSS sprites as a web page uses them, looked at in headless Chromium driven like a person
/// would (Tests/Readers/chromium_page.py: the mouse, the Tab key, the colour scheme): a pressed or
/// focused toggle that is on stays on, hover shows what the theme says and only that, the element's
/// own text is its accessible name but not painted, and one stylesheet serves light and dark.
@Suite struct CSSBehaviourTests {
    /// normal blue, highlighted green, selected red, focused yellow, disabled grey; dark: normal white.
    static func theme(hover: String) -> String {
        ##"{ "name": "demo", "scales": [1, 2], "states": ["normal", "highlighted", "selected", "focused", "disabled"], "web": { "hover": ""##
            + hover + ##"" }, "modes": { "dark": { "colorScheme": "dark", "buttons": { "ok": { "backgroundColor": { "normal": "#ffffff" } } } } },"##
            + ##" "buttons": { "ok": { "size": [40, 20], "backgroundColor": { "normal": "#0000ff", "highlighted": "#00ff00","##
            + ##" "selected": "#ff0000", "focused": "#ffff00", "disabled": "#888888" } } } }"##
    }

    /// Two buttons: `Save` at (10, 10), a toggle that is on (`aria-pressed`) at (60, 10).
    static let page = """
        <!DOCTYPE html><html><head><link rel="stylesheet" href="buttons.css"><style>body{margin:0;background:#fff}</style></head>
        <body><button id="a" class="bezel-demo-ok" style="position:absolute;left:10px;top:10px">Save</button>
        <button id="b" class="bezel-demo-ok" aria-pressed="true" style="position:absolute;left:60px;top:10px">Toggle</button></body></html>
        """

    static let blue = RGBAColor(hex: "#0000FF"), green = RGBAColor(hex: "#00FF00"), red = RGBAColor(hex: "#FF0000")

    /// Renders the theme with `hover`, runs `steps` on the page, and returns the screenshots by
    /// name and the printed lines; nil (with a printed reason) when Chromium or Python is missing.
    /// Each page's first screenshot (`warm`) is taken and not looked at: on a busy machine the
    /// first capture after loading can come before the background images are decoded.
    static func look(hover: String, steps: String) throws -> (shots: [String: RasterImage], lines: [String])? {
        let chromium = try RenderFormatsTests.reader("chromium")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { throw MissingReader(name: "/usr/bin/python3") }
        let input = RenderCommandTests.tempDir(), out = RenderCommandTests.tempDir()
        try Data(theme(hover: hover).utf8).write(to: URL(fileURLWithPath: input + "/demo.json"))
        let run = CLIRun(["render", input + "/demo.json", "-o", out, "--format", "css"])
        #expect(run.code == 0, "\(run.err)")
        try Data(page.utf8).write(to: URL(fileURLWithPath: out + "/demo/page.html"))
        let (status, text) = try ToolOutput.reader("chromium_page.py", [chromium, "file://\(out)/demo/page.html", "120", "40", steps, out])
        #expect(status == 0)
        var shots: [String: RasterImage] = [:]
        for file in (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? [] where file.hasSuffix(".png") {
            shots[String(file.dropLast(4))] = try RasterImage(pngData: Data(contentsOf: URL(fileURLWithPath: out + "/" + file)))
        }
        return (shots, text.split(separator: "\n").map(String.init))
    }

    /// Every pixel of the 40 × 20 button at `x` but a 3-px frame (where a focus ring may be drawn):
    /// one colour when no text is painted over the sprite.
    static func colours(_ image: RasterImage?, x: Int) -> Set<RGBAColor> {
        guard let image else { return [] }
        return Set((13..<27).flatMap { y in ((x + 3)..<(x + 37)).map { image.pixel(x: $0, y: y) } })
    }

    @Test
    func aToggleThatIsOnStaysOnUnderHoverAndKeyboardFocus() throws {
        let steps = #"[{"navigate":1},{"shot":"warm"},{"shot":"rest"},{"hover":[70,20]},{"shot":"hoverOn"},{"hover":[20,20]},{"shot":"hoverOff"},"#
            + #"{"hover":[5,35]},{"tab":2},{"shot":"focusOn"},{"eval":"document.activeElement.id"}]"#
        guard let look = try Self.look(hover: "highlighted", steps: steps) else { return }
        #expect(Self.colours(look.shots["rest"], x: 10) == [Self.blue] && Self.colours(look.shots["rest"], x: 60) == [Self.red])
        // Hover: the toggle that is on stays red (selected+highlighted was not rendered: the closest is selected).
        #expect(Self.colours(look.shots["hoverOn"], x: 60) == [Self.red])
        // Hover on the plain button shows highlighted, as the theme says.
        #expect(Self.colours(look.shots["hoverOff"], x: 10) == [Self.green])
        // Keyboard focus (Tab to the second button): still red, not the focused yellow or normal blue.
        #expect(look.lines.last == "\"b\"")
        #expect(Self.colours(look.shots["focusOn"], x: 60) == [Self.red])
    }

    @Test
    func hoverNoneChangesNothingAndTheTextIsTheNameNotPaint() throws {
        let steps = #"[{"navigate":1},{"shot":"warm"},{"hover":[20,20]},{"shot":"hover"},{"eval":"document.getElementById('a').innerText"},"#
            + #"{"eval":"getComputedStyle(document.getElementById('a')).color"}]"#
        guard let look = try Self.look(hover: "none", steps: steps) else { return }
        #expect(Self.colours(look.shots["hover"], x: 10) == [Self.blue])
        #expect(look.lines.first == "\"Save\"")
        #expect(look.lines.last == "\"rgba(0, 0, 0, 0)\"")
    }

    @Test
    func oneStylesheetShowsTheLightAndTheDarkSheets() throws {
        let steps = #"[{"scheme":"light"},{"navigate":1},{"shot":"warm"},{"shot":"light"},{"scheme":"dark"},{"shot":"dark"},"#
            + #"{"eval":"document.documentElement.classList.add('bezel-light')"},{"shot":"forcedLight"},"#
            + #"{"scheme":"light"},{"eval":"document.documentElement.className = 'bezel-dark'"},{"shot":"forcedDark"}]"#
        guard let look = try Self.look(hover: "none", steps: steps) else { return }
        let white = RGBAColor(hex: "#FFFFFF")
        #expect(Self.colours(look.shots["light"], x: 10) == [Self.blue])
        #expect(Self.colours(look.shots["dark"], x: 10) == [white])
        #expect(Self.colours(look.shots["forcedLight"], x: 10) == [Self.blue])
        #expect(Self.colours(look.shots["forcedDark"], x: 10) == [white])
        // The selected sheet of the dark mode (unchanged red) is used for the toggle in dark too.
        #expect(Self.colours(look.shots["dark"], x: 60) == [Self.red])
    }

    /// A stretchable button is a nine-slice border image: a 200-px wide element keeps 1-px black
    /// edges and rounded caps and fills its middle red, and shows its own text.
    @Test
    func aStretchableButtonTakesAnyWidth() throws {
        let input = RenderCommandTests.tempDir(), out = RenderCommandTests.tempDir()
        try Data(##"{ "name": "s", "scales": [1, 2], "buttons": { "wide": { "stretchable": true, "size": [100, 30], "title": "Wide", "##.utf8
                 + Data(##""backgroundColor": "#ff0000", "cornerRadius": 4, "border": { "width": 1, "color": "#000000" } } } }"##.utf8))
            .write(to: URL(fileURLWithPath: input + "/s.json"))
        let run = CLIRun(["render", input + "/s.json", "-o", out, "--format", "css"])
        #expect(run.code == 0, "\(run.err)")
        #expect(FileManager.default.fileExists(atPath: out + "/s/stretch/wide-normal@2x.png"))
        try Data(##"<!DOCTYPE html><html><head><link rel="stylesheet" href="buttons.css"><style>body{margin:0;background:#fff}</style></head><body><button id="w" class="bezel-s-wide" style="position:absolute;left:0;top:0;width:200px">Go</button></body></html>"##.utf8)
            .write(to: URL(fileURLWithPath: out + "/s/page.html"))
        let chromium = try RenderFormatsTests.reader("chromium")
        let lines = try ToolOutput.reader("chromium_page.py", [chromium, "file://\(out)/s/page.html", "240", "40",
            #"[{"navigate":1},{"shot":"warm"},{"shot":"wide"},{"eval":"document.getElementById('w').getBoundingClientRect().width"}]"#, out]).output
        #expect(lines.contains("200"), "\(lines)")
        let shot = try RasterImage(pngData: Data(contentsOf: URL(fileURLWithPath: out + "/wide.png")))
        let black = RGBAColor(hex: "#000000"), red = RGBAColor(hex: "#FF0000")
        #expect(shot.pixel(x: 0, y: 15) == black && shot.pixel(x: 199, y: 15) == black && shot.pixel(x: 100, y: 0) == black)
        #expect(shot.pixel(x: 30, y: 6) == red && shot.pixel(x: 170, y: 24) == red)
        #expect(shot.pixel(x: 200, y: 15) == RGBAColor(hex: "#FFFFFF"))
    }

    /// A stretchable button with a shadow cannot be a border image (the shadow would stretch): it
    /// stays a sprite of its minimal size, and the render says so.
    @Test func aShadowedStretchableButtonIsASpriteAndTheRenderSaysSo() throws {
        let input = RenderCommandTests.tempDir(), out = RenderCommandTests.tempDir()
        try Data(##"{ "name": "sh", "scales": [1], "states": ["normal"], "buttons": { "wide": { "stretchable": true, "size": [100, 30], "backgroundColor": "#ff0000", "cornerRadius": 4, "shadow": { "color": "#000000", "offset": [0, 2], "radius": 3, "opacity": 0.5 } } } }"##.utf8)
            .write(to: URL(fileURLWithPath: input + "/sh.json"))
        let run = CLIRun(["render", input + "/sh.json", "-o", out, "--format", "css"])
        #expect(run.code == 0)
        #expect(run.err.contains("warning: css: wide: stretchable, but its shadow lies around it"), "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: out + "/sh/stretch"), "no border image")
        let plain = CLIRun(["render", input + "/sh.json", "-o", RenderCommandTests.tempDir()])
        #expect(!plain.err.contains("css:"), "only the CSS export says it")
    }
}
