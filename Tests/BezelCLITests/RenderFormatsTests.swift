@testable import BezelRaster
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import BezelCLI
@testable import BezelCore

/// `bezel render --format css|xcassets|android` and stretchable buttons: the files written, and
/// the real consumers reading them (headless Chromium for the CSS demo page, `aapt` for the
/// nine-patches). A missing tool fails the test (`scripts/install-deps` installs both).
@Suite struct RenderFormatsTests {
    /// A theme with a plain button (one flat colour per state, no title: exact pixels) and a
    /// stretchable one (radius 4 + border 1 → caps 5, minimal size 11 × 11).
    static let theme = ##"""
    { "name": "demo", "scales": [1, 2], "states": ["normal", "highlighted", "disabled"],
      "buttons": {
        "ok": { "size": [40, 20], "backgroundColor": { "normal": "#0000ff", "highlighted": "#00ff00", "disabled": "#888888" } },
        "wideButton": { "stretchable": true, "size": [100, 30], "title": "Wide", "backgroundColor": "#ff0000",
                        "cornerRadius": 4, "border": { "width": 1, "color": "#000000" }, "contentEdgeInsets": [2, 3, 2, 3] } } }
    """##

    static func render(_ formats: String, scales: String? = nil) -> (run: CLIRun, out: String, files: [String: Data]) {
        let input = RenderCommandTests.tempDir(), out = RenderCommandTests.tempDir()
        try! Data(theme.utf8).write(to: URL(fileURLWithPath: input + "/demo.json"))
        var args = ["render", input + "/demo.json", "-o", out, "--format", formats]
        if let scales { args += ["--scale", scales] }
        let run = CLIRun(args)
        return (run, out, RenderCommandTests.tree(out))
    }

    static let sheets = ["normal", "highlighted", "disabled"].flatMap { s in ["", "@2x"].flatMap { ["\(s)\($0).png", "\(s)\($0).json"] } }

    /// The path of an executable on PATH (or in /usr/bin), or nil.
    static func tool(_ name: String) -> String? {
        let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
        return dirs.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The path of `name`, a real consumer a test hands files to; a missing one fails the test
    /// (`scripts/install-deps` installs every reader): a check that cannot run never passes.
    static func reader(_ name: String) throws -> String {
        guard let path = tool(name) else { throw MissingReader(name: name) }
        return path
    }

    /// Runs a tool; returns its exit status.
    @discardableResult
    static func run(_ path: String, _ args: [String]) throws -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = args
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        return p.terminationStatus
    }

    @Test func pngOnlyIsUnchanged() {
        let r = Self.render("png")
        #expect(r.run.code == 0)
        #expect(Set(r.files.keys) == Set((Self.sheets + ["manifest.json"]).map { "demo/" + $0 }))
    }

    @Test func cssWritesSheetsStylesheetAndDemoPage() throws {
        let r = Self.render("css")
        #expect(r.run.code == 0, "\(r.run.err)")
        // The stretchable button's own images, for its border-image.
        let stretched = ["normal", "highlighted", "disabled"].flatMap { s in ["", "@2x"].map { "stretch/wideButton-\(s)\($0).png" } }
        #expect(Set(r.files.keys) == Set((Self.sheets + stretched + ["manifest.json", "buttons.css", "index.html"]).map { "demo/" + $0 }))
        let css = String(decoding: r.files["demo/buttons.css"]!, as: UTF8.self)
        #expect(css.contains(".bezel-demo-wideButton { width: 100px; min-width: 11px; height: 30px; color: inherit; text-indent: 0; "
                             + "background: none; border-style: solid; border-width: 0; border-image-width: 5px 5px 5px 5px; "
                             + "border-image-slice: 5 5 5 5 fill; border-image-repeat: stretch; }\n"), "\(css)")
        #expect(css.contains("/* highlighted, wideButton stretched */\n.bezel-demo-wideButton:is(:active,.is-highlighted) {\n"
                             + "  border-image-source: url(\"stretch/wideButton-highlighted.png\");\n"))
        // The plain button: cell and position in points, the sheet size, its normal and highlighted rules.
        let atlas = try JSONParser.parse([UInt8](r.files["demo/normal.json"]!)).objectValue!
        let frame = atlas["frames"]!.objectValue!["ok"]!.objectValue!["frame"]!.objectValue!
        let x = Int(frame["x"]!.numberValue!), y = Int(frame["y"]!.numberValue!)
        let pos = (x == 0 ? "0" : "-\(x)px") + " " + (y == 0 ? "0" : "-\(y)px")
        #expect(css.contains(".bezel-demo-ok { width: 40px; height: 20px; background-position: \(pos); }\n"))
        #expect(css.contains("/* highlighted */\n.bezel-demo-ok:is(:active,.is-highlighted) {\n"))
        #expect(css.contains("  background-image: url(\"highlighted.png\");\n  background-image: -webkit-image-set(url(\"highlighted.png\") 1x, url(\"highlighted@2x.png\") 2x);\n"))
        #expect(!css.contains(":hover") && !css.contains("@media"))
        let html = String(decoding: r.files["demo/index.html"]!, as: UTF8.self)
        #expect(html.contains("class=\"demo-cell bezel-demo-ok is-highlighted\""))
        #expect(html.contains("data-button=\"ok\" data-state=\"highlighted\">ok</button>"))
        #expect(html.contains("<link rel=\"stylesheet\" href=\"buttons.css\">"))
    }

    /// The acceptance test: Chromium draws the demo page, and a button with `.is-highlighted`
    /// shows the highlighted sheet's pixels.
    @Test
    func chromiumShowsTheHighlightedSprite() throws {
        let r = Self.render("css")
        let html = String(decoding: r.files["demo/index.html"]!, as: UTF8.self)
        func number(after marker: String, in text: Substring) -> Int {
            let tail = text[text.range(of: marker)!.upperBound...]
            return Int(tail.prefix { $0.isNumber })!
        }
        let body = html[html.range(of: "body { ")!.lowerBound...]
        let width = number(after: "width: ", in: body), height = number(after: "height: ", in: body)
        let tag = html[..<html.range(of: "data-button=\"ok\" data-state=\"highlighted\"")!.lowerBound]
        let element = tag[tag.range(of: "<button", options: .backwards)!.lowerBound...]
        let left = number(after: "left: ", in: element), top = number(after: "top: ", in: element)
        let shot = NSTemporaryDirectory() + "bezel-css-" + UUID().uuidString + ".png"
        defer { try? FileManager.default.removeItem(atPath: shot) }
        try Self.run(RenderFormatsTests.reader("chromium"), ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                               "--force-device-scale-factor=1", "--window-size=\(width),\(height)",
                                               "--screenshot=\(shot)", "file://\(r.out)/demo/index.html"])
        let page = try RasterImage(pngData: try Data(contentsOf: URL(fileURLWithPath: shot)))
        let sheet = try RasterImage(pngData: r.files["demo/highlighted.png"]!)
        let atlas = try JSONParser.parse([UInt8](r.files["demo/highlighted.json"]!)).objectValue!
        let frame = atlas["frames"]!.objectValue!["ok"]!.objectValue!["frame"]!.objectValue!
        for (dx, dy) in [(5, 5), (20, 10), (34, 15)] {
            let expected = sheet.pixel(x: Int(frame["x"]!.numberValue!) + dx, y: Int(frame["y"]!.numberValue!) + dy)
            let seen = page.pixel(x: left + dx, y: top + dy)
            #expect(expected == RGBAColor(red: 0, green: 255, blue: 0))
            #expect(abs(Int(seen.red) - Int(expected.red)) <= 2 && abs(Int(seen.green) - Int(expected.green)) <= 2
                    && abs(Int(seen.blue) - Int(expected.blue)) <= 2, "at \(left + dx),\(top + dy): \(seen) ≠ \(expected)")
        }
        // And the normal cell of the same row shows the normal sprite.
        let normalTag = html[..<html.range(of: "data-button=\"ok\" data-state=\"normal\"")!.lowerBound]
        let normalElement = normalTag[normalTag.range(of: "<button", options: .backwards)!.lowerBound...]
        let seen = page.pixel(x: number(after: "left: ", in: normalElement) + 5, y: number(after: "top: ", in: normalElement) + 5)
        #expect(seen.blue >= 253 && seen.green <= 2 && seen.red <= 2, "normal cell: \(seen)")
    }

    @Test func xcassetsWritesOneImageSetPerButtonAndState() throws {
        let r = Self.render("xcassets", scales: "1,2,3,1.5")
        #expect(r.run.code == 0)
        #expect(r.run.err.contains("warning: xcassets: scale @1.5x skipped"))
        // No sheets: xcassets replaces them unless png (or css) is asked for too.
        var expected: Set = ["manifest.json", "Demo.xcassets/Contents.json"]
        for button in ["ok", "wideButton"] {
            for state in ["normal", "highlighted", "disabled"] {
                let set = "Demo.xcassets/\(button)-\(state).imageset/"
                expected.formUnion([set + "Contents.json", set + "\(button)-\(state).png", set + "\(button)-\(state)@2x.png",
                                    set + "\(button)-\(state)@3x.png"])
            }
        }
        #expect(Set(r.files.keys) == Set(expected.map { "demo/" + $0 }))
        #expect(String(decoding: r.files["demo/Demo.xcassets/Contents.json"]!, as: UTF8.self)
                == "{\n  \"info\": {\n    \"author\": \"xcode\",\n    \"version\": 1\n  }\n}\n")
        let plain = String(decoding: r.files["demo/Demo.xcassets/ok-normal.imageset/Contents.json"]!, as: UTF8.self)
        #expect(!plain.contains("resizing"))
        let wide = String(decoding: r.files["demo/Demo.xcassets/wideButton-highlighted.imageset/Contents.json"]!, as: UTF8.self)
        func image(_ file: String, _ scale: Int, _ size: (Int, Int)) -> String {
            let cap = 5 * scale
            return """
                {
                  "filename": "\(file)",
                  "idiom": "universal",
                  "resizing": {
                    "cap-insets": {
                      "bottom": \(cap),
                      "left": \(cap),
                      "right": \(cap),
                      "top": \(cap)
                    },
                    "center": {
                      "height": \(size.1 - 2 * cap),
                      "mode": "stretch",
                      "width": \(size.0 - 2 * cap)
                    },
                    "mode": "9-part"
                  },
                  "scale": "\(scale)x"
                }
            """
        }
        let expectedText = "{\n  \"images\": [\n"
            + [image("wideButton-highlighted.png", 1, (11, 11)), image("wideButton-highlighted@2x.png", 2, (22, 22)),
               image("wideButton-highlighted@3x.png", 3, (33, 33))].joined(separator: ",\n")
            + "\n  ],\n  \"info\": {\n    \"author\": \"xcode\",\n    \"version\": 1\n  }\n}\n"
        #expect(wide == expectedText)
        let png = try RasterImage(pngData: r.files["demo/Demo.xcassets/wideButton-normal.imageset/wideButton-normal@2x.png"]!)
        #expect(png.width == 22 && png.height == 22)
        // Every Contents.json parses, names files that exist, and each image is its scale × the @1x size.
        for (path, data) in r.files where path.hasSuffix(".imageset/Contents.json") {
            let folder = (path as NSString).deletingLastPathComponent
            let images = try #require(JSONParser.parse([UInt8](data)).objectValue?["images"]?.arrayValue, "\(path)")
            var oneX: (Int, Int)?
            for entry in images {
                let o = try #require(entry.objectValue)
                #expect(o["idiom"]?.stringValue == "universal")
                let file = try #require(o["filename"]?.stringValue)
                let scale = try #require(o["scale"]?.stringValue.flatMap { Int($0.dropLast()) })
                let image = try RasterImage(pngData: try #require(r.files[folder + "/" + file], "\(folder)/\(file)"))
                if scale == 1 { oneX = (image.width, image.height) }
                if let oneX { #expect(image.width == oneX.0 * scale && image.height == oneX.1 * scale, "\(file)") }
            }
        }
    }

    @Test func androidWritesDensityFoldersNinePatchesAndStateLists() throws {
        let r = Self.render("android", scales: "1,2,3,2.5")
        #expect(r.run.code == 0)
        #expect(r.run.err.contains("warning: android: scale @2.5x skipped"))
        var expected: Set = ["manifest.json"]
        for density in ["mdpi", "xhdpi", "xxhdpi"] {
            for state in ["normal", "highlighted", "disabled"] {
                expected.insert("res/drawable-\(density)/ok_\(state).png")
                expected.insert("res/drawable-\(density)/wide_button_\(state).9.png")
            }
        }
        expected.formUnion(["res/drawable/ok.xml", "res/drawable/wide_button.xml"])
        #expect(Set(r.files.keys) == Set(expected.map { "demo/" + $0 }))
        // The nine-patch frame: 1 px around the minimal 22×22 @2x image, stretch markers between the
        // caps (10 px on every side), padding markers inside the content insets (3 pt × 2, 2 pt × 2).
        let patch = try RasterImage(pngData: r.files["demo/res/drawable-xhdpi/wide_button_normal.9.png"]!)
        #expect(patch.width == 24 && patch.height == 24)
        let black = RGBAColor(red: 0, green: 0, blue: 0), clear = RGBAColor.clear
        #expect((0..<24).map { patch.pixel(x: $0, y: 0) == black } == (0..<24).map { (11...12).contains($0) })
        #expect((0..<24).map { patch.pixel(x: 0, y: $0) == black } == (0..<24).map { (11...12).contains($0) })
        #expect((0..<24).map { patch.pixel(x: $0, y: 23) == black } == (0..<24).map { (7...16).contains($0) })
        #expect((0..<24).map { patch.pixel(x: 23, y: $0) == black } == (0..<24).map { (5...18).contains($0) })
        #expect(patch.pixel(x: 0, y: 0) == clear && patch.pixel(x: 23, y: 23) == clear)
        // The selector: most flags first, then the default.
        let xml = String(decoding: r.files["demo/res/drawable/ok.xml"]!, as: UTF8.self)
        #expect(xml == """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- Bezel: button "ok". Android uses the first item whose states all hold. -->
            <selector xmlns:android="http://schemas.android.com/apk/res/android">
                <item android:state_enabled="false" android:state_selected="true" android:drawable="@drawable/ok_disabled" />
                <item android:state_enabled="false" android:state_focused="true" android:drawable="@drawable/ok_disabled" />
                <item android:state_pressed="true" android:state_selected="true" android:drawable="@drawable/ok_normal" />
                <item android:state_pressed="true" android:state_focused="true" android:drawable="@drawable/ok_normal" />
                <item android:state_enabled="false" android:drawable="@drawable/ok_disabled" />
                <item android:state_pressed="true" android:drawable="@drawable/ok_highlighted" />
                <item android:drawable="@drawable/ok_normal" />
            </selector>

