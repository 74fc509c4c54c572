import BezelTestSupport
import Testing
@testable import BezelCore

/// Legacy `imagePlacement` / `imagePadding` block layout and explicit rect overrides.
///
/// Setup: bounds 100 × 80, image 20 × 20, title "Title" at 10 pt (30 × 12), gap 6.
@Suite struct LayoutImagePlacementTests {
    static func input(_ placement: ImagePlacement, padding: Double = 6,
                      _ configure: (inout ButtonLayoutInput) -> Void = { _ in }) -> ButtonLayoutInput {
        var input = ButtonLayoutInput(size: Size(width: 100, height: 80), title: title("Title"),
                                      imageSize: Size(width: 20, height: 20), imagePlacement: placement,
                                      imagePadding: padding)
        configure(&input)
        return input
    }

    @Test func topPlacesTheImageAboveTheTitleCentredAsABlock() {
        // Block max(20, 30) = 30 wide, 20 + 6 + 12 = 38 tall → x floor((100 − 30) / 2) = 35,
        // y floor((80 − 38) / 2) = 21. Image x 35 + floor((30 − 20) / 2) = 40, y 21; title x 35, y 21 + 26 = 47.
        let layout = engine.layout(Self.input(.top))
        #expect(layout.imageRect == rect(40, 21, 20, 20))
        #expect(layout.titleRect == rect(35, 47, 30, 12))
    }

    @Test func bottomPlacesTheImageBelowTheTitle() {
        // Same block; title y 21, image y 21 + 12 + 6 = 39.
        let layout = engine.layout(Self.input(.bottom))
        #expect(layout.titleRect == rect(35, 21, 30, 12))
        #expect(layout.imageRect == rect(40, 39, 20, 20))
    }

    @Test func leadingWithPaddingPutsAGapBetweenImageAndTitle() {
        // Block 20 + 6 + 30 = 56 wide, 20 tall → x floor(44 / 2) = 22, y floor(60 / 2) = 30.
        // Image (22, 30); title x 22 + 26 = 48, y 30 + floor((20 − 12) / 2) = 34.
        let layout = engine.layout(Self.input(.leading))
        #expect(layout.imageRect == rect(22, 30, 20, 20))
        #expect(layout.titleRect == rect(48, 34, 30, 12))
    }

    @Test func trailingPutsTheTitleLeftAndTheImageRight() {
        // Same block; title x 22, image x 22 + 30 + 6 = 58.
        let layout = engine.layout(Self.input(.trailing))
        #expect(layout.titleRect == rect(22, 34, 30, 12))
        #expect(layout.imageRect == rect(58, 30, 20, 20))
    }

    @Test func rightToLeftMirrorsLeadingAndTrailing() {
        // RTL trailing = image on the left: as LTR leading. RTL leading = image on the right: as LTR trailing.
        let trailing = engine.layout(Self.input(.trailing) { $0.layoutDirection = .rightToLeft })
        #expect(trailing.imageRect == rect(22, 30, 20, 20) && trailing.titleRect == rect(48, 34, 30, 12))
        let leading = engine.layout(Self.input(.leading) { $0.layoutDirection = .rightToLeft })
        #expect(leading.titleRect == rect(22, 34, 30, 12) && leading.imageRect == rect(58, 30, 20, 20))
    }

    @Test func leadingWithZeroPaddingIsTheClassicAlgorithm() {
        // Odd sizes where block centring would differ by a point: bounds 101 × 81, "Ti" at 9 pt
        // (2 × 5.4 = 10.8 → 11 wide, 10.8 → 11 tall). Classic: image x round((101 − 31) / 2) = 35,
        // y round(61 / 2) = 31 (half up); title x 35 + 20 = 55, y round((81 − 11) / 2) = 35. (A block
        // centred as a whole would put the title at 31 + round((20 − 11) / 2) = 36.)
        let input = ButtonLayoutInput(size: Size(width: 101, height: 81), title: title("Ti", size: 9),
                                      imageSize: Size(width: 20, height: 20), imagePlacement: .leading, imagePadding: 0)
        let layout = engine.layout(input)
        #expect(layout.imageRect == rect(35, 31, 20, 20))
        #expect(layout.titleRect == rect(55, 35, 11, 11))
    }

