import BezelCore
import BezelPNG
import BezelRaster
import Foundation
import Testing

/// I-3, G-3, W-2: a button whose background image has cap insets is exported whole (title included)
/// without slice data, and beside it its panel — the background alone at its minimal size — carries
/// the nine-slice data, in every format; checked with the real readers: SpineAtlas (libGDX), LÖVE,
/// Godot 3 (StyleBoxTexture margins), aapt (nine-patches) and Chromium (the CSS border image at two
/// widths keeps its caps, and shows the page's own text).
@Suite struct PanelExportTests {
    /// A 48 × 48 panel: red 16-pt corners, green edges, a blue middle (the pressed panel's is yellow).
    static func panel(middle: String) -> String {
        var svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="#00ff00"/>"##
        svg += ##"<rect x="16" y="16" width="16" height="16" fill="\##(middle)"/>"##
        for (x, y) in [(0, 0), (32, 0), (0, 32), (32, 32)] { svg += ##"<rect x="\##(x)" y="\##(y)" width="16" height="16" fill="#ff0000"/>"## }
        return svg + "</svg>"
    }

    static let theme = ##"""
    { "name": "pan", "scales": [1, 2], "states": ["normal", "highlighted"],
      "buttons": {
        "pay": { "type": "custom", "size": [120, 40], "title": "PAY", "titleColor": "#ffffff", "contentEdgeInsets": [4, 8, 4, 8],
                 "backgroundImage": { "normal": { "src": "up.svg", "capInsets": [16, 16, 16, 16] },
                                      "highlighted": { "src": "down.svg", "capInsets": [16, 16, 16, 16] } } },
        "flat": { "type": "custom", "size": [40, 20], "backgroundColor": "#888888" } } }
    """##

    static let red = RGBAColor(hex: "#FF0000"), green = RGBAColor(hex: "#00FF00"), blue = RGBAColor(hex: "#0000FF")
    static let yellow = RGBAColor(hex: "#FFFF00")

    static func render(_ formats: String) throws -> String {
        let input = RenderCommandTests.tempDir(), out = RenderCommandTests.tempDir()
        try Data(theme.utf8).write(to: URL(fileURLWithPath: input + "/pan.json"))
        try Data(panel(middle: "#0000ff").utf8).write(to: URL(fileURLWithPath: input + "/up.svg"))
        try Data(panel(middle: "#ffff00").utf8).write(to: URL(fileURLWithPath: input + "/down.svg"))
        let run = CLIRun(["render", input + "/pan.json", "-o", out, "--format", formats])
        #expect(run.code == 0, "\(run.err)")
        return out + "/pan"
    }

    /// The panel as 33 × 33 pt at `scale` should look: red corners of 16 pt, green edges, the
    /// middle `middle` (1 pt); checked on every pixel of `image`, which is the panel alone.
    static func isPanel(_ image: DecodedImage, scale: Int, middle: RGBAColor) -> Bool {
        guard image.width == 33 * scale, image.height == 33 * scale else { return false }
        let c = 16 * scale
        for y in 0..<image.height {
            for x in 0..<image.width {
                let edgeX = x < c || x >= image.width - c, edgeY = y < c || y >= image.height - c
                let want = edgeX && edgeY ? red : edgeX || edgeY ? green : middle
                let i = (y * image.width + x) * 4
                if RGBAColor(red: image.rgba[i], green: image.rgba[i + 1], blue: image.rgba[i + 2], alpha: image.rgba[i + 3]) != want { return false }
            }
        }
        return true
    }

    @Test(arguments: ["libgdx", "libgdx-legacy"])
    func spineAtlasCutsThePanelsWithTheirSplitAndTheSpritesWithout(format: String) throws {
        try requireReader(ToolOutput.hasPyPIReaders, "the PyPI readers are not installed (scripts/install-deps installs them)")
        let unit = try Self.render(format)
        let dump = RenderCommandTests.tempDir()
        let read = try ToolOutput.reader("spine_atlas.py", [unit + "/buttons@2x.atlas", dump, format == "libgdx" ? "current" : "legacy"])
        #expect(read.status == 0)
        let lines = read.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        let byName = Dictionary(lines.map { ($0[2], $0) }, uniquingKeysWith: { a, _ in a })
        for state in ["normal", "highlighted"] {
            // The whole button, title included: no slice data a NinePatch would stretch the title with.
            let sprite = try #require(byName["pay/\(state)"], "\(read.output)")
            #expect(sprite[9] == "split=-" && sprite[10] == "pad=-", "\(sprite)")
            // The panel: on the panels' page, 33 × 33 pt, caps 16 pt, padding the content insets (l, r, t, b).
            let panel = try #require(byName["pay/\(state)/background"], "\(read.output)")
            #expect(panel[1] == "backgrounds@2x.png" && panel[9] == "split=32,32,32,32" && panel[10] == "pad=16,16,8,8", "\(panel)")
            if format == "libgdx" {
                let cut = try PNGDecoder.decode(path: "\(dump)/\(panel[0]).png")
                #expect(Self.isPanel(cut, scale: 2, middle: state == "normal" ? Self.blue : Self.yellow), "\(panel[2]) as SpineAtlas cuts it")
            }
        }
        #expect(byName["flat/normal/background"] == nil && byName["flat/normal"]?[9] == "split=-")
    }

    @Test func loveLoadsThePanelsPage() throws {
        let unit = try Self.render("love")
        let dump = RenderCommandTests.tempDir()
        let read = try ToolOutput.reader("love_frames.py", [unit, dump])
        #expect(read.status == 0)
        let frames = read.output.split(separator: "\n").filter { $0.hasPrefix("frame backgrounds@2x ") }.map { $0.split(separator: " ").map(String.init) }
        #expect(frames.map { $0[8] } == ["\"pay/highlighted/background\"", "\"pay/normal/background\""], "\(read.output)")
        for f in frames {
            let cut = try PNGDecoder.decode(path: "\(dump)/backgrounds@2x/\(f[2]).png")
            #expect(Self.isPanel(cut, scale: 2, middle: f[8].contains("normal") ? Self.blue : Self.yellow), "\(f)")
        }
    }

    @Test func godot3LoadsTheStyleBoxOfThePanel() throws {
        let unit = try Self.render("godot3")
        let dump = RenderCommandTests.tempDir()
        let read = try ToolOutput.reader("godot3_textures.py", [unit, dump])
        #expect(read.status == 0)
        let boxes = read.output.split(separator: "\n").filter { $0.hasPrefix("stylebox ") }.map { $0.split(separator: " ").map(String.init) }
        #expect(boxes.map { $0[1] } == ["pay/highlighted.stylebox.tres", "pay/highlighted@2x.stylebox.tres",
                                         "pay/normal.stylebox.tres", "pay/normal@2x.stylebox.tres"], "\(read.output)")
        for b in boxes {
            let s = b[1].contains("@2x") ? 2 : 1
            // Texture margins: the caps; content margins: the content insets (left, top, right, bottom).
            #expect(b[3...6] == ["\(16 * s)", "\(16 * s)", "\(16 * s)", "\(16 * s)"] && b[8...11] == ["\(8 * s)", "\(4 * s)", "\(8 * s)", "\(4 * s)"], "\(b)")
            let shown = try PNGDecoder.decode(path: "\(dump)/styleboxes/\(b[1].replacingOccurrences(of: "/", with: "_")).png")
            #expect(Self.isPanel(shown, scale: s, middle: b[1].contains("normal") ? Self.blue : Self.yellow), "\(b[1]) as Godot 3 loads it")
        }
        let stylebox = try String(contentsOfFile: unit + "/godot/pay/normal@2x.stylebox.tres", encoding: .utf8)
        #expect(stylebox.contains("path=\"../../backgrounds@2x.png\""))
    }

    @Test func atlasesAndCatalogsSliceOnlyThePanels() throws {
        let unit = try Self.render("png,xcassets")
        let sheet = try JSONParser.parse([UInt8](Data(contentsOf: URL(fileURLWithPath: unit + "/normal@2x.json")))).objectValue!
        #expect(sheet["frames"]!.objectValue!["pay"]!.objectValue!["borders"] == nil, "the titled sprite carries no borders")
        let panels = try JSONParser.parse([UInt8](Data(contentsOf: URL(fileURLWithPath: unit + "/backgrounds@2x.json")))).objectValue!
        let frame = try #require(panels["frames"]?.objectValue?["pay/normal/background"]?.objectValue)
        #expect(frame["borders"] == .object(JSONObject([("left", .number(32)), ("top", .number(32)), ("right", .number(32)), ("bottom", .number(32))])))
        #expect(frame["scale9Borders"] == .object(JSONObject([("x", .number(32)), ("y", .number(32)), ("w", .number(2)), ("h", .number(2))])))
        let whole = try String(contentsOfFile: unit + "/Pan.xcassets/pay-normal.imageset/Contents.json", encoding: .utf8)
        #expect(!whole.contains("resizing"))
        let set = unit + "/Pan.xcassets/pay-normal-background.imageset/"
        let contents = try String(contentsOfFile: set + "Contents.json", encoding: .utf8)
        #expect(contents.contains("\"filename\": \"pay-normal-background@2x.png\"") && contents.contains("\"mode\": \"9-part\""))
        #expect(contents.contains("\"bottom\": 32,\n          \"left\": 32,\n          \"right\": 32,\n          \"top\": 32"), "\(contents)")
        let image = try PNGDecoder.decode(path: set + "pay-normal-background@2x.png")
        #expect(Self.isPanel(image, scale: 2, middle: Self.blue))
        let manifest = try JSONParser.parse([UInt8](Data(contentsOf: URL(fileURLWithPath: unit + "/manifest.json")))).objectValue!
        let background = manifest["buttons"]!.objectValue!["pay"]!.objectValue!["background"]!.objectValue!
        #expect(background["size"] == .array([.number(33), .number(33)]) && background["capInsets"] == .array(Array(repeating: .number(16), count: 4)))
        #expect(manifest["backgroundSheets"] == .object(JSONObject([("@1x", .string("backgrounds.png")), ("@2x", .string("backgrounds@2x.png"))])))
    }

    @Test func aaptCompilesThePanelNinePatches() throws {
        let unit = try Self.render("android")
        let xml = try String(contentsOfFile: unit + "/res/drawable/pay_background.xml", encoding: .utf8)
        #expect(xml.contains("<item android:state_pressed=\"true\" android:drawable=\"@drawable/pay_highlighted_background\" />"))
        #expect(FileManager.default.fileExists(atPath: unit + "/res/drawable-xhdpi/pay_normal.png"), "the whole button is a plain PNG")
        for state in ["normal", "highlighted"] {
            let patch = unit + "/res/drawable-xhdpi/pay_\(state)_background.9.png"
            let output = RenderCommandTests.tempDir() + "/crunched.png"
            let status = try RenderFormatsTests.run(RenderFormatsTests.reader("aapt"), ["singleCrunch", "-i", patch, "-o", output])
            #expect(status == 0, "aapt singleCrunch refused \(patch)")
            // aapt strips the 1-px marker frame: what is left is the panel.
            let crunched = try PNGDecoder.decode(path: output)
            #expect(Self.isPanel(crunched, scale: 2, middle: state == "normal" ? Self.blue : Self.yellow))
        }
        let zip = RenderCommandTests.tempDir() + "/res.zip"
        #expect(try RenderFormatsTests.run(RenderFormatsTests.reader("aapt2"), ["compile", "--dir", unit + "/res", "-o", zip]) == 0)
    }

    /// W-2: the page's own text on the panel, a border image that keeps its caps at any width.
    @Test func chromiumStretchesThePanelClassUnderThePagesText() throws {
        let chromium = try RenderFormatsTests.reader("chromium")
        let unit = try Self.render("css")
        let page = """
            <!DOCTYPE html><html><head><link rel="stylesheet" href="buttons.css"><style>body{margin:0;background:#fff;color:#000;font:12px sans-serif}</style></head>
            <body><button id="narrow" class="bezel-pan-pay-background" style="position:absolute;left:10px;top:10px;width:100px">Pay</button>
            <button id="wide" class="bezel-pan-pay-background" style="position:absolute;left:10px;top:60px;width:300px">Pay now</button></body></html>
            """
        try Data(page.utf8).write(to: URL(fileURLWithPath: unit + "/page.html"))
        let steps = ##"[{"navigate":1},{"shot":"warm"},{"shot":"page"},{"name":"#wide"},"##
            + #"{"eval":"JSON.stringify(['narrow','wide'].map(i => document.getElementById(i).getBoundingClientRect()).map(r => [r.x, r.y, r.width, r.height]))"}]"#
        let (status, output) = try ToolOutput.reader("chromium_page.py", [chromium, "file://\(unit)/page.html", "330", "110", steps, unit])
        #expect(status == 0)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.first == "\"Pay now\"", "the accessible name is the visible text: \(lines)")
        #expect(lines.last == #""[[10,10,100,40],[10,60,300,40]]""#, "\(lines)")
        let shot = try RasterImage(pngData: Data(contentsOf: URL(fileURLWithPath: unit + "/page.png")))
        for (top, width) in [(10, 100), (60, 300)] {
            let (left, right, bottom) = (10, 10 + width - 1, top + 39)
            // The 16-px caps stay 16 px at both widths: red corners, green edges just past them.
            for (x, y) in [(left + 2, top + 2), (right - 2, top + 2), (left + 15, bottom - 15), (right - 15, bottom - 2)] {
                #expect(shot.pixel(x: x, y: y) == Self.red, "(\(x), \(y)) at width \(width)")
            }
            for (x, y) in [(left + 17, top + 2), (right - 17, bottom - 2), (left + 2, top + 17)] {
                #expect(shot.pixel(x: x, y: y) == Self.green, "(\(x), \(y)) at width \(width)")
            }
        }
        // The page's own text is drawn (black) on the stretched middle of the wide one, whose middle is blue.
        let middle = (130..<190).flatMap { x in (74..<86).map { shot.pixel(x: x, y: $0) } }
        #expect(middle.contains(Self.blue) && middle.contains { $0.red < 60 && $0.green < 60 && $0.blue < 60 }, "text over the blue middle")
    }
}