            """)
        // Every selector parses as XML, and its items are what the file says, in order.
        for name in ["ok", "wide_button"] {
            final class Items: NSObject, XMLParserDelegate {
                var drawables: [String] = []
                func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                            attributes: [String: String] = [:]) {
                    if element == "item" { drawables.append(attributes["android:drawable"] ?? "?") }
                }
            }
            let items = Items()
            let parser = XMLParser(data: r.files["demo/res/drawable/\(name).xml"]!)
            parser.delegate = items
            #expect(parser.parse(), "\(name).xml: \(String(describing: parser.parserError))")
            #expect(items.drawables.count == 7 && items.drawables.last == "@drawable/\(name)_normal")
        }
    }

    /// The acceptance test: `aapt singleCrunch` compiles every nine-patch Bezel writes.
    @Test
    func aaptCompilesEveryNinePatch() throws {
        let r = Self.render("android", scales: "1,1.5,2,3,4")
        let patches = r.files.keys.filter { $0.hasSuffix(".9.png") }.sorted()
        #expect(patches.count == 15)
        for patch in patches {
            let output = NSTemporaryDirectory() + "bezel-aapt-" + UUID().uuidString + ".png"
            defer { try? FileManager.default.removeItem(atPath: output) }
            let status = try Self.run(RenderFormatsTests.reader("aapt"), ["singleCrunch", "-i", r.out + "/" + patch, "-o", output])
            #expect(status == 0, "aapt singleCrunch failed on \(patch)")
            let crunched = try RasterImage(pngData: try Data(contentsOf: URL(fileURLWithPath: output)))
            let source = try RasterImage(pngData: r.files[patch]!)
            // aapt strips the marker frame and stores it as the nine-patch chunk.
            #expect(crunched.width == source.width - 2 && crunched.height == source.height - 2, "\(patch)")
        }
    }

    @Test func stretchableButtonsAreMinimalWithBordersInTheAtlas() throws {
        let r = Self.render("png")
        let atlas = try JSONParser.parse([UInt8](r.files["demo/normal@2x.json"]!)).objectValue!
        let wide = atlas["frames"]!.objectValue!["wideButton"]!.objectValue!
        #expect(wide["sourceSize"] == .object(JSONObject([("w", .number(22)), ("h", .number(22))])))
        #expect(wide["borders"] == .object(JSONObject([("left", .number(10)), ("top", .number(10)), ("right", .number(10)), ("bottom", .number(10))])))
        #expect(atlas["frames"]!.objectValue!["ok"]!.objectValue!["borders"] == nil)
        // No title: the centre column is the background colour from top to bottom inside the border.
        let sheet = try RasterImage(pngData: r.files["demo/normal@2x.png"]!)
        let f = wide["frame"]!.objectValue!
        let cx = Int(f["x"]!.numberValue!) + 11, y0 = Int(f["y"]!.numberValue!)
        for y in 2..<20 { #expect(sheet.pixel(x: cx, y: y0 + y) == RGBAColor(red: 255, green: 0, blue: 0)) }
        // And the centre row from side to side: the caps are the same on all four sides.
        let cy = y0 + 11, x0 = Int(f["x"]!.numberValue!)
        for x in 2..<20 { #expect(sheet.pixel(x: x0 + x, y: cy) == RGBAColor(red: 255, green: 0, blue: 0)) }
    }

    @Test func unknownFormatIsRejected() {
        let r = Self.render("png,gif")
        #expect(r.run.code == 2)
        #expect(r.run.err.contains("gif"))
    }
}

@Suite struct GalleryTests {
    @Test func galleryIsWrittenPerUnitWithAnIndexPage() throws {
        let input = NSTemporaryDirectory() + "bezel-gallery-in-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: input, withIntermediateDirectories: true)
        try Data(##"{ "name": "g", "scales": [1], "modes": { "dark": {} }, "buttons": { "a": { "title": "A", "backgroundColor": { "normal": "#ff0000", "highlighted": "#00ff00" }, "size": [40, 20] } } }"##.utf8)
            .write(to: URL(fileURLWithPath: input + "/g.json"))
        let out = NSTemporaryDirectory() + "bezel-gallery-" + UUID().uuidString
        let run = CLIRun(["render", input, "-o", out, "--gallery", "--state", "normal,highlighted"])
        #expect(run.code == 0, "\(run.err)")
        for folder in ["g", "g/dark"] {
            let png = try #require(FileManager.default.contents(atPath: "\(out)/\(folder)/gallery.png"))
            let image = try RasterImage(pngData: png)
            // A dark mode's gallery is on black, as its buttons are seen on a device.
            #expect(image.pixel(x: 0, y: 0) == (folder == "g" ? .white : RGBAColor(red: 0, green: 0, blue: 0)))
            // Both states' fills are in the picture.
            var colours = Set<RGBAColor>()
            for y in stride(from: 0, to: image.height, by: 2) { for x in stride(from: 0, to: image.width, by: 2) { colours.insert(image.pixel(x: x, y: y)) } }
            #expect(colours.contains(RGBAColor(red: 255, green: 0, blue: 0)) && colours.contains(RGBAColor(red: 0, green: 255, blue: 0)))
            let html = try #require(FileManager.default.contents(atPath: "\(out)/\(folder)/gallery.html"))
            #expect(String(decoding: html, as: UTF8.self).contains("<img src=\"gallery.png\""))
        }
    }

    /// `isEnabled: false` changes no sprite but marks the button's disabled cell in the gallery:
    /// an outline (two horizontal runs of the label colour, 1 pt thick) around the grey fill.
    @Test func aDisabledAtRestButtonIsMarkedInTheGallery() throws {
        let input = NSTemporaryDirectory() + "bezel-gallery-in-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: input, withIntermediateDirectories: true)
        let fills = ##""backgroundColor": { "normal": "#ff0000", "highlighted": "#00ff00", "disabled": "#808080" }, "size": [40, 20]"##
        try Data(##"{ "name": "g", "scales": [1], "buttons": { "a": { \##(fills) }, "b": { "isEnabled": false, \##(fills) } } }"##.utf8)
            .write(to: URL(fileURLWithPath: input + "/g.json"))
        let out = NSTemporaryDirectory() + "bezel-gallery-" + UUID().uuidString
        let run = CLIRun(["render", input, "-o", out, "--gallery", "--state", "normal,highlighted,disabled"])
        #expect(run.code == 0, "\(run.err)")
        let image = try RasterImage(pngData: try #require(FileManager.default.contents(atPath: "\(out)/g/gallery.png")))
        let mark = RGBAColor(red: 60, green: 60, blue: 67)
        var runs: [(y: Int, x: Range<Int>)] = []
        for y in 0..<image.height {
            var x = 0
            while x < image.width {
                guard image.pixel(x: x, y: y) == mark else { x += 1; continue }
                let start = x
                while x < image.width, image.pixel(x: x, y: y) == mark { x += 1 }
                if x - start >= 90 { runs.append((y, start..<x)) }
            }
        }
        // Two edges 2 px thick (scale 2): four rows, one x range, around b's grey cell.
        #expect(runs.count == 4 && Set(runs.map(\.x)).count == 1, "\(runs)")
        guard let top = runs.first, let bottom = runs.last else { return }
        let mid = (top.y + bottom.y) / 2, centre = (top.x.lowerBound + top.x.upperBound) / 2
        #expect(image.pixel(x: centre, y: mid) == RGBAColor(red: 128, green: 128, blue: 128))
        // The sprites do not change: b's normal sprite is red like a's.
        let sheet = try RasterImage(pngData: try #require(FileManager.default.contents(atPath: "\(out)/g/normal.png")))
        var reds = 0
        for y in 0..<sheet.height { for x in 0..<sheet.width where sheet.pixel(x: x, y: y) == RGBAColor(red: 255, green: 0, blue: 0) { reds += 1 } }
        #expect(reds == 2 * 40 * 20)
    }
}
