import BezelTestSupport
import Testing
@testable import BezelCore
import BezelRaster

/// The layout engine with real text measured by Pango over the pinned fonts (docs/uikit.md, "Classic layout" and "Intrinsic size").
@Suite struct LayoutWithPangoTests {
    let measurer = PangoTextMeasurer()
    var engine: ButtonLayoutEngine { ButtonLayoutEngine(measurer: measurer) }
    let font = TextFont(size: 17)

    @Test func titleStartsWhereTheImageEnds() throws {
        let input = ButtonLayoutInput(size: Size(width: 200, height: 44), title: TitleText("Download", font: font), font: font,
                                      imageSize: Size(width: 20, height: 20))
        let layout = engine.layout(input)
        let image = try #require(layout.imageRect), title = try #require(layout.titleRect)
        #expect(title.minX == image.maxX)
        // The pair is centred as one block: equal room left and right (within the floor of half a point).
        let left = image.minX, right = 200 - title.maxX
        #expect(abs(left - right) <= 1)
    }

    @Test func intrinsicWidthIsImagePlusMeasuredTitle() {
        for text in ["OK", "Continue", "提交", "إرسال"] {
            let title = TitleText(text, font: font)
            let measured = measurer.measure(title, maxWidth: nil, numberOfLines: 1, lineBreakMode: .middle)
            let input = ButtonLayoutInput(title: title, font: font, imageSize: Size(width: 24, height: 24))
            let size = engine.intrinsicSize(input)
            #expect(size.width == 24 + measured.width.rounded(.up), "\(text)")
            #expect(size.height == max(24, measured.height.rounded(.up)), "\(text)")
        }
    }

    @Test func titleOnlyGetsSixPointPaddingAndThirtyPointMinimum() {
        let title = TitleText("OK", font: TextFont(size: 15))
        let measured = measurer.measure(title, maxWidth: nil, numberOfLines: 1, lineBreakMode: .middle)
        let size = engine.intrinsicSize(ButtonLayoutInput(title: title, font: TextFont(size: 15)))
        #expect(size.width == max(30, measured.width.rounded(.up)))
        #expect(size.height == measured.height.rounded(.up) + 12)
    }

    @Test func longTitleIsTruncatedToTheWidthLeft() throws {
        let title = TitleText("A very long title that cannot fit", font: font)
        let layout = engine.layout(ButtonLayoutInput(size: Size(width: 120, height: 44), title: title, font: font,
                                                     imageSize: Size(width: 20, height: 20)))
        let t = try #require(layout.titleRect)
        #expect(t.width <= 100)
        #expect(t.minX >= 20)
    }
}
