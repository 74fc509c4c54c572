import BezelCore
import BezelPNG
import BezelRaster
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// G-4: hover is a state of its own. A button that gives `hover` looks gets hover sprites, and each
/// format maps them where the platform has hover — checked with the real consumers: headless
/// Chromium with a hovering pointer shows the hover sprite under the mouse, Godot 3 draws
/// `texture_hover` on mouse-over, `aapt2` compiles the state list with `state_hovered` — while a
/// button without a hover look is not drawn in the hover state and keeps `web.hover`'s fallback.
@Suite struct HoverStateTests {
    /// `ok` has a hover look (green) distinct from its focused one (yellow); `plain` has none, so
    /// its hover is `web.hover`'s focused (black).
    static let theme = ##"""
    { "name": "hov", "scales": [1, 2], "web": { "hover": "focused" },
      "buttons": {
        "ok": { "type": "custom", "size": [40, 20], "backgroundColor": { "normal": "#0000ff", "highlighted": "#ff0000",
                "selected": "#ff00ff", "focused": "#ffff00", "hover": "#00ff00" } },
        "plain": { "type": "custom", "size": [40, 20], "backgroundColor": { "normal": "#888888", "focused": "#000000" } } } }
    """##

    static let blue = RGBAColor(hex: "#0000FF"), green = RGBAColor(hex: "#00FF00"), black = RGBAColor(hex: "#000000")
    static let grey = RGBAColor(hex: "#888888"), magenta = RGBAColor(hex: "#FF00FF")

    static func render(_ formats: String, extra: [String] = [], theme: String = theme) throws -> (run: CLIRun, out: String) {
        let input = RenderCommandTests.tempDir(), out = RenderCommandTests.tempDir()
        try Data(theme.utf8).write(to: URL(fileURLWithPath: input + "/hov.json"))
        let run = CLIRun(["render", input + "/hov.json", "-o", out, "--format", formats] + extra)
        return (run, out)
    }

    /// A page with the two buttons and a toggle that is on: `ok` at (10, 10), `plain` at (60, 10),
    /// `ok` pressed-on (`aria-pressed`) at (110, 10).
    static let page = """
        <!DOCTYPE html><html><head><link rel="stylesheet" href="buttons.css"><style>body{margin:0;background:#fff}</style></head>
        <body><button class="bezel-hov-ok" style="position:absolute;left:10px;top:10px">OK</button>
        <button class="bezel-hov-plain" style="position:absolute;left:60px;top:10px">Plain</button>
        <button class="bezel-hov-ok" aria-pressed="true" style="position:absolute;left:110px;top:10px">On</button></body></html>
        """

    @Test func chromiumShowsTheHoverSpriteUnderThePointer() throws {
        let chromium = try RenderFormatsTests.reader("chromium")
        let r = try Self.render("css")
        #expect(r.run.code == 0, "\(r.run.err)")
        try Data(Self.page.utf8).write(to: URL(fileURLWithPath: r.out + "/hov/page.html"))
        let steps = #"[{"navigate":1},{"shot":"warm"},{"shot":"rest"},{"hover":[30,20]},{"shot":"ok"},"#
            + #"{"hover":[80,20]},{"shot":"plain"},{"hover":[130,20]},{"shot":"on"}]"#
        let (status, _) = try ToolOutput.reader("chromium_page.py", [chromium, "file://\(r.out)/hov/page.html", "170", "40", steps, r.out])
        #expect(status == 0)
        func shot(_ name: String) throws -> RasterImage {
            try RasterImage(pngData: Data(contentsOf: URL(fileURLWithPath: r.out + "/" + name + ".png")))
        }
        func colours(_ image: RasterImage, x: Int) -> Set<RGBAColor> {
            Set((13..<27).flatMap { y in ((x + 3)..<(x + 37)).map { image.pixel(x: $0, y: y) } })
        }
        let rest = try shot("rest"), ok = try shot("ok"), plain = try shot("plain"), on = try shot("on")
        #expect(colours(rest, x: 10) == [Self.blue] && colours(rest, x: 60) == [Self.grey] && colours(rest, x: 110) == [Self.magenta])
        // The hover look, not the focused one that web.hover names.
        #expect(colours(ok, x: 10) == [Self.green], "\(colours(ok, x: 10))")
        // A button without a hover look keeps web.hover's focused look.
        #expect(colours(plain, x: 60) == [Self.black] && colours(plain, x: 10) == [Self.blue])
        // A toggle that is on stays selected under the pointer (selected+hover → selected).
        #expect(colours(on, x: 110) == [Self.magenta])
    }

    @Test func godot3DrawsTheHoverTextureOnMouseOver() throws {
        let r = try Self.render("godot3", extra: ["-q"])
        #expect(r.run.code == 0, "\(r.run.err)")
        let strips = try Self.render("png", extra: ["--strips", "-q"])
        let scene = try String(contentsOfFile: r.out + "/hov/godot/ok.tscn", encoding: .utf8)
        #expect(scene.contains("path=\"ok/hover.tres\"") && !scene.contains("ok/focused.tres"), "\(scene)")
        let dump = RenderCommandTests.tempDir()
        let read = try ToolOutput.reader("godot3_textures.py", [r.out + "/hov", dump, "godot3_press.gd", "ok"])
        #expect(read.status == 0)
        let lines = read.output.split(separator: "\n").filter { $0.hasPrefix("press ") }.map { $0.split(separator: " ").map(String.init) }
        try #require(lines.count == 3, "\(read.output)")
        // After the release the mouse is still over the button: Godot draws texture_hover, the hover sprite.
        #expect(lines[1][1] == "up" && lines[1][5] == "drawn=texture_hover", "\(lines[1])")
        let shown = try PNGDecoder.decode(path: "\(dump)/up/hover.png")
        #expect(EngineFormatTests.same(shown, try EngineFormatTests.alone(strips.out + "/hov", "ok", "hover", scale: 1)))
        #expect(shown.rgba[0..<4].elementsEqual([0, 255, 0, 255]))
    }

    @Test func aaptCompilesTheStateListWithHovered() throws {
        let r = try Self.render("android")
        #expect(r.run.code == 0, "\(r.run.err)")
        let xml = try String(contentsOfFile: r.out + "/hov/res/drawable/ok.xml", encoding: .utf8)
        let items = xml.split(separator: "\n").filter { $0.contains("<item") }
        // Hovered comes last of the one-flag items: pressed, selected or focused win over it.
        #expect(items.suffix(3).map { String($0) } == [
            "    <item android:state_focused=\"true\" android:drawable=\"@drawable/ok_focused\" />",
            "    <item android:state_hovered=\"true\" android:drawable=\"@drawable/ok_hover\" />",
            "    <item android:drawable=\"@drawable/ok_normal\" />",
        ])
        let plain = try String(contentsOfFile: r.out + "/hov/res/drawable/plain.xml", encoding: .utf8)
        #expect(!plain.contains("hovered"))
        #expect(FileManager.default.fileExists(atPath: r.out + "/hov/res/drawable-xhdpi/ok_hover.png"))
        #expect(!FileManager.default.fileExists(atPath: r.out + "/hov/res/drawable-xhdpi/plain_hover.png"))
        let zip = RenderCommandTests.tempDir() + "/res.zip"
        let status = try RenderFormatsTests.run(RenderFormatsTests.reader("aapt2"), ["compile", "--dir", r.out + "/hov/res", "-o", zip])
        #expect(status == 0, "aapt2 compile refused the hover state list")
    }

    @Test func enginesAndCatalogsMapHoverWhereThePlatformHasIt() throws {
        let r = try Self.render("png,libgdx,xcassets,starling", extra: ["--gallery"])
        #expect(r.run.code == 0, "\(r.run.err)")
        // UIKit has no hover: no image set, and a warning says so.
        #expect(r.run.err.contains("warning: xcassets: the hover looks of ok are not written: UIKit has no hover state"))
        #expect(!FileManager.default.fileExists(atPath: r.out + "/hov/Hov.xcassets/ok-hover.imageset"))
        // libGDX: a region for the button with a hover look only.
        let atlas = try String(contentsOfFile: r.out + "/hov/buttons@2x.atlas", encoding: .utf8).split(separator: "\n")
        #expect(atlas.contains("ok/hover") && !atlas.contains("plain/hover"))
        // The hover sheet holds ok's hover sprite; plain's frame in it is empty (it falls back).
        let sheet = try RasterImage(pngData: Data(contentsOf: URL(fileURLWithPath: r.out + "/hov/hover@2x.png")))
        let frames = try JSONParser.parse([UInt8](Data(contentsOf: URL(fileURLWithPath: r.out + "/hov/hover@2x.json")))).objectValue!["frames"]!.objectValue!
        func origin(_ name: String) -> (Int, Int) {
            let f = frames[name]!.objectValue!["frame"]!.objectValue!
            return (Int(f["x"]!.numberValue!), Int(f["y"]!.numberValue!))
        }
        #expect(sheet.pixel(x: origin("ok").0 + 10, y: origin("ok").1 + 10) == Self.green)
        #expect(sheet.pixel(x: origin("plain").0 + 10, y: origin("plain").1 + 10) == .clear)
        let manifest = try JSONParser.parse([UInt8](Data(contentsOf: URL(fileURLWithPath: r.out + "/hov/manifest.json")))).objectValue!
        #expect(manifest["states"] == .array(["normal", "highlighted", "disabled", "selected", "focused", "hover"].map(JSONValue.string)))
        let buttons = manifest["buttons"]!.objectValue!
        #expect(buttons["ok"]!.objectValue!["states"]!.objectValue!["hover"] != nil)
        #expect(buttons["plain"]!.objectValue!["states"]!.objectValue!["hover"] == nil)
        // The gallery has a hover column only when the theme has hover: one column fewer without it.
        let without = try Self.render("png", extra: ["--gallery"], theme: Self.theme.replacingOccurrences(of: ##", "hover": "#00ff00""##, with: ""))
        #expect(without.run.code == 0, "\(without.run.err)")
        let withHover = try RasterImage(pngData: Data(contentsOf: URL(fileURLWithPath: r.out + "/hov/gallery.png")))
        let plainGallery = try RasterImage(pngData: Data(contentsOf: URL(fileURLWithPath: without.out + "/hov/gallery.png")))
        #expect(withHover.width > plainGallery.width && withHover.height == plainGallery.height)
        #expect(!FileManager.default.fileExists(atPath: without.out + "/hov/hover.png"))
    }

    @Test func aHoverStateNoButtonDrawsIsWarnedAbout() throws {
        let r = try Self.render("png", extra: ["--state", "normal,hover"],
                                theme: Self.theme.replacingOccurrences(of: ##", "hover": "#00ff00""##, with: ""))
        #expect(r.run.code == 0, "\(r.run.err)")
        #expect(r.run.err.contains("--state: warning: state hover is rendered, but no button has a look for it, so its sheets are empty"),
                "\(r.run.err)")
    }

    @Test func simulateRefusesAHoverInitialState() throws {
        let input = RenderCommandTests.tempDir()
        try Data(Self.theme.utf8).write(to: URL(fileURLWithPath: input + "/hov.json"))
        let run = CLIRun(["simulate", input + "/hov.json", "--button", "ok", "--events", "tap", "--initial-state", "hover"])
        #expect(run.code == 2 && run.err.contains("hover is not a UIControl state"), "\(run.err)")
        let inspect = CLIRun(["inspect", input + "/hov.json", "--button", "plain", "--state", "selected+hover", "--json"])
        #expect(inspect.code == 0, "\(inspect.err)")
        #expect(inspect.out.contains("\"backgroundColor\": \"#888888FF\""), "\(inspect.out)")
    }
}
