import BezelRaster
import BezelTestSupport
import Foundation
import Testing
@testable import BezelCore

/// A title is one line of its font's own height (`UIFont.lineHeight`: San Francisco's 2444/2048 ×
/// the size), also when the font is a text style or a configuration's default: never the text
/// style's leading (docs/uikit.md, "Dynamic Type" and "`UIButton.Configuration` layout").
@Suite struct FontLineHeightTests {
    static let theme = ##"""
    { "name": "lines", "scales": [3], "states": ["normal"],
      "buttons": {
        "plain": { "configuration": { "style": "plain" }, "title": "Retry" },
        "filled": { "configuration": { "style": "filled" }, "title": "Button" },
        "largeTitle": { "type": "system", "title": "Button", "font": { "textStyle": "largeTitle" } },
        "title1": { "type": "system", "title": "Button", "font": { "textStyle": "title1" } },
        "title2": { "type": "system", "title": "Button", "font": { "textStyle": "title2" } },
        "title3": { "type": "system", "title": "Button", "font": { "textStyle": "title3" } },
        "headline": { "type": "system", "title": "Button", "font": { "textStyle": "headline" } },
        "body": { "type": "system", "title": "Button", "font": { "textStyle": "body" } },
        "callout": { "type": "system", "title": "Button", "font": { "textStyle": "callout" } },
        "subheadline": { "type": "system", "title": "Button", "font": { "textStyle": "subheadline" } },
        "footnote": { "type": "system", "title": "Button", "font": { "textStyle": "footnote" } },
        "caption1": { "type": "system", "title": "Button", "font": { "textStyle": "caption1" } },
        "caption2": { "type": "system", "title": "Button", "font": { "textStyle": "caption2" } }
      } }
    """##

    static func theme(_ category: ContentSizeCategory) throws -> ButtonTheme {
        let fixture = ThemeFixture(["lines.json": theme])
        let loader = ThemeLoader(fileSystem: ThemeFileSystem(root: fixture.folder, allowsOutsidePaths: false))
        let (theme, issues) = ThemeDecoder().decode(try loader.load(fixture.path("lines.json")).get(),
                                                    accessibility: AccessibilitySettings(contentSize: category))
        #expect(!issues.contains { $0.severity == .error }, "\(issues)")
        return theme!
    }

    /// The button's layout at `scale` (@3x unless given), in its frame there (the given size or the
    /// intrinsic one on that scale's pixel grid), and its title font.
    static func layout(_ name: String, _ theme: ButtonTheme, scale: Double = 3) -> (layout: ButtonLayout, font: TextFont) {
        let engine = ButtonLayoutEngine(measurer: PangoTextMeasurer()), resolver = AppearanceResolver(theme: theme)
        let button = theme.buttons.first { $0.name == name }!
        let appearance = resolver.resolve(button, state: .normal).appearance
        var input = ButtonLayoutInput(button: button, appearance: appearance, locale: nil)
        input.size = button.frameSize(resolver: resolver, engine: engine, locale: nil, scale: scale)
        return (engine.layout(input, scale: scale), appearance.font)
    }

    /// `points` in pixels at `scale`, which must be whole.
    static func pixels(_ points: Double, _ scale: Double) -> Double {
        let px = points * scale
        #expect(abs(px - px.rounded()) < 1e-9, "\(points) pt is not on the @\(scale)x grid")
        return px.rounded()
    }

    /// Xcode's own layout in Interface Builder documents (NetNewsWire `iOS/Account/Account.storyboard`,
    /// GoMap `MainStoryboard`, `Display.storyboard` and `Panoramax.storyboard`) gives system buttons in
    /// text styles frames of the font's line plus 12: body and headline 33, callout 32, subheadline 30,
    /// caption1 27, title2 39. The styles' leading would give 34, 33, 32, 28 and 40. A legacy title is
    /// whole points, so these frames are whole points at @3x too (body: 20.29 → 21, + 12).
    @Test func aTextStyleButtonIsItsFontsOwnLinePlusTwelve() throws {
        let theme = try Self.theme(.large)
        let xcode: [String: Double] = ["body": 33, "headline": 33, "callout": 32, "subheadline": 30, "caption1": 27, "title2": 39]
        for style in TextStyle.allCases {
            let (layout, font) = Self.layout(style.rawValue, theme)
            #expect(font.size == style.size(at: .large) && font.lineHeight == nil, "\(style)")
            let line = (style.size(at: .large) * 2444 / 2048 - 1e-9).rounded(.up)
            #expect(layout.bounds.height == line + 12, "\(style): \(layout.bounds)")
            if let frame = xcode[style.rawValue] { #expect(layout.bounds.height == frame, "\(style)") }
        }
    }

    /// BSWInterfaceKit's errorView recording (iOS 17.0 and 18.0 simulators, @3x): a default plain
    /// configuration "Retry" whose capital R is 34 px tall beside body text whose E is 36 px, so a
    /// 16-pt title. The snapshot library renders at the `medium` content size, where body is 16 pt.
    /// Its line there is the font's own, 19.09 → 19.333 at @3x (the button measures 33.0–33.3 pt).
    @Test func aPlainConfigurationAtMediumHasASixteenPointTitleInItsOwnLine() throws {
        let (layout, font) = Self.layout("plain", try Self.theme(.medium))
        #expect(font.size == 16 && font.lineHeight == nil)
        let title = try #require(layout.titleRect)
        #expect(abs(title.height - 58.0 / 3) < 1e-9, "\(title)")
        // Insets 7 + 19.333 + 7 = 33.333 pt: 100 px at @3x, on the device-pixel grid as on iOS.
        #expect(Self.pixels(layout.bounds.height, 3) == 100 && Self.pixels(layout.intrinsicSize.height, 3) == 100, "\(layout.bounds)")
        #expect(layout.bounds == Rect(x: 0, y: 0, width: layout.bounds.width, height: 100.0 / 3))
        // The content rect is the title's line: it starts 7 pt down.
        #expect(abs(title.minY - 7) < 1e-9, "\(title)")
    }

    /// At the default size the title is body's 17 pt in a 20.29-pt line (20.333 at @3x): Xcode's
    /// frames for default plain and filled configuration buttons are 34.333 pt (Sentry's iOS-Swift
    /// sample `Main.storyboard`, GoMap `QuestBuilder.storyboard`), 7 + 20.333 + 7: 103 px at @3x;
    /// at @2x 7 + 20.5 + 7 = 34.5 pt (69 px), at @1x 7 + 21 + 7 = 35.
    @Test func aConfigurationAtLargeHasBodysOwnLine() throws {
        let theme = try Self.theme(.large)
        for name in ["plain", "filled"] {
            let (layout, font) = Self.layout(name, theme)
            #expect(font.size == 17 && font.lineHeight == nil, "\(name)")
            let title = try #require(layout.titleRect)
            #expect(abs(title.height - 61.0 / 3) < 1e-9 && abs(title.minY - 7) < 1e-9, "\(name): \(title)")
            #expect(Self.pixels(layout.bounds.height, 3) == 103, "\(name): \(layout.bounds)")
            for (scale, px, line) in [(2.0, 69.0, 20.5), (1, 35, 21)] {
                let (other, _) = Self.layout(name, theme, scale: scale)
                #expect(Self.pixels(other.bounds.height, scale) == px, "\(name) @\(scale)x: \(other.bounds)")
                #expect(other.titleRect.map { $0.height == line && $0.minY == 7 } == true, "\(name) @\(scale)x")
            }
        }
    }
}
