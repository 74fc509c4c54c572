import BezelTestSupport
import Testing
@testable import BezelCore

/// Classic title/image rects — docs/uikit.md, "Classic layout".
///
/// Common setup unless a test says otherwise: bounds 100 × 50, image 20 × 20, title "Title" at
/// 10 pt (fake measurer: 5 × 6 = 30 wide, 12 tall). With an image there is no internal padding.
@Suite struct LayoutClassicTests {
    static let size = Size(width: 100, height: 50)
    static let image = Size(width: 20, height: 20)

    static func input(_ configure: (inout ButtonLayoutInput) -> Void = { _ in }) -> ButtonLayoutInput {
        var input = ButtonLayoutInput(size: size, title: title("Title"), imageSize: image)
        configure(&input)
        return input
    }

    static func rects(_ input: ButtonLayoutInput, scale: Double = 1) -> (title: Rect?, image: Rect?) {
        let layout = engine.layout(input, scale: scale)
        return (layout.titleRect, layout.imageRect)
    }

    @Test func defaultArrangementIsImageLeftTitleRightCentredAsABlock() {
        // Block 20 + 30 = 50 wide. imageX = floor((100 − 50) / 2) = 25; titleX = 0 + 20 + 25 = 45.
        // imageY = floor((50 − 20) / 2) = 15; titleY = floor((50 − 12) / 2) = 19.
        let r = Self.rects(Self.input())
        #expect(r.image == rect(25, 15, 20, 20))
        #expect(r.title == rect(45, 19, 30, 12))
    }

    /// Which inset kind a case applies.
    enum InsetKind: String, CaseIterable, Sendable {
        case none, content, title, image
        /// content (t4 l10 b2 r6) → content rect (10, 4, 84, 44);
        /// title (t2 l8) → title rect avail (8, 2, 92, 48); image (b4 r10) → image avail (0, 0, 90, 46).
        func apply(_ input: inout ButtonLayoutInput) {
            switch self {
            case .none: break
            case .content: input.contentEdgeInsets = EdgeInsets(top: 4, left: 10, bottom: 2, right: 6)
            case .title: input.titleEdgeInsets = EdgeInsets(top: 2, left: 8, bottom: 0, right: 0)
            case .image: input.imageEdgeInsets = EdgeInsets(top: 0, left: 0, bottom: 4, right: 10)
            }
        }
    }

    /// Expected (imageX, imageW, titleX, titleW) per horizontal alignment, vertical centre.
    /// Formulas (a = avail rect of the element, iw = 20, tw = 30):
    ///   left: img a.minX, ttl a.minX + iw;  right: ttl a.maxX − tw, img max(a.maxX − tw − iw, a.minX);
    ///   center: img a.minX + max(floor((a.w − iw − tw) / 2), 0), ttl a.minX + iw + floor((a.w − iw − tw) / 2);
    ///   fill: img w = iw × a.w / 50 at a.minX, ttl w = tw × a.w / 50 ending at a.maxX (edges snapped).
    static let horizontal: [InsetKind: [ContentHorizontalAlignment: [Double]]] = [
        // content (0, 0, 100, 50)
        .none: [.center: [25, 20, 45, 30], .left: [0, 20, 20, 30], .right: [50, 20, 70, 30],
                .fill: [0, 40, 40, 60], .leading: [0, 20, 20, 30], .trailing: [50, 20, 70, 30]],
        // content (10, 4, 84, 44): center 10 + floor(34 / 2) = 27, 10 + 20 + 17 = 47; right 94 − 30 = 64,
        // max(94 − 50, 10) = 44; fill img 20 × 84 / 50 = 33.6 → edges 10, 43.6 → 10…44 (w 34),
        // ttl 30 × 84 / 50 = 50.4 → x 43.6 → 44…94 (w 50).
        .content: [.center: [27, 20, 47, 30], .left: [10, 20, 30, 30], .right: [44, 20, 64, 30],
                   .fill: [10, 34, 44, 50], .leading: [10, 20, 30, 30], .trailing: [44, 20, 64, 30]],
        // title avail (8, 2, 92, 48): center ttl 8 + 20 + floor(42 / 2) = 49; left ttl 8 + 20 = 28;
        // fill ttl 30 × 92 / 50 = 55.2 → x 44.8 → 45…100 (w 55); image as with no insets.
        .title: [.center: [25, 20, 49, 30], .left: [0, 20, 28, 30], .right: [50, 20, 70, 30],
                 .fill: [0, 40, 45, 55], .leading: [0, 20, 28, 30], .trailing: [50, 20, 70, 30]],
        // image avail (0, 0, 90, 46): center img floor(40 / 2) = 20; right img max(90 − 50, 0) = 40;
        // fill img 20 × 90 / 50 = 36; title as with no insets.
        .image: [.center: [20, 20, 45, 30], .left: [0, 20, 20, 30], .right: [40, 20, 70, 30],
                 .fill: [0, 36, 40, 60], .leading: [0, 20, 20, 30], .trailing: [40, 20, 70, 30]],
    ]

