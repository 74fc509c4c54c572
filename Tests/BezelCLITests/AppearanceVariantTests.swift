import BezelCore
import BezelPNG
import BezelRaster
import Foundation
import Testing

/// A mode that is the theme in Dark Mode or with Increase Contrast goes into the base theme's
/// platform resources (docs/cli.md, "Asset catalog" and "Android resources"): one asset catalog
/// whose image sets hold the light and the dark images, and `drawable-night-*` beside the day
/// drawables with the same names. A mode that is another theme (a brand) keeps its own.
@Suite struct AppearanceVariantTests {
    static let theme = ##"""
    { "name": "app", "scales": [1, 2, 3], "states": ["normal", "highlighted"],
      "modes": { "dark": { "colorScheme": "dark" }, "contrast": { "accessibilityContrast": "high" },
                 "brand": { "tintColor": "#FF00FF" } },
      "buttons": { "ok": { "size": [40, 20], "backgroundColor": "systemBlue" },
                   "wide": { "stretchable": true, "size": [60, 20], "backgroundColor": "systemRed", "cornerRadius": 4 } } }
    """##

    static func render() -> (run: CLIRun, out: String, files: [String: Data]) {
        let input = RenderCommandTests.tempDir(), out = RenderCommandTests.tempDir()
        try! Data(theme.utf8).write(to: URL(fileURLWithPath: input + "/app.json"))
        let run = CLIRun(["render", input + "/app.json", "-o", out, "--format", "png,xcassets,android"])
        return (run, out, RenderCommandTests.tree(out))
    }

    static func centre(_ data: Data?) throws -> RGBAColor {
        let image = try RasterImage(pngData: try #require(data))
        return image.pixel(x: image.width / 2, y: image.height / 2)
    }

    @Test func oneCatalogHoldsTheLightDarkAndHighContrastImages() throws {
        let r = Self.render()
        #expect(r.run.code == 0, "\(r.run.err)")
        let sets = r.files.keys.filter { $0.hasPrefix("app/App.xcassets/") && $0.hasSuffix(".imageset/Contents.json") }.sorted()
        #expect(sets.count == 4)  // 2 buttons × 2 states
        for set in sets {
            let folder = String(set.dropLast("Contents.json".count))
            let images = try #require(try JSONParser.parse([UInt8](r.files[set]!)).objectValue?["images"]?.arrayValue)
            var seen: [String: [String]] = [:]
            for image in images {
                let o = try #require(image.objectValue)
                let file = try #require(o["filename"]?.stringValue)
                #expect(r.files[folder + file] != nil, "\(folder + file) is listed and present")
                let appearances = o["appearances"]?.arrayValue?.compactMap { a in
                    a.objectValue.map { "\($0["appearance"]?.stringValue ?? "")=\($0["value"]?.stringValue ?? "")" }
                }.joined(separator: ",") ?? "any"
                seen[appearances, default: []].append(o["scale"]?.stringValue ?? "")
            }
            #expect(seen == ["any": ["1x", "2x", "3x"], "luminosity=dark": ["1x", "2x", "3x"], "contrast=high": ["1x", "2x", "3x"]],
                    "\(set)")
            // Every image file in the folder is listed.
            let listed = images.compactMap { $0.objectValue?["filename"]?.stringValue }
            #expect(Set(r.files.keys.filter { $0.hasPrefix(folder) && $0.hasSuffix(".png") }) == Set(listed.map { folder + $0 }))
        }
        // The pixels: systemBlue light #007AFF, dark #0A84FF, high contrast #0040DD.
        let set = "app/App.xcassets/ok-normal.imageset/"
        #expect(try Self.centre(r.files[set + "ok-normal@2x.png"]) == RGBAColor(hex: "#007AFF"))
        #expect(try Self.centre(r.files[set + "ok-normal-dark@2x.png"]) == RGBAColor(hex: "#0A84FF"))
        #expect(try Self.centre(r.files[set + "ok-normal-contrast-high@2x.png"]) == RGBAColor(hex: "#0040DD"))
        // The variants write no catalog of their own; the brand is a theme of its own and does.
        #expect(!r.files.keys.contains { $0.hasPrefix("app/dark/App.xcassets") || $0.hasPrefix("app/contrast/App.xcassets") })
        #expect(r.files["app/brand/App.xcassets/ok-normal.imageset/Contents.json"] != nil)
        #expect(r.run.err.contains("android: mode contrast (highContrast) has no Android resource qualifier"), "\(r.run.err)")
    }

    @Test func nightDrawablesSitBesideTheDayOnesWithTheSameNames() throws {
        let r = Self.render()
        #expect(r.run.code == 0, "\(r.run.err)")
        for density in ["mdpi", "xhdpi", "xxhdpi"] {
            let day = r.files.keys.filter { $0.hasPrefix("app/res/drawable-\(density)/") }.map { ($0 as NSString).lastPathComponent }
            let night = r.files.keys.filter { $0.hasPrefix("app/res/drawable-night-\(density)/") }.map { ($0 as NSString).lastPathComponent }
            #expect(Set(day) == Set(night) && day.count == 4, "\(density): \(day) / \(night)")
        }
        #expect(try Self.centre(r.files["app/res/drawable-night-xhdpi/ok_normal.png"]) == RGBAColor(hex: "#0A84FF"))
        #expect(!r.files.keys.contains { $0.hasPrefix("app/dark/res/") })
    }

    /// Two dark modes cannot both be the dark image of a set: the first (in name order) is, the
    /// second keeps its own catalog and resources, and the render says so.
    @Test func aSecondDarkModeKeepsItsOwnResources() throws {
        let input = RenderCommandTests.tempDir(), out = RenderCommandTests.tempDir()
        try Data(##"{ "name": "two", "scales": [2], "modes": { "dark": {}, "night": { "colorScheme": "dark" } },"##.utf8
                 + Data(##" "buttons": { "ok": { "size": [40, 20], "backgroundColor": "systemBlue" } } }"##.utf8))
            .write(to: URL(fileURLWithPath: input + "/two.json"))
        let run = CLIRun(["render", input + "/two.json", "-o", out, "--format", "xcassets,android"])
        #expect(run.code == 0, "\(run.err)")
        let files = RenderCommandTests.tree(out)
        #expect(files["two/Two.xcassets/ok-normal.imageset/ok-normal-dark@2x.png"] != nil)
        #expect(files["two/night/Two.xcassets/ok-normal.imageset/ok-normal@2x.png"] != nil)
        #expect(files["two/night/res/drawable-xhdpi/ok_normal.png"] != nil)
        #expect(run.err.contains("mode night is the same appearance as mode dark"), "\(run.err)")
    }

    /// The acceptance test: `aapt2 compile` reads every resource, the night qualifiers included.
    @Test
    func aaptCompilesTheNightResources() throws {
        let r = Self.render()
        #expect(r.run.code == 0, "\(r.run.err)")
        let zip = RenderCommandTests.tempDir() + "/res.zip"
        let status = try RenderFormatsTests.run(RenderFormatsTests.reader("aapt2"), ["compile", "--dir", r.out + "/app/res", "-o", zip])
        #expect(status == 0)
        let names = try ToolOutput.run("/usr/bin/python3", ["-c", "import sys, zipfile; print('\\n'.join(zipfile.ZipFile(sys.argv[1]).namelist()))", zip]).output
        #expect(names.contains("drawable-night-xhdpi_ok_normal.png.flat"), "\(names)")
        #expect(names.contains("drawable-night-xxhdpi_wide_highlighted.9.png.flat"), "\(names)")
    }
}
