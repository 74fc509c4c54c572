import BezelTestSupport
import Testing
@testable import BezelCore

/// contentRect(forBounds:) — docs/uikit.md, "Classic layout".
@Suite struct LayoutContentRectTests {
    let bounds = rect(0, 0, 100, 50)

    @Test func titleOnlyWithZeroInsetsGetsInternalSixPointPadding() {
        // No image, no background image, zero insets, a title → inset by (6, 0, 6, 0): (0, 6, 100, 38).
        let input = ButtonLayoutInput(title: title("Title"))
        #expect(engine.contentRect(forBounds: bounds, input) == rect(0, 6, 100, 38))
    }

    @Test func internalPaddingDoesNotMoveACentredTitle() {
        // Title 5 × 6 = 30 wide, 12 tall. With padding: y = 6 + floor((38 − 12) / 2) = 19;
        // without it would be floor((50 − 12) / 2) = 19 — the same. x = floor((100 − 30) / 2) = 35.
        let layout = engine.layout(ButtonLayoutInput(size: Size(width: 100, height: 50), title: title("Title")))
        #expect(layout.titleRect == rect(35, 19, 30, 12))
    }

    @Test func internalPaddingNeedsNoImageNoBackgroundZeroInsetsAndATitle() {
        // Each of these breaks one condition, so the content rect is the bounds inset by contentEdgeInsets.
        let image = ButtonLayoutInput(title: title("Title"), imageSize: Size(width: 20, height: 20))
        let background = ButtonLayoutInput(title: title("Title"), backgroundImageSize: Size(width: 10, height: 10))
        let insets = ButtonLayoutInput(title: title("Title"), contentEdgeInsets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let noTitle = ButtonLayoutInput()
        let emptyTitle = ButtonLayoutInput(title: title(""))
        #expect(engine.contentRect(forBounds: bounds, image) == rect(0, 0, 100, 50))
        #expect(engine.contentRect(forBounds: bounds, background) == rect(0, 0, 100, 50))
        // (0 + 2, 0 + 1, 100 − 2 − 4, 50 − 1 − 3)
        #expect(engine.contentRect(forBounds: bounds, insets) == rect(2, 1, 94, 46))
        #expect(engine.contentRect(forBounds: bounds, noTitle) == rect(0, 0, 100, 50))
        #expect(engine.contentRect(forBounds: bounds, emptyTitle) == rect(0, 0, 100, 50))
    }

    @Test func negativeInsetsGrowTheContentRect() {
        // (0 − 5, 0 − 3, 100 + 5 + 5, 50 + 3 + 3)
        let input = ButtonLayoutInput(contentEdgeInsets: EdgeInsets(top: -3, left: -5, bottom: -3, right: -5))
        #expect(engine.contentRect(forBounds: bounds, input) == rect(-5, -3, 110, 56))
    }

    @Test func negativeSizeCollapsesToZeroShiftedByHalf() {
        // 20 × 20 bounds, insets 12/15/12/15: width 20 − 30 = −10 → x = 15 + (−10 / 2) = 10, width 0;
        // height 20 − 24 = −4 → y = 12 + (−4 / 2) = 10, height 0.
        let input = ButtonLayoutInput(contentEdgeInsets: EdgeInsets(top: 12, left: 15, bottom: 12, right: 15))
        #expect(engine.contentRect(forBounds: rect(0, 0, 20, 20), input) == rect(10, 10, 0, 0))
    }

    @Test func contentRectEdgesSnapToThePixelGrid() {
        // left inset 0.5: minX 0.5. At @1x round-half-up → 1, maxX 100 → (1, 0, 99, 50); at @2x it is on the grid.
        let input = ButtonLayoutInput(contentEdgeInsets: EdgeInsets(left: 0.5))
        #expect(engine.contentRect(forBounds: bounds, input, scale: 1) == rect(1, 0, 99, 50))
        #expect(engine.contentRect(forBounds: bounds, input, scale: 2) == rect(0.5, 0, 99.5, 50))
    }

    @Test func backgroundRectIsTheBounds() {
        #expect(engine.backgroundRect(forBounds: bounds) == bounds)
    }
}
