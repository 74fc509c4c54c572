import Bezel
import BezelPNG
import Foundation
import Testing
import BezelRaster
@testable import BezelCore

/// Accessibility variants as render axes: Dynamic Type (Apple's sizes per category, lines the
/// font's own), Increase Contrast (the system colours' high-contrast values), Bold Text, Button
/// Shapes; each variant in a folder of its own, checked by `validate` and recorded by `record`.
@Suite struct AccessibilityVariantTests {
    static let theme = ##"""
    { "name": "a11y", "scales": [2], "states": ["normal"],
      "accessibility": { "contentSizes": ["large", "accessibilityExtraExtraExtraLarge"], "contrast": ["standard", "high"] },
      "buttons": {
        "filled": { "type": "system", "configuration": { "style": "filled" }, "title": "Continue" },
        "plain": { "type": "system", "configuration": { "style": "plain" }, "title": "Go" },
        "styled": { "type": "custom", "size": [200, 60], "title": "Body", "font": { "textStyle": "body" } },
        "fixed": { "type": "custom", "size": [120, 40], "title": "Wrapping text", "font": { "size": 15 }, "adjustsFontForContentSizeCategory": true },
        "link": { "type": "system", "title": "Link", "tintColor": "systemRed" }
      } }
    """##

    static func decode(_ settings: AccessibilitySettings, scheme: String = "light") throws -> ButtonTheme {
        let dir = RenderCommandTests.tempDir()
        try Data(theme.replacingOccurrences(of: "\"scales\"", with: "\"colorScheme\": \"\(scheme)\", \"scales\"").utf8)
            .write(to: URL(fileURLWithPath: dir + "/a11y.json"))
        let source = try ThemeLoader(fileSystem: ThemeFileSystem(root: dir, allowsOutsidePaths: false)).load(dir + "/a11y.json").get()
        let (theme, issues) = ThemeDecoder().decode(source, accessibility: settings)
        #expect(!issues.contains { $0.severity == .error }, "\(issues)")
        return theme!
    }

    static func appearance(_ theme: ButtonTheme, _ name: String) -> Appearance {
        AppearanceResolver(theme: theme).resolve(theme.buttons.first { $0.name == name }!, state: .normal).appearance
    }

    @Test func bodyFollowsApplesTableInEveryCategory() throws {
        let sizes = ContentSizeCategory.allCases.map { TextStyle.body.size(at: $0) }
        #expect(sizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        for category in [ContentSizeCategory.xSmall, .large, .accessibilityExtraExtraExtraLarge] {
            let font = Self.appearance(try Self.decode(AccessibilitySettings(contentSize: category)), "styled").font
            // No line height of its own: the font's (size × 2444/2048), as a UILabel's.
            #expect(font.size == TextStyle.body.size(at: category) && font.lineHeight == nil)
        }
        // UIFontMetrics.default scales a fixed 15 pt by body's curve: 15 × 53 / 17 at AX5.
        let fixed = Self.appearance(try Self.decode(AccessibilitySettings(contentSize: .accessibilityExtraExtraExtraLarge)), "fixed").font
        #expect(abs(fixed.size - 15.0 * 53 / 17) < 1e-9)
    }

    @Test func aConfigurationButtonGrowsWithItsTextStyle() throws {
        let engine = ButtonLayoutEngine(measurer: PangoTextMeasurer())
        var heights: [Double] = []
        for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
            let theme = try Self.decode(AccessibilitySettings(contentSize: category))
            let button = theme.buttons.first { $0.name == "filled" }!
            heights.append(button.frameSize(resolver: AppearanceResolver(theme: theme), engine: engine, locale: nil).height)
        }
        // Body's own line (17 pt: 20.29 → 21; 53 pt at AX5: 63.25 → 64, whole points) with the
        // medium configuration's 7-pt top and bottom insets.
        let insets = UIKitLayoutConstants.configurationInsetsMedium
        #expect(heights == [21 + insets.top + insets.bottom, 64 + insets.top + insets.bottom], "\(heights)")
    }

    @Test func increaseContrastUsesTheSystemColoursHighContrastValues() throws {
        let expected: [(String, String, String)] = [("light", "#0040DD", "#D70015"), ("dark", "#409CFF", "#FF6961")]
        for (scheme, blue, red) in expected {
            let theme = try Self.decode(AccessibilitySettings(highContrast: true), scheme: scheme)
            #expect(theme.accessibilityContrast == .high)
            #expect(theme.tintColor.hexString.hasPrefix(blue), "\(scheme) systemBlue: \(theme.tintColor.hexString)")
            #expect(Self.appearance(theme, "link").titleColor.hexString.hasPrefix(red), "\(scheme) systemRed")
        }
    }

    @Test func boldTextMakesSystemFontsOneWeightHeavier() throws {
        let bold = try Self.decode(AccessibilitySettings(boldText: true)), plain = try Self.decode(.standard)
        #expect(Self.appearance(plain, "filled").font.weight == 400 && Self.appearance(bold, "filled").font.weight == 500)
        #expect(Self.appearance(bold, "link").font.weight == 500)
        #expect(AccessibilitySettings.boldWeight(600) == 700 && AccessibilitySettings.boldWeight(900) == 900)
    }

    /// The plain configuration button gets tertiarySystemFill behind it (118, 118, 128 at 30/255 in
    /// light), sampled left of its title; the plain system title is underlined.
    @Test func buttonShapesDrawABackdropBehindPlainButtons() throws {
        let input = RenderCommandTests.tempDir(), out = RenderCommandTests.tempDir()
        try Data(Self.theme.utf8).write(to: URL(fileURLWithPath: input + "/a11y.json"))
        let run = CLIRun(["render", input + "/a11y.json", "-o", out, "--button-shapes", "-q"])
        #expect(run.code == 0, "\(run.err)")
        for (folder, expected) in [("a11y", [0, 0, 0, 0]), ("a11y/button-shapes", [118, 118, 128, 30])] {
            let atlas = try SheetPagesTests.json("\(out)/\(folder)/normal@2x.json")
            let f = ((atlas["frames"] as! [String: [String: Any]])["plain"]!["frame"]) as! [String: Int]
            let png = try PNGDecoder.decode(path: "\(out)/\(folder)/normal@2x.png")
            let i = ((f["y"]! + f["h"]! / 2) * png.width + f["x"]! + 6) * 4
            // Compared premultiplied: at alpha 30 one step of Cairo's premultiplied byte is 8.5 in the PNG's straight value.
            let seen = Array(png.rgba[i..<i + 4]).map(Double.init), want = expected.map(Double.init)
            #expect(seen[3] == want[3] && (0..<3).allSatisfy { abs(seen[$0] - want[$0]) * want[3] / 255 <= 1 }, "\(folder): \(seen)")
        }
        #expect(Self.appearance(try Self.decode(AccessibilitySettings(buttonShapes: true)), "link").title!.runs.allSatisfy(\.underline))
        #expect(!Self.appearance(try Self.decode(.standard), "link").title!.runs.contains(where: \.underline))
    }

    @Test func everyVariantRendersIntoItsOwnFolder() throws {
        let input = RenderCommandTests.tempDir(), out = RenderCommandTests.tempDir()
        try Data(Self.theme.utf8).write(to: URL(fileURLWithPath: input + "/a11y.json"))
        #expect(CLIRun(["render", input + "/a11y.json", "-o", out + "/own", "-q"]).code == 0)
        let own = try FileManager.default.contentsOfDirectory(atPath: out + "/own/a11y").filter { !$0.contains(".") }.sorted()
        #expect(own == ["accessibilityExtraExtraExtraLarge", "accessibilityExtraExtraExtraLarge+high-contrast", "high-contrast"])
        #expect(CLIRun(["render", input + "/a11y.json", "-o", out + "/all", "--content-size", "all", "-q"]).code == 0)
        let all = try FileManager.default.contentsOfDirectory(atPath: out + "/all/a11y").filter { !$0.contains(".") }
        #expect(Set(all) == Set(ContentSizeCategory.allCases.filter { $0 != .large }.map(\.rawValue)), "the CLI's list replaces the theme's")
        let bad = CLIRun(["render", input + "/a11y.json", "-o", out + "/bad", "--content-size", "huge"])
        #expect(bad.code == 2 && bad.err.contains("unknown content size 'huge'"), "\(bad.err)")
    }

    @Test func validateNamesTheVariantWhereATitleTruncates() throws {
        let input = RenderCommandTests.tempDir()
        try Data(Self.theme.utf8).write(to: URL(fileURLWithPath: input + "/a11y.json"))
        let run = CLIRun(["validate", input + "/a11y.json"])
        #expect(run.code == 0)
        #expect(run.err.contains("buttons.fixed.title: warning: state normal, accessibility accessibilityExtraExtraExtraLarge: title truncated"), "\(run.err)")
        #expect(!run.err.contains("buttons.fixed.title: warning: state normal: title truncated"), "at large it fits")
        #expect(run.out.contains("3 accessibility variants"), "\(run.out)")
    }

    @Test func recordAndVerifyCoverEveryVariant() throws {
        let input = RenderCommandTests.tempDir(), baseline = RenderCommandTests.tempDir() + "/baseline"
        try Data(Self.theme.utf8).write(to: URL(fileURLWithPath: input + "/a11y.json"))
        #expect(CLIRun(["record", input + "/a11y.json", "--baseline", baseline]).code == 0)
        #expect(FileManager.default.fileExists(atPath: baseline + "/a11y/accessibilityExtraExtraExtraLarge/normal@2x.png"))
        #expect(CLIRun(["verify", input + "/a11y.json", "--baseline", baseline]).code == 0)
        // The high-contrast variant's baseline replaced by the standard one: verify compares that variant and fails on it.
        let fm = FileManager.default
        try fm.removeItem(atPath: baseline + "/a11y/high-contrast/normal@2x.png")
        try fm.copyItem(atPath: baseline + "/a11y/normal@2x.png", toPath: baseline + "/a11y/high-contrast/normal@2x.png")
        let verify = CLIRun(["verify", input + "/a11y.json", "--baseline", baseline])
        #expect(verify.code == 1, "\(verify.out)")
        #expect((verify.out + verify.err).contains("a11y/high-contrast"), "\(verify.out)")
    }

    /// `--gallery` draws the variants beside the theme: a red outline where a title truncates
    /// (fixed, at AX5), listed on the gallery page.
    @Test func theGalleryMatrixFlagsTheVariantWhereATitleTruncates() throws {
        let input = RenderCommandTests.tempDir(), out = RenderCommandTests.tempDir()
        try Data(Self.theme.utf8).write(to: URL(fileURLWithPath: input + "/a11y.json"))
        #expect(CLIRun(["render", input + "/a11y.json", "-o", out, "--gallery", "-q"]).code == 0)
        let html = try String(contentsOfFile: out + "/a11y/gallery.html", encoding: .utf8)
        #expect(html.contains("<li>fixed · accessibilityExtraExtraExtraLarge · normal: title truncated"), "\(html)")
        #expect(!html.contains("<li>fixed · standard · normal: title truncated"), "at large it fits")
        #expect(html.contains("<li>filled · standard · normal: contrast 4.02:1") && !html.contains("<li>filled · high-contrast"),
                "systemBlue's high-contrast value passes AA")
        let matrix = try PNGDecoder.decode(path: out + "/a11y/accessibility.png")
        let red = (0..<matrix.width * matrix.height).filter { i in Array(matrix.rgba[i * 4..<i * 4 + 4]) == [0xFF, 0x3B, 0x30, 0xFF] }
        #expect(red.count > 100, "the flagged cells' outlines: \(red.count) px")
        #expect(!FileManager.default.fileExists(atPath: out + "/a11y/high-contrast/accessibility.png"), "only the theme's own folder has the matrix")
    }

    @Test func recordStoresTheVariantsAndInspectShowsOne() throws {
        let input = RenderCommandTests.tempDir(), baseline = RenderCommandTests.tempDir() + "/baseline"
        try Data(Self.theme.utf8).write(to: URL(fileURLWithPath: input + "/a11y.json"))
        #expect(CLIRun(["record", input + "/a11y.json", "--baseline", baseline, "--content-size", "xSmall", "--bold-text"]).code == 0)
        let options = try String(contentsOfFile: baseline + "/render-options.json", encoding: .utf8)
        #expect(options.contains("\"accessibility\": [\n    \"xSmall+bold-text\"\n  ]"), "\(options)")
        #expect(FileManager.default.fileExists(atPath: baseline + "/a11y/xSmall+bold-text/normal@2x.png"))
        #expect(!FileManager.default.fileExists(atPath: baseline + "/a11y/high-contrast"), "the command line's list replaces the theme's")
        #expect(CLIRun(["verify", input + "/a11y.json", "--baseline", baseline]).code == 0, "verify renders the recorded variants")
        #expect(CLIRun(["verify", input + "/a11y.json", "--baseline", baseline, "--content-size", "xSmall", "--bold-text"]).code == 0)
        let other = CLIRun(["verify", input + "/a11y.json", "--baseline", baseline, "--content-size", "all"])
        #expect(other.code == 2 && other.err.contains("the baseline was recorded with other sheet options"), "\(other.err)")
        #expect(AccessibilitySettings(folderName: "accessibilityLarge+high-contrast+bold-text")
                == AccessibilitySettings(contentSize: .accessibilityLarge, highContrast: true, boldText: true))
        #expect(AccessibilitySettings(folderName: "large") == nil && AccessibilitySettings(folderName: "bold-text+xSmall") == nil)
        let inspect = CLIRun(["inspect", input + "/a11y.json", "-b", "filled", "-s", "normal", "--content-size", "accessibilityExtraExtraExtraLarge", "--json"])
        #expect(inspect.code == 0, "\(inspect.err)")
        let insets = UIKitLayoutConstants.configurationInsetsMedium
        #expect(inspect.out.contains("\"intrinsicSize\": [") && inspect.out.contains("\(Int(64 + insets.top + insets.bottom))"), "\(inspect.out)")
        #expect(CLIRun(["inspect", input + "/a11y.json", "-b", "filled", "--content-size", "all"]).code == 2)
    }

    /// The Increase Contrast variant is the base's high-contrast appearance in its asset catalog
    /// and stylesheet; the other variants keep their own.
    @Test func theHighContrastVariantJoinsTheBasesCatalogAndStylesheet() throws {
        let input = RenderCommandTests.tempDir(), out = RenderCommandTests.tempDir()
        try Data(Self.theme.utf8).write(to: URL(fileURLWithPath: input + "/a11y.json"))
        #expect(CLIRun(["render", input + "/a11y.json", "-o", out, "--format", "png,css,xcassets", "-q"]).code == 0)
        let set = try String(contentsOfFile: out + "/a11y/A11y.xcassets/filled-normal.imageset/Contents.json", encoding: .utf8)
        #expect(set.contains("\"filename\" : \"filled-normal-contrast-high@2x.png\"") || set.contains("filled-normal-contrast-high@2x.png"), "\(set)")
        #expect(set.contains("\"value\" : \"high\"") || set.contains("\"value\": \"high\""), "\(set)")
        #expect(try String(contentsOfFile: out + "/a11y/buttons.css", encoding: .utf8).contains("prefers-contrast: more"))
        let fm = FileManager.default
        #expect(!fm.fileExists(atPath: out + "/a11y/high-contrast/A11y.xcassets"), "its images are in the base's catalog")
        #expect(fm.fileExists(atPath: out + "/a11y/accessibilityExtraExtraExtraLarge/A11y.xcassets"), "a text size is a theme of its own")
        // I-6: the text size's catalog names its sets apart, so both catalogs can go into one target.
        let sets = try fm.contentsOfDirectory(atPath: out + "/a11y/accessibilityExtraExtraExtraLarge/A11y.xcassets").sorted()
        #expect(sets.contains("filled-normal-accessibilityExtraExtraExtraLarge.imageset") && !sets.contains("filled-normal.imageset"), "\(sets)")
        let base = Set(try fm.contentsOfDirectory(atPath: out + "/a11y/A11y.xcassets")).subtracting(["Contents.json"])
        #expect(base.isDisjoint(with: sets) && base.contains("filled-normal.imageset"))
        let big = out + "/a11y/accessibilityExtraExtraExtraLarge/A11y.xcassets/filled-normal-accessibilityExtraExtraExtraLarge.imageset/"
        #expect(try String(contentsOfFile: big + "Contents.json", encoding: .utf8)
                    .contains("\"filename\": \"filled-normal-accessibilityExtraExtraExtraLarge-contrast-high@2x.png\""),
                "its own high-contrast appearance joins its sets under their names")
        #expect(fm.fileExists(atPath: big + "filled-normal-accessibilityExtraExtraExtraLarge@2x.png"))
        // Android has no qualifier for high contrast: the warning names the variant.
        let android = CLIRun(["render", input + "/a11y.json", "-o", RenderCommandTests.tempDir(), "--format", "png,android"])
        #expect(android.err.contains("a11y: warning: android: accessibility variant high-contrast (highContrast) has no Android resource qualifier"),
                "\(android.err)")
    }

    /// A theme's own colours change under Increase Contrast through `highContrastTokens` (a mode's
    /// own for that mode); a theme with tokens and none is warned that its colours stay.
    @Test func highContrastTokensRecolourATokenTheme() throws {
        let input = RenderCommandTests.tempDir(), out = RenderCommandTests.tempDir()
        let theme = ##"""
        { "name": "tok", "scales": [1], "states": ["normal"],
          "tokens": { "brand": { "$type": "color", "$value": "#3366FF" } },
          "accessibility": { "contrast": ["standard", "high"], "highContrastTokens": { "brand": { "$type": "color", "$value": "#001A80" } } },
          "modes": { "dark": { "colorScheme": "dark", "tokens": { "brand": { "$type": "color", "$value": "#6699FF" } },
                               "accessibility": { "highContrastTokens": { "brand": { "$type": "color", "$value": "#CCDDFF" } } } } },
          "buttons": { "ok": { "type": "custom", "size": [40, 20], "backgroundColor": "{brand}" } } }
        """##
        try Data(theme.utf8).write(to: URL(fileURLWithPath: input + "/tok.json"))
        #expect(CLIRun(["render", input + "/tok.json", "-o", out, "-q"]).code == 0)
        func colour(_ folder: String) throws -> String {
            let m = try SheetPagesTests.json("\(out)/tok/\(folder)manifest.json")
            let states = (m["buttons"] as! [String: [String: Any]])["ok"]!["states"] as! [String: [String: Any]]
            return states["normal"]!["backgroundColor"] as! String
        }
        #expect(try [colour(""), colour("high-contrast/"), colour("dark/"), colour("dark/high-contrast/")]
                == ["#3366FFFF", "#001A80FF", "#6699FFFF", "#CCDDFFFF"])
        let bare = theme.replacingOccurrences(of: ##", "highContrastTokens": { "brand": { "$type": "color", "$value": "#001A80" } }"##, with: "")
        try Data(bare.utf8).write(to: URL(fileURLWithPath: input + "/tok.json"))
        let validate = CLIRun(["validate", input + "/tok.json"])
        let warning = "accessibility: warning: Increase Contrast variant: the theme's tokens have no highContrastTokens"
        #expect(validate.err.contains(warning), "\(validate.err)")
        // render runs the same check and tells the same warning: when it renders, and when nothing changed since.
        for _ in 0..<2 {
            let render = CLIRun(["render", input + "/tok.json", "-o", out])
            #expect(render.code == 0 && render.err.contains(warning), "\(render.err)")
        }
    }
}