    /// Expected (imageY, imageH, titleY, titleH) per vertical alignment, horizontal centre.
    ///   top: a.minY; bottom: a.maxY − h; center: a.minY + max(floor((a.h − h) / 2), 0); fill: a.minY, h = a.h.
    static let vertical: [InsetKind: [ContentVerticalAlignment: [Double]]] = [
        .none: [.center: [15, 20, 19, 12], .top: [0, 20, 0, 12], .bottom: [30, 20, 38, 12], .fill: [0, 50, 0, 50]],
        // content y 4, h 44: center 4 + 12 = 16, 4 + 16 = 20; bottom 48 − 20 = 28, 48 − 12 = 36.
        .content: [.center: [16, 20, 20, 12], .top: [4, 20, 4, 12], .bottom: [28, 20, 36, 12], .fill: [4, 44, 4, 44]],
        // title y 2, h 48: center 2 + floor(36 / 2) = 20; bottom 50 − 12 = 38; fill 2, 48.
        .title: [.center: [15, 20, 20, 12], .top: [0, 20, 2, 12], .bottom: [30, 20, 38, 12], .fill: [0, 50, 2, 48]],
        // image y 0, h 46: center floor(26 / 2) = 13; bottom 46 − 20 = 26; fill 0, 46.
        .image: [.center: [13, 20, 19, 12], .top: [0, 20, 0, 12], .bottom: [26, 20, 38, 12], .fill: [0, 46, 0, 50]],
    ]

    @Test(arguments: InsetKind.allCases, ContentHorizontalAlignment.allCases)
    func horizontalAlignment(_ kind: InsetKind, _ alignment: ContentHorizontalAlignment) throws {
        let x = try #require(Self.horizontal[kind]?[alignment])
        let y = try #require(Self.vertical[kind]?[.center])
        let r = Self.rects(Self.input { kind.apply(&$0); $0.contentHorizontalAlignment = alignment })
        #expect(r.image == rect(x[0], y[0], x[1], y[1]))
        #expect(r.title == rect(x[2], y[2], x[3], y[3]))
    }

    @Test(arguments: InsetKind.allCases, ContentVerticalAlignment.allCases)
    func verticalAlignment(_ kind: InsetKind, _ alignment: ContentVerticalAlignment) throws {
        let x = try #require(Self.horizontal[kind]?[.center])
        let y = try #require(Self.vertical[kind]?[alignment])
        let r = Self.rects(Self.input { kind.apply(&$0); $0.contentVerticalAlignment = alignment })
        #expect(r.image == rect(x[0], y[0], x[1], y[1]))
        #expect(r.title == rect(x[2], y[2], x[3], y[3]))
    }

    @Test func oneSidedInsetsUnderCentreAlignmentMoveContentByHalf() {
        // Centred at image 25 / title 45 (x), 15 / 19 (y) without insets.
        // content left 10: rect (10, 0, 90, 50) → image 10 + floor(40 / 2) = 30, title 50 (+5 each).
        var r = Self.rects(Self.input { $0.contentEdgeInsets = EdgeInsets(left: 10) })
        #expect(r.image?.minX == 30 && r.title?.minX == 50)
        // content right 10: rect (0, 0, 90, 50) → image 20, title 40 (−5 each).
        r = Self.rects(Self.input { $0.contentEdgeInsets = EdgeInsets(right: 10) })
        #expect(r.image?.minX == 20 && r.title?.minX == 40)
        // content top 10: rect (0, 10, 100, 40) → image 10 + 10 = 20, title 10 + 14 = 24 (+5 each).
        r = Self.rects(Self.input { $0.contentEdgeInsets = EdgeInsets(top: 10) })
        #expect(r.image?.minY == 20 && r.title?.minY == 24)
        // content bottom 10: rect (0, 0, 100, 40) → image 10, title 14 (−5 each).
        r = Self.rects(Self.input { $0.contentEdgeInsets = EdgeInsets(bottom: 10) })
        #expect(r.image?.minY == 10 && r.title?.minY == 14)
        // title left 10 moves only the title: 10 + 20 + floor((90 − 50) / 2) = 50; image stays 25.
        r = Self.rects(Self.input { $0.titleEdgeInsets = EdgeInsets(left: 10) })
        #expect(r.image?.minX == 25 && r.title?.minX == 50)
        // image left 10 moves only the image: 10 + floor((90 − 50) / 2) = 30; title stays 45.
        r = Self.rects(Self.input { $0.imageEdgeInsets = EdgeInsets(left: 10) })
        #expect(r.image?.minX == 30 && r.title?.minX == 45)
        // left +10 right −10 shifts by the full 10: rect (10, 0, 100, 50) → image 35, title 55.
        r = Self.rects(Self.input { $0.contentEdgeInsets = EdgeInsets(left: 10, right: -10) })
        #expect(r.image?.minX == 35 && r.title?.minX == 55)
    }

