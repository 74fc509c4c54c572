import BezelTestSupport
import Testing
@testable import BezelCore

/// intrinsicContentSize / sizeToFit — docs/uikit.md, "Intrinsic size". Fake measurer: 10 pt → 6 per character,
/// 12 tall; 18 pt → 10.8 per character, 21.6 → 22 tall.
@Suite struct LayoutIntrinsicSizeTests {
    @Test func emptyCustomButtonIs30By34() {
        // No title: one empty 18-pt line, 21.6 → 22 tall, 0 wide. + 6 + 6 → 34; width max(0, 30) = 30.
        #expect(engine.intrinsicSize(ButtonLayoutInput()) == Size(width: 30, height: 34))
        // A button without a size gets it as its bounds.
        #expect(engine.layout(ButtonLayoutInput()).bounds == rect(0, 0, 30, 34))
    }

    @Test func emptyButtonUsesTheLabelFontLineHeight() {
        // 15 pt: line 18 + 12 = 30; width minimum 30.
        #expect(engine.intrinsicSize(ButtonLayoutInput(font: TextFont(size: 15))) == Size(width: 30, height: 30))
    }

    @Test func titleOnlyGetsSixPointPaddingTopAndBottom() {
        // "Button" at 18 pt: 6 × 10.8 = 64.8 → 65 wide; 21.6 → 22 tall + 12 = 34.
        #expect(engine.intrinsicSize(ButtonLayoutInput(title: title("Button", size: 18))) == Size(width: 65, height: 34))
    }

    @Test func titleOnlyHasA30PointMinimumWidth() {
        // "OK" at 10 pt: 12 wide → max(12, 30) = 30; 12 + 12 = 24 tall.
        #expect(engine.intrinsicSize(ButtonLayoutInput(title: title("OK"))) == Size(width: 30, height: 24))
    }

    @Test func imageOnlyIsTheImageSizeCeiledToThePixelGrid() {
        // No padding, no minimum; the size ceil'd to 1/scale: 22.5 → 23 at @1x, 22.5 at @2x, 22.667 at @3x.
        let input = ButtonLayoutInput(imageSize: Size(width: 22.5, height: 17))
        #expect(engine.intrinsicSize(input) == Size(width: 23, height: 17))
        #expect(engine.intrinsicSize(input, scale: 2) == Size(width: 22.5, height: 17))
        #expect(engine.intrinsicSize(input, scale: 3) == Size(width: 68.0 / 3, height: 17))
        #expect(engine.layout(input, scale: 1).bounds == rect(0, 0, 23, 17))
        #expect(engine.layout(input, scale: 2).bounds == rect(0, 0, 22.5, 17))
        #expect(engine.layout(input, scale: 3).bounds == rect(0, 0, 68.0 / 3, 17))
    }

    @Test func imageAndTitleSumWidthsAndTakeTheTallerHeight() {
        // image 20 × 20 + "Title" 30 × 12 → (20 + 30) × max(20, 12) = 50 × 20; no 6-pt padding.
        let input = ButtonLayoutInput(title: title("Title"), imageSize: Size(width: 20, height: 20))
        #expect(engine.intrinsicSize(input) == Size(width: 50, height: 20))
        // "A long title" (72) beside a 10 × 40 image: 82 × 40.
        let tall = ButtonLayoutInput(title: title("A long title"), imageSize: Size(width: 10, height: 40))
        #expect(engine.intrinsicSize(tall) == Size(width: 82, height: 40))
    }

    @Test func backgroundImageSizeIsAMinimum() {
        // "OK" 12 × 12; a background image removes the padding and the 30 minimum; max with 40 × 44.
        let bigger = ButtonLayoutInput(title: title("OK"), backgroundImageSize: Size(width: 40, height: 44))
        #expect(engine.intrinsicSize(bigger) == Size(width: 40, height: 44))
        // "Title" 30 × 12 over a 10 × 10 background: the title wins, 30 × 12.
        let smaller = ButtonLayoutInput(title: title("Title"), backgroundImageSize: Size(width: 10, height: 10))
        #expect(engine.intrinsicSize(smaller) == Size(width: 30, height: 12))
    }

    @Test func contentEdgeInsetsCount() {
        // "Title" 30 × 12 + insets (1, 2, 3, 4): (30 + 2 + 4) × (12 + 1 + 3) = 36 × 16 (no padding, no minimum).
        let input = ButtonLayoutInput(title: title("Title"), contentEdgeInsets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(engine.intrinsicSize(input) == Size(width: 36, height: 16))
        // With an image 20 × 20: (50 + 6) × (20 + 4) = 56 × 24.
        var withImage = input
        withImage.imageSize = Size(width: 20, height: 20)
        #expect(engine.intrinsicSize(withImage) == Size(width: 56, height: 24))
    }

    @Test func titleAndImageEdgeInsetsDoNotCount() {
        // Same as without insets: 50 × 20, and a title-only button keeps 30 × 24 for "Title" (30 wide, 12 + 12).
        let input = ButtonLayoutInput(title: title("Title"), imageSize: Size(width: 20, height: 20),
                                      titleEdgeInsets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5),
                                      imageEdgeInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        #expect(engine.intrinsicSize(input) == Size(width: 50, height: 20))
        let titleOnly = ButtonLayoutInput(title: title("Title"), titleEdgeInsets: EdgeInsets(left: 50, right: 50))
        #expect(engine.intrinsicSize(titleOnly) == Size(width: 30, height: 24))
    }

    @Test func intrinsicTitleIsMeasuredUnconstrained() {
        let recorder = RecordingTextMeasurer()
        _ = ButtonLayoutEngine(measurer: recorder).intrinsicSize(ButtonLayoutInput(title: title("Title")))
        #expect(recorder.calls == [.init(text: "Title", maxWidth: nil, numberOfLines: 1, lineBreakMode: .middle)])
    }

    @Test func sizedToFitTitleOnlyButtonLaysOutTheTitleInsideThePadding() {
        // "Button" 18 pt → bounds 65 × 34; content (0, 6, 65, 22); title (0, 6, 65, 22).
        let layout = engine.layout(ButtonLayoutInput(title: title("Button", size: 18)))
        #expect(layout.bounds == rect(0, 0, 65, 34))
        #expect(layout.contentRect == rect(0, 6, 65, 22))
        #expect(layout.titleRect == rect(0, 6, 65, 22))
    }
}