    @Test func contentAlignmentsPositionTheBlock() {
        // top placement, left/top alignment: block at (0, 0); image x 0 (left in the block), title x 0,
        // title y 0 + 20 + 6 = 26.
        let leftTop = engine.layout(Self.input(.top) { $0.contentHorizontalAlignment = .left; $0.contentVerticalAlignment = .top })
        #expect(leftTop.imageRect == rect(0, 0, 20, 20) && leftTop.titleRect == rect(0, 26, 30, 12))
        // trailing placement, right/bottom: block x 100 − 56 = 44, y 80 − 20 = 60; title (44, 80 − 12 = 68),
        // image x 44 + 36 = 80, y 60.
        let rightBottom = engine.layout(Self.input(.trailing) {
            $0.contentHorizontalAlignment = .right; $0.contentVerticalAlignment = .bottom
        })
        #expect(rightBottom.titleRect == rect(44, 68, 30, 12) && rightBottom.imageRect == rect(80, 60, 20, 20))
    }

    @Test func contentEdgeInsetsShrinkTheBlockArea() {
        // content insets top 10 → content (0, 10, 100, 70): top placement block y 10 + floor((70 − 38) / 2) = 26.
        let layout = engine.layout(Self.input(.top) { $0.contentEdgeInsets = EdgeInsets(top: 10) })
        #expect(layout.imageRect == rect(40, 26, 20, 20) && layout.titleRect == rect(35, 52, 30, 12))
    }

    @Test func titleAndImageInsetsMoveTheirElementLikeInTheClassicAlgorithm() {
        // Centre alignment: by half of (left − right). title left 10 → +5: (40, 47); image top 8 → +4: (40, 25).
        let layout = engine.layout(Self.input(.top) {
            $0.titleEdgeInsets = EdgeInsets(left: 10)
            $0.imageEdgeInsets = EdgeInsets(top: 8)
        })
        #expect(layout.titleRect == rect(40, 47, 30, 12))
        #expect(layout.imageRect == rect(40, 25, 20, 20))
    }

    @Test func longTitleBesideImageGetsWidthLeftAfterImageAndGap() {
        // "A much longer title" = 19 × 6 = 114 > 100 − 20 − 6 = 74 → truncated to 74; block 100 wide:
        // image x 0, title x 26.
        let layout = engine.layout(Self.input(.leading) { $0.title = title("A much longer title") })
        #expect(layout.imageRect == rect(0, 30, 20, 20) && layout.titleRect == rect(26, 34, 74, 12))
    }

    @Test func intrinsicSizeIncludesThePadding() {
        // leading/trailing: 20 + 6 + 30 = 56 × max(20, 12) = 20; top/bottom: max(20, 30) = 30 × 20 + 6 + 12 = 38.
        for placement in [ImagePlacement.leading, .trailing] {
            #expect(engine.intrinsicSize(Self.input(placement) { $0.size = nil }) == Size(width: 56, height: 20))
        }
        for placement in [ImagePlacement.top, .bottom] {
            #expect(engine.intrinsicSize(Self.input(placement) { $0.size = nil }) == Size(width: 30, height: 38))
        }
        // No gap without a title: image only, 20 × 20.
        #expect(engine.intrinsicSize(Self.input(.top) { $0.size = nil; $0.title = nil }) == Size(width: 20, height: 20))
    }

    @Test func explicitRectsWinOverComputedOnes() {
        // Seed snippet 13: image at 15 % from the top, half the width, square, centred; title below.
        let input = Self.input(.top) {
            $0.imageRectOverride = rect(25, 12, 50, 50)
            $0.titleRectOverride = rect(0, 62, 100, 18)
        }
        let layout = engine.layout(input)
        #expect(layout.imageRect == rect(25, 12, 50, 50))
        #expect(layout.titleRect == rect(0, 62, 100, 18))
        #expect(engine.titleRect(forContentRect: layout.contentRect, input) == rect(0, 62, 100, 18))
        // Overrides are snapped like computed rects (10.4 → 10, 30.6 → 31 at @1x).
        let snapped = engine.layout(Self.input(.leading) { $0.titleRectOverride = rect(10.4, 0, 20.2, 10) })
        #expect(snapped.titleRect == rect(10, 0, 21, 10))
        // Without a title there is no title rect to override.
        let noTitle = engine.layout(Self.input(.leading) { $0.title = nil; $0.titleRectOverride = rect(0, 0, 10, 10) })
        #expect(noTitle.titleRect == nil)
    }
}
