import BezelTestSupport
import Testing
@testable import BezelCore

/// A button's frame on the device-pixel grid of each scale (docs/uikit.md, "Intrinsic size"): the
/// intrinsic size ceil'd to 1/scale, a configuration's title line ceil'd to the grid, a legacy
/// title to whole points, and sprites of exactly the frame's pixels, in slots of whole points.
@Suite struct DevicePixelGridTests {
    /// Every text one San Francisco line of its font (2444/2048 × the size) and one em per character.
    struct SanFrancisco: TextMeasurer {
        func measure(_ text: TitleText, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode) -> Size {
            Size(width: min(text.font.size * Double(text.string.count), maxWidth ?? .infinity),
                 height: text.font.size * SystemFont.lineHeightRatio)
        }
        func firstBaselineBelowCentre(_ text: TitleText, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode) -> Double { 0 }
    }

    let fixture = ThemeFixture(["theme.json": themeJSON(buttons: """
        "add": { "type": "contactAdd" },
        "login": { "type": "custom", "title": "登录", "font": { "size": 18 } },
        "retry": { "configuration": { "style": "plain" }, "title": "Retry", "font": { "size": 17 } }
        """, extra: #""scales": [1, 2, 3], "states": ["normal"]"#)])

    func button(_ name: String) throws -> PreparedButton {
        let theme = PreparedTheme(theme: fixture.theme(), locale: nil, measurer: SanFrancisco())
        return try #require(theme.button(named: name))
    }

    /// `size` in pixels at `scale`: `[w, h]`, each whole.
    func pixels(_ size: Size, _ scale: Double) -> [Double] {
        [size.width * scale, size.height * scale].map { abs($0 - $0.rounded()) < 1e-9 ? $0.rounded() : .nan }
    }

    /// The iOS 13+ contactAdd is its `plus.circle`, 24.333 × 23.667 pt: 73 × 71 px at @3x on iOS 17
    /// (docs/uikit.md); 24.5 × 24 pt (49 × 48 px) at @2x; 25 × 24 at @1x.
    @Test func contactAddIs73By71PixelsAt3x() throws {
        let add = try button("add")
        for (scale, px) in [(3.0, [73.0, 71]), (2, [49, 48]), (1, [25, 24])] {
            #expect(pixels(add.frame.at(scale: scale), scale) == px, "@\(scale)x")
            #expect(pixels(add.size.at(scale: scale), scale) == px, "@\(scale)x sprite")
            let layout = try #require(add[.normal]).drawing.at(scale: scale).layout
            #expect(pixels(layout.bounds.size, scale) == px && layout.bounds.origin == .zero, "@\(scale)x")
        }
        // The glyph fills the frame exactly at @3x; at @2x its edges snap to the grid in 24.5 × 24
        // (23.667 pt tall: 0.167 pt down → 0, bottom 23.667 → 23.5).
        let three = try #require(add[.normal]).drawing.at(scale: 3).layout
        #expect(three.imageRect == Rect(x: 0, y: 0, width: 73.0 / 3, height: 71.0 / 3))
        let two = try #require(add[.normal]).drawing.at(scale: 2).layout
        #expect(two.imageRect.map { [$0.minX, $0.minY, $0.width, $0.height].map { ($0 * 2).rounded() } } == [0, 0, 49, 47])
    }

    /// Sprites take the frame's pixels, in a slot of the whole-point size (so sheets keep their
    /// positions and every integral scale's sheet is `scale ×` the @1x one).
    @Test func contactAddSpritesAreItsPixelsInWholePointSlots() throws {
        let add = try button("add")
        let sprite = SheetSprite(name: "add", size: add.size)
        let wide = SheetSprite(name: "b", size: Size(width: 10, height: 10))
        for (scale, frame, slot) in [(3.0, (73, 71), (75, 72)), (2, (49, 48), (50, 48)), (1, (25, 24), (25, 24))] {
            let sheet = try SheetPacker(padding: 2, extrude: 0, powerOfTwo: false).layout([sprite, wide], scale: scale, theme: "t")
            let f = try #require(sheet.frames.first { $0.name == "add" })
            #expect(f.frame == PixelRect(x: 0, y: 0, width: frame.0, height: frame.1), "@\(scale)x")
            #expect(f.slot == PixelSize(width: slot.0, height: slot.1) && f.bounds.size == f.frame.size, "@\(scale)x")
            #expect(pixels(f.pointSize, scale) == [Double(frame.0), Double(frame.1)], "@\(scale)x")
            // The next row starts below the slot and its padding: 24 + 2 points, scaled.
            #expect(sheet.frames.first { $0.name == "b" }?.frame == PixelRect(x: 0, y: Int(26 * scale), width: Int(10 * scale), height: Int(10 * scale)))
            #expect(sheet.size == PixelSize(width: Int(25 * scale), height: Int(36 * scale)), "@\(scale)x")
        }
    }

    /// An 18-pt legacy custom button: its title (21.48 pt tall) counts in whole points, so it is
    /// 36 × 34 at every scale, as on iOS (the `登录` recording at @2x: the label 21.5 pt tall at
    /// y = 6.5 in a 34-pt button; `sizeToFit` of the empty button 30 × 34).
    @Test func aLegacyEighteenPointButtonIsWholePoints() throws {
        let login = try button("login")
        for scale in [1.0, 2, 3] { #expect(login.frame.at(scale: scale) == Size(width: 36, height: 34), "@\(scale)x") }
        #expect(login.frame.byScale.isEmpty)
        let normal = try #require(login[.normal]).drawing
        #expect(normal.at(scale: 2).layout.titleRect == Rect(x: 0, y: 6.5, width: 36, height: 21.5))
        #expect(normal.at(scale: 1).layout.titleRect == Rect(x: 0, y: 6, width: 36, height: 22))
        let three = try #require(normal.at(scale: 3).layout.titleRect)  // 65 px tall, (102 − 65) / 2 = 18.5 → 19 px
        #expect([three.minX, three.minY, three.width, three.height].map { ($0 * 3).rounded() } == [0, 19, 108, 65])
    }

    /// A default medium plain configuration with a 17-pt title: 7 + 20.333 + 7 = 34.333 pt (103 px)
    /// at @3x, as Xcode writes its frames; 34.5 at @2x; 35 at @1x. Exact rects at @3x.
    @Test func aMediumConfigurationIs103PixelsTallAt3x() throws {
        let retry = try button("retry")
        // "Retry": 5 × 17 = 85 pt wide, + 12 + 12 = 109 pt at every scale.
        for (scale, px) in [(3.0, [327.0, 103]), (2, [218, 69]), (1, [109, 35])] {
            #expect(pixels(retry.frame.at(scale: scale), scale) == px, "@\(scale)x")
        }
        let layout = try #require(retry[.normal]).drawing.at(scale: 3).layout
        func px(_ r: Rect?) -> [Double]? { r.map { [$0.minX, $0.minY, $0.width, $0.height].map { ($0 * 3).rounded() } } }
        #expect(px(layout.bounds) == [0, 0, 327, 103] && layout.bounds.height == 103.0 / 3)
        #expect(px(layout.contentRect) == [36, 21, 255, 61])
        #expect(px(layout.titleRect) == [36, 21, 255, 61])
        #expect(retry.frame.base == Size(width: 109, height: 35) && retry.frame.scales == [2, 3])
    }
}
