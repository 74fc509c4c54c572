@testable import BezelRaster
import Foundation
import Testing
@testable import BezelCLI
@testable import BezelCore

/// Sprites hold their layer shadow: the frame grows by the shadow's reach, the button is drawn at
/// its bounds inside, and the atlas, manifest, CSS and asset catalog say where the bounds are.
@Suite struct ShadowSpriteTests {
    static let material3 = repositoryRoot + "/themes/material3.json"

    /// Renders `args` into a scratch folder; the files by relative path. The folder is removed.
    static func render(_ inputs: [String], _ args: [String]) -> (run: CLIRun, files: [String: Data]) {
        let out = RenderCommandTests.tempDir()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = CLIRun(["render"] + inputs + ["-o", out, "-q"] + args)
        return (run, RenderCommandTests.tree(out))
    }

    static func object(_ data: Data?) throws -> JSONObject {
        let bytes = [UInt8](try #require(data))
        let value = try JSONParser.parse(bytes)
        return try #require(value.objectValue)
    }

    static func rect(_ value: JSONValue?) -> [Int] {
        let o = value?.objectValue
        return ["x", "y", "w", "h"].compactMap { o?[$0]?.numberValue.map { Int($0) } }
    }

    @Test func elevatedSpriteHoldsItsShadowWithExactAtlasAndManifest() throws {
        let r = Self.render([Self.material3], [])
        #expect(r.run.code == 0, "\(r.run.err)")
        // radius 3, offset (0, 1): 3·3 + 1 = 10 pt of reach, minus/plus the offset vertically.
        let expected: [(String, [Int], [Int], Int)] = [("", [0, 0, 123, 60], [10, 9, 103, 40], 1),
                                                       ("@2x", [0, 0, 246, 120], [20, 18, 206, 80], 2),
                                                       ("@3x", [0, 0, 369, 180], [30, 27, 309, 120], 3)]
        let manifest = try Self.object(r.files["material3/manifest.json"])
        let frames = manifest["buttons"]?.objectValue?["elevated"]?.objectValue?["frames"]?.objectValue
        for (suffix, frame, bounds, scale) in expected {
            let atlas = try Self.object(r.files["material3/normal\(suffix).json"])
            let f = try #require(atlas["frames"]?.objectValue?["elevated"]?.objectValue)
            #expect(Self.rect(f["frame"]) == frame)
            #expect(Self.rect(f["spriteSourceSize"]) == [0, 0, frame[2], frame[3]])
            #expect(f["sourceSize"]?.objectValue?["w"]?.numberValue == Double(frame[2]))
            #expect(f["sourceSize"]?.objectValue?["h"]?.numberValue == Double(frame[3]))
            #expect(f["trimmed"] == .bool(false))
            for key in ["pivot", "anchor"] {
                #expect(f[key]?.objectValue?["x"]?.numberValue == 0.5, "\(key)")
                #expect(f[key]?.objectValue?["y"]?.numberValue == 0.483333, "\(key): (9 + 20) / 60")
            }
            let label = "@\(scale)x"
            #expect(Self.rect(frames?[label]) == frame)
            #expect(Self.rect(frames?[label]?.objectValue?["bounds"]) == bounds)
            // A button without a shadow keeps today's atlas: pivot only, no anchor, no bounds.
            let filled = try #require(atlas["frames"]?.objectValue?["filled"]?.objectValue)
            #expect(filled["anchor"] == nil && filled["pivot"]?.objectValue?["y"]?.numberValue == 0.5)
            #expect(manifest["buttons"]?.objectValue?["filled"]?.objectValue?["frames"]?.objectValue?[label]?.objectValue?["bounds"] == nil)
        }
        // Shadow pixels below and above the bounds in the normal sheet; none when disabled (opacity 0),
        // where the frame is as large (the union over states).
        let normal = try RasterImage(pngData: try #require(r.files["material3/normal.png"]))
        let disabled = try RasterImage(pngData: try #require(r.files["material3/disabled.png"]))
        for (x, y) in [(65, 51), (65, 55), (65, 7), (5, 29)] {
            #expect(normal.pixel(x: x, y: y).alpha > 0, "shadow at \(x),\(y)")
            #expect(disabled.pixel(x: x, y: y).alpha == 0, "no shadow at \(x),\(y) when disabled")
        }
        // The button itself sits at its bounds (opaque in the middle).
        #expect(normal.pixel(x: 10 + 55, y: 9 + 20).alpha == 255)
    }

    /// Themes without shadows render byte for byte as before shadows grew the frames: the digest
    /// of every file, recorded with main's bezel before the change (re-record only for an intended
    /// rendering change: render the same arguments and hash the sorted "path sha256" lines). Re-recorded
    /// once when the manifests gained `titleFontsDrawn` (every other file unchanged), once when
    /// PNGs moved to libdeflate and once when `balanced` moved to level 3 with runs of repeated rows
    /// taken from pieces made once (PNG bytes only: decoded pixels and every other file unchanged),
    /// and once when the system font became Inter with San Francisco's line heights and labels went
    /// on each scale's pixel grid (titles redrawn; looked at in the galleries), and once when the CSS
    /// took `:is()` selectors, the web's closest-state fallback and unpainted element text, and once
    /// when `balanced` moved to Bezel's own row-match compressor (PNG bytes only: the 108 changed
    /// PNGs decode to the same pixels in Python's zlib), and once when the CSS drew the focus ring
    /// around the bounds (`buttons.css` only: a `::before` rule per button and the focus rules), and
    /// once when opacity was composited as iOS does, rounded up (08-border's highlighted sheets and
    /// their asset and drawable copies: faded title pixels ±1 per channel; decoded and compared), and
    /// once when the row-match compressor stopped probing its hash table after a 16-byte match (PNG
    /// bytes only: every PNG of samples/, themes/ and W1 at @1x–@3x, 7,405, decodes to the same pixels).
    @Test func themesWithoutShadowsAreByteIdentical() {
        let samples = ["07-rounded-corners", "08-border", "10-hollow"].map {
            repositoryRoot + "/samples/\($0).json"
        }
        let r = Self.render(samples, ["--format", "png,css,xcassets,android"])
        #expect(r.run.code == 0, "\(r.run.err)")
        let lines = r.files.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            .map { $0 + " " + SHA256.hex(of: r.files[$0]!) + "\n" }.joined()
        #expect(r.files.count == 171)
        #expect(SHA256.hex(of: Data(lines.utf8)) == "5c971245e9f6126ebe6e594e292bc0901c66417d38ce31c9cf59449debed41e1")
    }

    /// A radius-500 shadow at @3x needs a 9366 px sprite: refused before any work, naming the button.
    @Test func hugeShadowIsRefusedByValidateAndRender() throws {
        let dir = RenderCommandTests.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/huge.json"
        try Data(##"{ "name": "huge", "scales": [3], "buttons": { "glow": { "size": [120, 44], "backgroundColor": "#ffffff", "shadow": { "color": "#000000", "offset": [0, 4], "radius": 500, "opacity": 0.5 } } } }"##.utf8)
            .write(to: URL(fileURLWithPath: file))
        let message = "sprite 'glow' with its layer shadow is 9366×9138 px at @3x (the shadow reaches 1501, 1497, 1501, 1505 pt"
        let validate = CLIRun(["validate", file])
        #expect(validate.code == 2)
        #expect(validate.err.contains("huge.json: buttons.glow.shadow: " + message), "\(validate.err)")
        let out = dir + "/out"
        let render = CLIRun(["render", file, "-o", out, "-q"])
        #expect(render.code == 2)
        #expect(render.err.contains(message), "\(render.err)")
        #expect(!FileManager.default.fileExists(atPath: out + "/huge"))
        // At @1x with a larger limit it renders.
        let small = CLIRun(["render", file, "-o", out, "-q", "--scale", "1", "--max-sheet-size", "8192"])
        #expect(small.code == 0, "\(small.err)")
    }

    @Test func assetCatalogImagesHoldTheShadowWithAlignmentInsets() throws {
        let r = Self.render([Self.material3], ["--format", "xcassets,android"])
        #expect(r.run.code == 0)
        let set = "material3/Material3.xcassets/elevated-normal.imageset/"
        let contents = try Self.object(r.files[set + "Contents.json"])
        let images = try #require(contents["images"]?.arrayValue)
        let insets = images.map { image -> [Int] in
            let a = image.objectValue?["alignment-insets"]?.objectValue
            return ["bottom", "left", "right", "top"].compactMap { a?[$0]?.numberValue.map { Int($0) } }
        }
        // The light images, then the dark mode's (its images join the same set).
        #expect(insets == [[11, 10, 10, 9], [22, 20, 20, 18], [33, 30, 30, 27], [11, 10, 10, 9], [22, 20, 20, 18], [33, 30, 30, 27]])
        #expect(images.first?.objectValue?.keys == ["alignment-insets", "filename", "idiom", "scale"])
        let image = try RasterImage(pngData: try #require(r.files[set + "elevated-normal@2x.png"]))
        #expect(image.width == 246 && image.height == 120)
        #expect(image.pixel(x: 123, y: 18 + 80 + 3).alpha > 0, "shadow below the bounds")
        // Android keeps the shadow in the drawable and says so.
        let drawable = try RasterImage(pngData: try #require(r.files["material3/res/drawable-xhdpi/elevated_normal.png"]))
        #expect(drawable.width == 246 && drawable.height == 120)
        #expect(r.run.err.isEmpty, "quiet")
        let scratch = RenderCommandTests.tempDir()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let loud = CLIRun(["render", Self.material3, "--format", "android", "-o", scratch])
        #expect(loud.err.contains("warning: android: elevated: the drawables include the layer shadow (10, 9, 10, 11 dp"), "\(loud.err)")
    }

    /// In a browser, an element with a shadowed button's class takes the button's bounds in the
    /// flow (the next element starts right after them) and shows the button there, with the shadow
    /// around it.
    @Test
    func cssElementTakesTheBoundsAndShowsTheShadow() throws {
        let dir = RenderCommandTests.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data(##"{ "name": "sh", "scales": [1, 2], "states": ["normal"], "buttons": { "lifted": { "size": [60, 40], "backgroundColor": "#0000ff", "shadow": { "color": "#000000", "offset": [0, 4], "radius": 2, "opacity": 1 } } } }"##.utf8)
            .write(to: URL(fileURLWithPath: dir + "/sh.json"))
        let run = CLIRun(["render", dir + "/sh.json", "-o", dir + "/out", "-q", "--format", "css"])
        #expect(run.code == 0, "\(run.err)")
        let css = try String(contentsOfFile: dir + "/out/sh/buttons.css", encoding: .utf8)
        // reach 3·2 + 1 = 7 pt; the offset moves 4 of it from the top to the bottom.
        #expect(css.contains(".bezel-sh-lifted { width: 74px; height: 54px; margin: -3px -7px -11px -7px; padding: 3px 7px 11px 7px; background-position: 0 0; }"))
        let page = ##"""
        <!DOCTYPE html><html><head><link rel="stylesheet" href="buttons.css"><style>
        html, body { margin: 0; background: #ffffff; } .row { position: absolute; left: 50px; top: 50px; font-size: 0; line-height: 0; }
        .row > * { vertical-align: top; } .mark { display: inline-block; width: 10px; height: 40px; background: #ff0000; }
        </style></head><body><div class="row"><button class="bezel-sh-lifted"></button><span class="mark"></span></div></body></html>
        """##
        try Data(page.utf8).write(to: URL(fileURLWithPath: dir + "/out/sh/flow.html"))
        let shot = dir + "/shot.png"
        try RenderFormatsTests.run(RenderFormatsTests.reader("chromium"), ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                                                         "--force-device-scale-factor=1", "--window-size=200,150",
                                                                         "--screenshot=\(shot)", "file://\(dir)/out/sh/flow.html"])
        let image = try RasterImage(pngData: try Data(contentsOf: URL(fileURLWithPath: shot)))
        func near(_ c: RGBAColor, _ r: Int, _ g: Int, _ b: Int) -> Bool {
            abs(Int(c.red) - r) <= 2 && abs(Int(c.green) - g) <= 2 && abs(Int(c.blue) - b) <= 2
        }
        for (x, y) in [(50, 50), (80, 70), (109, 89)] {
            #expect(near(image.pixel(x: x, y: y), 0, 0, 255), "button at \(x),\(y): \(image.pixel(x: x, y: y))")
        }
        #expect(near(image.pixel(x: 110, y: 60), 255, 0, 0), "the next element starts at the bounds' right edge")
        let below = image.pixel(x: 80, y: 93)
        #expect(below.red < 200 && below.red == below.green && below.green == below.blue, "shadow below the bounds: \(below)")
        #expect(!near(image.pixel(x: 80, y: 49), 0, 0, 255), "nothing blue above the bounds")
    }
}