    @Test func classicImageRightOfTitleTrick() {
        // titleEdgeInsets (0, −iw, 0, iw) → title avail (−20, 0, 100, 50); imageEdgeInsets (0, tw, 0, −tw)
        // → image avail (30, 0, 100, 50). image 30 + floor((100 − 50) / 2) = 55; title −20 + 20 + 25 = 25.
        let r = Self.rects(Self.input {
            $0.titleEdgeInsets = EdgeInsets(left: -20, right: 20)
            $0.imageEdgeInsets = EdgeInsets(left: 30, right: -30)
        })
        #expect(r.title == rect(25, 19, 30, 12))
        #expect(r.image == rect(55, 15, 20, 20))
    }

    /// Right-to-left: the title goes left of the image; leading/trailing flip; left/right do not.
    @Test(arguments: [
        // leading → right: image 100 − 20 = 80, title max(100 − 20 − 30, 0) = 50.
        (ContentHorizontalAlignment.leading, 50.0, 30.0, 80.0, 20.0),
        // trailing → left: title 0, image 0 + 30 = 30.
        (.trailing, 0, 30, 30, 20),
        (.right, 50, 30, 80, 20),
        (.left, 0, 30, 30, 20),
        // center: title floor((100 − 50) / 2) = 25, image 30 + 25 = 55.
        (.center, 25, 30, 55, 20),
        // fill: title 30 × 100 / 50 = 60 at 0, image 20 × 100 / 50 = 40 ending at 100.
        (.fill, 0, 60, 60, 40),
    ])
    func rightToLeft(_ alignment: ContentHorizontalAlignment, titleX: Double, titleW: Double,
                     imageX: Double, imageW: Double) {
        let r = Self.rects(Self.input { $0.layoutDirection = .rightToLeft; $0.contentHorizontalAlignment = alignment })
        #expect(r.title == rect(titleX, 19, titleW, 12))
        #expect(r.image == rect(imageX, 15, imageW, 20))
    }

    @Test func imageWiderThanTheButtonSqueezesTheTitleToZeroWidth() {
        // Bounds 50 × 30, image 80 × 20: imageW = min(80, 50) = 50; maxTitleW = max(50 − 50, 0) = 0 → title 0 wide.
        // image x = max(floor((50 − 50 − 0) / 2), 0) = 0, y = floor(10 / 2) = 5;
        // title x = 0 + 50 + floor(0 / 2) = 50, y = floor((30 − 12) / 2) = 9.
        let input = ButtonLayoutInput(size: Size(width: 50, height: 30), title: title("Title"),
                                      imageSize: Size(width: 80, height: 20))
        let layout = engine.layout(input)
        #expect(layout.imageRect == rect(0, 5, 50, 20))
        #expect(layout.titleRect == rect(50, 9, 0, 12))
    }

    @Test func longTitleIsMeasuredAgainstMaxTitleWidthAndTruncatedInTheMiddle() {
        // Bounds 60 × 30, image 20 × 20, "A long title" = 12 × 6 = 72 wide. maxTitleW = 60 − 20 = 40,
        // the measurer truncates to 40. image x = floor((60 − 20 − 40) / 2) = 0, title x = 20.
        let recorder = RecordingTextMeasurer()
        let input = ButtonLayoutInput(size: Size(width: 60, height: 30), title: title("A long title"),
                                      imageSize: Size(width: 20, height: 20))
        let layout = ButtonLayoutEngine(measurer: recorder).layout(input)
        #expect(layout.titleRect == rect(20, 9, 40, 12))
        #expect(layout.imageRect == rect(0, 5, 20, 20))
        let layoutCalls = recorder.calls.filter { $0.maxWidth != nil }
        #expect(layoutCalls == [.init(text: "A long title", maxWidth: 40, numberOfLines: 1, lineBreakMode: .middle)])
    }

