import BezelCore
import Testing

/// What iOS recordings show of sizes on the device-pixel grid (docs/uikit.md, "Classic layout"):
/// a label is ceil'd to the pixel of its screen (a 15-pt `ShowChangeLog`, 116.2 pt in San
/// Francisco, is 116.5 pt wide at @2x), a centred label's origin is rounded half up to the pixel
/// (6.25 → 6.5 at @2x), and a legacy button's title counts in whole points in its own size, so
/// with whole-point insets the button is the same at every scale (DevicePixelGridTests: the rest
/// of the intrinsic size is ceil'd to the pixel grid).
@Suite struct PixelGridLayoutTests {
    /// Measures every text as one given size: San Francisco's numbers, independent of any font.
    struct SanFrancisco: TextMeasurer {
        let size: Size
        func measure(_ text: TitleText, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode) -> Size {
            Size(width: min(size.width, maxWidth ?? .infinity), height: size.height)
        }
        func firstBaselineBelowCentre(_ text: TitleText, maxWidth: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode) -> Double { 0 }
    }

    static func layout(_ label: Size, title: String, fontSize: Double, frame: Size? = nil, scale: Double) -> ButtonLayout {
        let engine = ButtonLayoutEngine(measurer: SanFrancisco(size: label))
        return engine.layout(ButtonLayoutInput(size: frame, title: TitleText(title, font: TextFont(size: fontSize))), scale: scale)
    }

    @Test func showChangeLogIsCeiledToThePixelOfEachScale() throws {
        // 15 pt: 116.2 × 17.9 (San Francisco). The legacy title counts whole points: 117 × 30 (17.9 → 18, + 12).
        let label = Size(width: 116.2, height: 15 * SystemFont.lineHeightRatio)
        for (scale, width, x) in [(1.0, 117.0, 0.0), (2, 116.5, 0.5), (3, 349.0 / 3, 1.0 / 3)] {
            let layout = Self.layout(label, title: "ShowChangeLog", fontSize: 15, scale: scale)
            #expect(layout.bounds.size == Size(width: 117, height: 30), "@\(scale)x")
            let title = try #require(layout.titleRect)
            #expect(abs(title.width - width) < 1e-9 && abs(title.minX - x) < 1e-9, "@\(scale)x: \(title)")
            #expect(title.height == 18, "17.9 → 18 at every scale")
        }
    }

    /// An 18-pt custom `登录` on iOS: the button 183 × 34, the label 36 × 21.5 at y 6.5 (@2x).
    @Test func aCJKTitleKeepsSanFranciscosLineAndCentresHalfUp() throws {
        let label = Size(width: 36, height: 18 * SystemFont.lineHeightRatio)  // 21.48
        #expect(Self.layout(label, title: "登录", fontSize: 18, scale: 2).intrinsicSize == Size(width: 36, height: 34))
        let two = try #require(Self.layout(label, title: "登录", fontSize: 18, frame: Size(width: 183, height: 34), scale: 2).titleRect)
        #expect(two == Rect(x: 73.5, y: 6.5, width: 36, height: 21.5))
        // @1x: 22 tall at y 6; @3x: 65 px tall, (66 − 65) / 2 = 0.5 px → 1 px: y 19 px.
        let one = try #require(Self.layout(label, title: "登录", fontSize: 18, frame: Size(width: 183, height: 34), scale: 1).titleRect)
        #expect(one == Rect(x: 74, y: 6, width: 36, height: 22))
        let three = try #require(Self.layout(label, title: "登录", fontSize: 18, frame: Size(width: 183, height: 34), scale: 3).titleRect)
        #expect([three.minX, three.minY, three.height].map { ($0 * 3).rounded() } == [221, 19, 65])
    }

    @Test func pixelGridRoundingIsHalfUpAndToleratesThirds() {
        #expect(PixelGrid.round(1.75, scale: 2) == 2 && PixelGrid.round(6.25, scale: 2) == 6.5)
        #expect(PixelGrid.round(6.24, scale: 2) == 6 && PixelGrid.round(0.5, scale: 1) == 1)
        // (22 − 65/3) / 2 is 0.49999999999 px at @3x in floating point: it rounds as the exact half does.
        #expect(PixelGrid.round((22 - 65.0 / 3) / 2, scale: 3) == 1.0 / 3)
        #expect(PixelGrid.ceil(116.2, scale: 2) == 116.5 && PixelGrid.ceil(3 * (1.0 / 3), scale: 1) == 1)
    }
}
