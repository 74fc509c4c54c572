import BezelPNG
import BezelTestSupport
import Foundation
import Testing
@testable import BezelCore
@testable import BezelRender

/// Symbol images drawn from the repository's own template (themes/symbols/plus.circle.svg, written
/// by scripts/make-symbol-templates: a ring 1 icon unit wide at Regular, 0.4 at Ultralight and 2 at
/// Black, 115/16 template units per icon unit at the medium scale, 0.783× at small and 1.29× at
/// large; typeset at 100 points), kept in an asset catalog's `.symbolset` (docs/format.md, "Symbol images").
@Suite struct SymbolImageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let template = try! String(contentsOf: root.appendingPathComponent("themes/symbols/plus.circle.svg"), encoding: .utf8)
    static let set = "Assets.xcassets/Symbols/plus.circle.symbolset/"

    static func fixture(_ buttons: String, extra: String = "") -> ThemeFixture {
        ThemeFixture([
            "theme.json": themeJSON(buttons: buttons, extra: #""name": "t", "scales": [3], "states": ["normal"], "symbols": "Assets.xcassets""# + extra),
            set + "Contents.json": #"{"info": {"author": "xcode", "version": 1}, "symbols": [{"filename": "plus.circle.svg", "idiom": "universal"}]}"#,
            set + "plus.circle.svg": template,
        ])
    }

    /// The alpha coverage of the first run of ink along row `y` from the left: a stroke's width in pixels.
    static func firstRun(_ image: DecodedImage, row y: Int) -> Double {
        var sum = 0.0, seen = false
        for x in 0..<image.width {
            let a = Double(image.rgba[(y * image.width + x) * 4 + 3]) / 255
            if a > 0 { seen = true; sum += a } else if seen { break }
        }
        return sum
    }

    @Test func aSymbolsetDrawsThreeWeightsAtTwoScales() throws {
        let weights = ["ultraLight": 0.4, "regular": 1.0, "black": 2.0, "bold": 1 + 0.4 / 0.62]
        let scales = ["small": 0.783, "large": 1.29]
        var buttons: [String] = []
        for w in weights.keys.sorted() {
            for s in scales.keys.sorted() {
                buttons.append(#""\#(w)-\#(s)": { "configuration": {"style": "plain", "contentInsets": [0, 0, 0, 0]}, "#
                               + #""image": {"systemName": "plus.circle", "pointSize": 17, "weight": "\#(w)", "scale": "\#(s)"} }"#)
            }
        }
        let f = Self.fixture(buttons.joined(separator: ",\n"))
        let renderer = try ButtonImageRenderer(theme: ThemeFile(contentsOfFile: f.path("theme.json")), scale: 3)
        var widths: [String: Int] = [:]
        for (w, stroke) in weights {
            for (s, factor) in scales {
                let image = try renderer.image(forButton: "\(w)-\(s)")
                // The ring's left stroke across the middle row: stroke × 115/16 units × scale × 0.17 pt × 3 px.
                let expected = stroke * 115 / 16 * factor * 0.17 * 3
                let measured = Self.firstRun(image, row: image.height / 2)
                #expect(abs(measured - expected) < 0.25, "\(w) \(s): \(measured) px, expected \(expected)")
                widths["\(w)-\(s)"] = image.width
            }
        }
        // Large draws bigger than small; heavier rings reach further out.
        #expect(widths["regular-large"]! > widths["regular-small"]! && widths["black-small"]! > widths["ultraLight-small"]!)
    }

    @Test func aSymbolFollowsDynamicTypeUnlessItsSizeIsFixed() throws {
        let f = Self.fixture("""
            "add": { "configuration": {"style": "filled"}, "title": "Add", "image": {"systemName": "plus.circle"} },
            "fixed": { "configuration": {"style": "filled"}, "title": "Add", "image": {"systemName": "plus.circle", "pointSize": 17} },
            "styled": { "title": "Add", "image": {"systemName": "plus.circle", "textStyle": "title1"} }
            """, extra: #", "accessibility": {"contentSizes": ["accessibilityExtraLarge"]}"#)
        let (themes, diagnostics) = f.validate()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let base = try #require(themes.first { $0.accessibility == .standard })
        let large = try #require(themes.first { $0.accessibility.contentSize == .accessibilityExtraLarge })
        func image(_ theme: ButtonTheme, _ name: String) -> Size {
            AppearanceResolver(theme: theme, locale: nil).resolve(theme.button(named: name)!, state: .normal).appearance.image!.size
        }
        // The configuration's title is body: 17 pt, 40 pt at accessibilityExtraLarge; the symbol with it.
        let a = image(base, "add"), b = image(large, "add")
        #expect(abs(b.width / a.width - 40.0 / 17) < 1e-9 && abs(b.height / a.height - 40.0 / 17) < 1e-9, "\(a) → \(b)")
        #expect(image(large, "fixed") == image(base, "fixed"))
        // title1: 28 pt, 48 pt at accessibilityExtraLarge.
        #expect(abs(image(large, "styled").width / image(base, "styled").width - 48.0 / 28) < 1e-9)
        // Medium ring, 1 unit: (16 × 115/16 + 2 × 6) units wide = 127 → 127 × 0.17 pt at 17 pt.
        #expect(abs(a.width - 127 * 0.17) < 1e-4, "\(a)")
    }

    @Test func aSymbolSitsOnTheTitlesBaseline() throws {
        let f = Self.fixture(##""go": { "configuration": {"style": "plain"}, "title": "HH", "image": {"systemName": "plus.circle", "pointSize": 40}, "tintColor": "#000000" }"##)
        let image = try ButtonImageRenderer(theme: ThemeFile(contentsOfFile: f.path("theme.json")), scale: 3).image(forButton: "go")
        func alpha(_ x: Int, _ y: Int) -> Double { Double(image.rgba[(y * image.width + x) * 4 + 3]) / 255 }
        func inked(_ x: Int) -> Bool { (0..<image.height).contains { alpha(x, $0) > 0 } }
        // Columns of ink: the symbol first, then a gap, then the title.
        let first = try #require((0..<image.width).first(where: inked))
        let gap = try #require((first..<image.width).first { !inked($0) })
        let title = try #require((gap..<image.width).first(where: inked))
        /// The bottom edge of the ink in column range `xs`, to a fraction of a pixel.
        func bottom(_ xs: Range<Int>) -> Double {
            xs.map { x in
                guard let y = (0..<image.height).last(where: { alpha(x, $0) > 0 }) else { return 0 }
                return Double(y) + alpha(x, y)
            }.max()!
        }
        let baseline: Double = bottom(title..<(title + 6))          // the first H's stem stands on the baseline
        let ring: Double = bottom(first..<gap)
        // A 40-pt ring beside a 17-pt title reaches (57.5 − 35.23) = 22.27 template units below the
        // baseline: 22.27 × 0.40 × 3 px (centred on the title's line instead, it would reach 51 px below).
        let expected: Double = 22.2705 * 0.40 * 3
        #expect(abs((ring - baseline) - expected) <= 1, "ring bottom \(ring), baseline \(baseline): \(ring - baseline) px, expected \(expected)")
    }

    @Test func aMissingTemplateNamesTheFoldersLookedIn() {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: #""a": { "image": {"systemName": "star.fill"} }"#, extra: #""name": "t""#)])
        let messages = f.validate().diagnostics.map { "\($0.path): \($0.message)" }
        #expect(messages.count == 1 && messages[0].hasPrefix("buttons.a.image.normal.systemName: no symbol template 'star.fill' (star.fill.svg or star.fill.symbolset): looked in '")
                && messages[0].contains("/symbols' (missing)"), "\(messages)")
        let g = Self.fixture(#""a": { "image": {"systemName": "plus.circle", "scale": 2, "weight": "heavy"} }"#)
        #expect(g.validate().diagnostics.map(\.message)
            == ["a symbol's scale is small, medium or large (UIImage.SymbolScale); a number is a PNG file's pixels per point"])
    }

    /// A storyboard's SF Symbol with its template beside the document is drawn as the symbol, with
    /// the configuration's symbol configuration (black, large).
    @Test func aStoryboardsSymbolIsDrawnFromTheTemplateBesideIt() throws {
        let button = #"""
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b01-aa-bbb">
                <rect key="frame" x="20" y="100" width="120" height="44"/>
                <buttonConfiguration key="configuration" style="plain" title="Add">
                    <imageReference key="image" image="plus.circle" catalog="system"/>
                    <preferredSymbolConfiguration key="preferredSymbolConfigurationForImage" scale="large" weight="black"/>
                </buttonConfiguration>
            </button>
            """#
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc1-aa-bbb">
                <scenes><scene sceneID="sc1-aa-bbb"><objects>
                    <viewController id="vc1-aa-bbb" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rv1-aa-bbb">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>\(button)</subviews>
                        </view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        let f = ThemeFixture(["Main.storyboard": storyboard, "plus.circle.svg": Self.template])
        let file = try ThemeFile(contentsOfFile: f.path("Main.storyboard"))
        let theme = file.theme
        let image = try #require(AppearanceResolver(theme: theme, locale: nil).resolve(theme.buttons[0], state: .normal).appearance.image)
        // Black at large: the ring 2 units wide reaches 0.5 past the 16-unit box: (17 × 115/16 + 12) × 1.29 units at 17 pt.
        let expected = (17 * 115.0 / 16 + 12) * 1.29 * 0.17
        #expect(abs(image.size.width - expected) < 1e-3 && image.templateColor != nil, "\(image.size) against \(expected)")
        let rendered = try ButtonImageRenderer(theme: file, scale: 3).image(forButton: theme.buttons[0].name)
        #expect(rendered.width > Int(expected * 3))
    }
}