    @Test func multiLineTitleWrapsWithinMaxTitleWidth() {
        // Insets left/right 30 → content (30, 0, 40, 50). "abcdefghijklmno" = 15 chars × 6 = 90 > 40:
        // floor(40 × 5 / 30) = 6 chars per line → 3 lines, 36 wide, 36 tall.
        // x = 30 + floor((40 − 36) / 2) = 32; y = floor((50 − 36) / 2) = 7.
        var input = ButtonLayoutInput(size: Size(width: 100, height: 50), title: title("abcdefghijklmno"),
                                      contentEdgeInsets: EdgeInsets(left: 30, right: 30), numberOfLines: 0)
        #expect(engine.layout(input).titleRect == rect(32, 7, 36, 36))
        // Two lines at most: 24 tall, y = floor((50 − 24) / 2) = 13.
        input.numberOfLines = 2
        #expect(engine.layout(input).titleRect == rect(32, 13, 36, 24))
    }

    @Test func titleTallerThanItsRectIsClampedToTheRectHeight() {
        // Bounds 100 × 10, no image, zero insets, a title → content (0, 6, 100, −2) → collapses to
        // y = 6 − 1 = 5, height 0; title height min(12, 0) = 0 at y 5 + max(floor(0 / 2), 0) = 5.
        let input = ButtonLayoutInput(size: Size(width: 100, height: 10), title: title("Title"))
        #expect(engine.layout(input).titleRect == rect(35, 5, 30, 0))
    }

    @Test func centringRoundsHalfUpToThePixelGridOfTheScale() {
        // Bounds 101 × 51: leftover 101 − 50 = 51 → 25.5; vertical (51 − 20) / 2 = 15.5, (51 − 12) / 2 = 19.5.
        // @1x half up → 26 / 46, 16 / 20; @2x the halves are on the grid → 25.5 / 45.5, 15.5 / 19.5.
        let input = Self.input { $0.size = Size(width: 101, height: 51) }
        let one = Self.rects(input, scale: 1), two = Self.rects(input, scale: 2)
        #expect(one.image == rect(26, 16, 20, 20) && one.title == rect(46, 20, 30, 12))
        #expect(two.image == rect(25.5, 15.5, 20, 20) && two.title == rect(45.5, 19.5, 30, 12))
    }

    @Test func measuredTitleSizesAreCeiledToThePixelGrid() throws {
        // 18 pt: "Ab" = 2 × 10.8 = 21.6 → 22 wide at @1x and @2x (43.2 px → 44), 21.667 at @3x (64.8 → 65).
        // Bounds 100 × 50 with contentEdgeInsets 1 all round → content (1, 1, 98, 48):
        // x = 1 + round((98 − 22) / 2) = 39, y = 1 + round((48 − 22) / 2) = 14.
        let input = ButtonLayoutInput(size: Size(width: 100, height: 50), title: title("Ab", size: 18),
                                      contentEdgeInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        #expect(engine.layout(input, scale: 2).titleRect == rect(39, 14, 22, 22))
        // @3x: x 1 + (98 − 65/3) / 2 = 1 + 114.5 px / 3 → half up 1 + 115 px / 3 = 118 px; y 1 + 39.5 px / 3 → 43 px.
        let three = try #require(engine.layout(input, scale: 3).titleRect)
        let pixels = [three.minX, three.minY, three.width, three.height].map { $0 * 3 }
        #expect(pixels.map { $0.rounded() } == [118, 43, 65, 65])
        #expect(pixels.allSatisfy { abs($0 - $0.rounded()) < 1e-9 })
    }

    @Test func absentTitleOrImageHasNoRect() {
        let imageOnly = engine.layout(ButtonLayoutInput(size: Self.size, imageSize: Self.image))
        // image x = floor((100 − 20) / 2) = 40
        #expect(imageOnly.titleRect == nil && imageOnly.imageRect == rect(40, 15, 20, 20))
        let titleOnly = engine.layout(ButtonLayoutInput(size: Self.size, title: title("Title")))
        #expect(titleOnly.imageRect == nil && titleOnly.titleRect != nil)
        let empty = engine.layout(ButtonLayoutInput(size: Self.size, title: title("")))
        #expect(empty.titleRect == nil && empty.imageRect == nil)
    }

    @Test func publicRectFunctionsAgreeWithLayout() {
        let input = Self.input { $0.contentEdgeInsets = EdgeInsets(left: 10) }
        let content = engine.contentRect(forBounds: rect(0, 0, 100, 50), input)
        let layout = engine.layout(input)
        #expect(layout.contentRect == content)
        #expect(engine.titleRect(forContentRect: content, input) == layout.titleRect)
        #expect(engine.imageRect(forContentRect: content, input) == layout.imageRect)
    }
}
