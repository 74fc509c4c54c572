import BezelTestSupport
import Testing
@testable import BezelCore

/// UIButton.Configuration layout — docs/uikit.md, "`UIButton.Configuration` layout" Fake measurer: 17 pt → 10.2 per character,
/// 20.4 tall; 15 pt → 9, 18; 10 pt → 6, 12; 5 pt → 3, 6.
@Suite struct LayoutConfigurationTests {
    static func configured(_ configuration: ButtonConfigurationLayout = ButtonConfigurationLayout(),
                           _ configure: (inout ButtonLayoutInput) -> Void = { _ in }) -> ButtonLayoutInput {
        var input = ButtonLayoutInput(configuration: configuration)
        configure(&input)
        return input
    }

    @Test func mediumButtonTitle() {
        // "Button" at the medium title font (17 pt): 6 × 10.2 = 61.2 → 62 wide, 20.4 → 21 tall.
        // Medium insets (7, 12, 7, 12): intrinsic (62 + 24) × (21 + 14) = 86 × 35; content (12, 7, 62, 21).
        let font = ButtonConfigurationSize.medium.defaultTitleFont()
        let layout = engine.layout(Self.configured { $0.title = TitleText("Button", font: font) })
        #expect(layout.intrinsicSize == Size(width: 86, height: 35))
        #expect(layout.bounds == rect(0, 0, 86, 35))
        #expect(layout.contentRect == rect(12, 7, 62, 21))
        #expect(layout.titleRect == rect(12, 7, 62, 21))
        #expect(layout.imageRect == nil && layout.subtitleRect == nil)
        #expect(layout.cornerRadius == 5.95)
    }

    @Test(arguments: [
        // 17 pt "Button" 62 × 21 + (20 + 20) × (15 + 15) = 102 × 51; radius 8.75.
        (ButtonConfigurationSize.large, 102.0, 51.0, 8.75),
        (.medium, 86, 35, 5.95),
        // 15 pt "Button" 6 × 9 = 54 × 18 + (10 + 10) × (5 + 5) = 74 × 28; radius 14.
        (.small, 74, 28, 14),
        (.mini, 74, 28, 14),
    ])
    func sizeClassesPickInsetsFontsAndRadii(_ size: ButtonConfigurationSize, width: Double, height: Double,
                                            radius: Double) {
        let input = Self.configured(ButtonConfigurationLayout(size: size)) {
            $0.title = TitleText("Button", font: size.defaultTitleFont())
        }
        let layout = engine.layout(input)
        #expect(layout.intrinsicSize == Size(width: width, height: height))
        #expect(layout.cornerRadius == radius)
    }

    @Test func defaultFonts() {
        #expect(ButtonConfigurationSize.large.defaultTitleFont().size == 17)
        #expect(ButtonConfigurationSize.medium.defaultTitleFont().size == 17)
        #expect(ButtonConfigurationSize.small.defaultTitleFont().size == 15)
        #expect(ButtonConfigurationSize.mini.defaultTitleFont().size == 15)
        #expect(ButtonConfigurationSize.medium.defaultTitleFont(prominent: true).weight == 600)
        #expect(ButtonConfigurationSize.large.defaultSubtitleFont().size == 13)
        #expect(ButtonConfigurationSize.medium.defaultSubtitleFont().size == 13)
        #expect(ButtonConfigurationSize.small.defaultSubtitleFont().size == 12)
        #expect(ButtonConfigurationSize.mini.defaultSubtitleFont().size == 12)
    }

    @Test func cornerStyles() {
        // 86 × 35 medium button. capsule = min(86, 35) / 2 = 17.5; fixed/dynamic use the background radius.
        func radius(_ style: CornerStyle, background: Double? = nil) -> Double? {
            let input = Self.configured(ButtonConfigurationLayout(cornerStyle: style, cornerRadius: background)) {
                $0.title = TitleText("Button", font: TextFont(size: 17))
            }
            return engine.layout(input).cornerRadius
        }
        #expect(radius(.capsule) == 17.5)
        #expect(radius(.dynamic) == 5.95)
        #expect(radius(.fixed, background: 3) == 3)
        #expect(radius(.dynamic, background: 3) == 3)
        #expect(radius(.small) == UIKitLayoutConstants.cornerStyleSmallRadius)
        #expect(radius(.medium) == UIKitLayoutConstants.cornerStyleMediumRadius)
        #expect(radius(.large) == UIKitLayoutConstants.cornerStyleLargeRadius)
        // Legacy buttons have no configuration radius.
        #expect(engine.layout(ButtonLayoutInput(title: title("Title"))).cornerRadius == nil)
    }

    @Test func subtitleStacksUnderTheTitleWithTitlePadding() {
        // "Title" 10 pt 30 × 12, "Sub" 5 pt 9 × 6, padding 1 → block 30 × (12 + 1 + 6) = 19.
        // Intrinsic (30 + 24) × (19 + 14) = 54 × 33; content (12, 7, 30, 19).
        // No image → automatic = centre: subtitle x 12 + round((30 − 9) / 2) = 12 + 11 = 23 (half up), y 7 + 12 + 1 = 20.
        let layout = engine.layout(Self.configured {
            $0.title = title("Title"); $0.subtitle = title("Sub", size: 5)
        })
        #expect(layout.intrinsicSize == Size(width: 54, height: 33))
        #expect(layout.titleRect == rect(12, 7, 30, 12))
        #expect(layout.subtitleRect == rect(23, 20, 9, 6))
    }

    @Test func automaticTitleAlignmentFollowsALeadingImageWhenThereIsASubtitle() {
        // Image 20 × 20, padding 4: block 20 + 4 + 30 = 54 × max(20, 19) = 20; intrinsic 78 × 34.
        // content (12, 7, 54, 20); image (12, 7); text x 12 + 24 = 36, y 7 + round((20 − 19) / 2) = 8 (half up).
        // automatic + image + subtitle + leading → leading: subtitle x 36, y 8 + 12 + 1 = 21.
        let layout = engine.layout(Self.configured(ButtonConfigurationLayout(imagePadding: 4)) {
            $0.title = title("Title"); $0.subtitle = title("Sub", size: 5); $0.imageSize = Size(width: 20, height: 20)
        })
        #expect(layout.intrinsicSize == Size(width: 78, height: 34))
        #expect(layout.imageRect == rect(12, 7, 20, 20))
        #expect(layout.titleRect == rect(36, 8, 30, 12))
        #expect(layout.subtitleRect == rect(36, 21, 9, 6))
    }

    @Test func automaticTitleAlignmentFollowsATrailingImage() {
        // Text first at x 12, image 12 + 30 + 4 = 46; trailing: subtitle x 12 + 30 − 9 = 33; text y 8 as above.
        let layout = engine.layout(Self.configured(ButtonConfigurationLayout(imagePlacement: .trailing, imagePadding: 4)) {
            $0.title = title("Title"); $0.subtitle = title("Sub", size: 5); $0.imageSize = Size(width: 20, height: 20)
        })
        #expect(layout.titleRect == rect(12, 8, 30, 12))
        #expect(layout.subtitleRect == rect(33, 21, 9, 6))
        #expect(layout.imageRect == rect(46, 7, 20, 20))
    }

    @Test func explicitTitleAlignmentWins() {
        // Leading image, centre alignment: subtitle x 36 + round((30 − 9) / 2) = 47, y 21.
        let layout = engine.layout(Self.configured(ButtonConfigurationLayout(titleAlignment: .center, imagePadding: 4)) {
            $0.title = title("Title"); $0.subtitle = title("Sub", size: 5); $0.imageSize = Size(width: 20, height: 20)
        })
        #expect(layout.subtitleRect == rect(47, 21, 9, 6))
    }

    @Test func titleAlignmentResolution() {
        #expect(TitleAlignment.automatic.resolved(hasImage: true, hasSubtitle: false, imagePlacement: .leading) == .center)
        #expect(TitleAlignment.automatic.resolved(hasImage: false, hasSubtitle: true, imagePlacement: .leading) == .center)
        #expect(TitleAlignment.automatic.resolved(hasImage: true, hasSubtitle: true, imagePlacement: .leading) == .leading)
        #expect(TitleAlignment.automatic.resolved(hasImage: true, hasSubtitle: true, imagePlacement: .trailing) == .trailing)
        #expect(TitleAlignment.automatic.resolved(hasImage: true, hasSubtitle: true, imagePlacement: .top) == .center)
        #expect(TitleAlignment.trailing.resolved(hasImage: false, hasSubtitle: false, imagePlacement: .top) == .trailing)
    }

    @Test func topImageInAFixedSizeButton() {
        // 100 × 80, medium insets → content (12, 7, 76, 66). Image 20 × 20 on top, padding 2, "Title" 30 × 12:
        // block 30 × (20 + 2 + 12) = 34 → x 12 + floor(46 / 2) = 35, y 7 + floor(32 / 2) = 23.
        // Image x 35 + floor(10 / 2) = 40, y 23; title (35, 23 + 22 = 45).
        let layout = engine.layout(Self.configured(ButtonConfigurationLayout(imagePlacement: .top, imagePadding: 2)) {
            $0.size = Size(width: 100, height: 80); $0.title = title("Title"); $0.imageSize = Size(width: 20, height: 20)
        })
        #expect(layout.imageRect == rect(40, 23, 20, 20))
        #expect(layout.titleRect == rect(35, 45, 30, 12))
        // Intrinsic: max(20, 30) + 24 = 54, 34 + 14 = 48.
        #expect(layout.intrinsicSize == Size(width: 54, height: 48))
    }

    @Test func rightToLeftMirrorsInsetsAndPlacement() {
        // contentInsets leading 4, trailing 8 → RTL left 8, right 4: content (8, 0, 88, 40) in 100 × 40.
        // Block 20 + 30 = 50 → x 8 + floor(38 / 2) = 27, y floor(20 / 2) = 10. Leading image in RTL is on the
        // right: title (27, 10 + 4 = 14), image x 27 + 30 = 57.
        let configuration = ButtonConfigurationLayout(contentInsets: EdgeInsets(top: 0, left: 4, bottom: 0, right: 8))
        let layout = engine.layout(Self.configured(configuration) {
            $0.size = Size(width: 100, height: 40); $0.layoutDirection = .rightToLeft
            $0.title = title("Title"); $0.imageSize = Size(width: 20, height: 20)
        })
        #expect(layout.contentRect == rect(8, 0, 88, 40))
        #expect(layout.titleRect == rect(27, 14, 30, 12))
        #expect(layout.imageRect == rect(57, 10, 20, 20))
    }

    @Test func configurationIgnoresEdgeInsetsAndRectOverrides() {
        let font = TextFont(size: 17)
        let plain = engine.layout(Self.configured { $0.title = TitleText("Button", font: font) })
        let withInsets = engine.layout(Self.configured {
            $0.title = TitleText("Button", font: font)
            $0.contentEdgeInsets = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            $0.titleEdgeInsets = EdgeInsets(left: 30)
            $0.imageEdgeInsets = EdgeInsets(left: 30)
            $0.titleRectOverride = rect(0, 0, 5, 5)
        })
        #expect(withInsets == plain)
    }

    @Test func configurationTitlesWrapByDefault() {
        // 70 × 60, medium insets → content (12, 7, 46, 46). "abcdefghijklmno" 90 wide > 46:
        // floor(46 × 5 / 30) = 7 per line → 3 lines, 42 × 36. x 12 + floor(4 / 2) = 14, y 7 + floor(10 / 2) = 12.
        let recorder = RecordingTextMeasurer()
        let input = Self.configured { $0.size = Size(width: 70, height: 60); $0.title = title("abcdefghijklmno") }
        let layout = ButtonLayoutEngine(measurer: recorder).layout(input)
        #expect(layout.titleRect == rect(14, 12, 42, 36))
        #expect(recorder.calls.last == .init(text: "abcdefghijklmno", maxWidth: 46, numberOfLines: 0, lineBreakMode: .word))
    }

    @Test func explicitContentInsetsReplaceTheSizeDefault() {
        // "Title" 30 × 12 + (2, 3, 4, 5) → 38 × 18.
        let configuration = ButtonConfigurationLayout(size: .large, contentInsets: EdgeInsets(top: 2, left: 3, bottom: 4, right: 5))
        #expect(engine.intrinsicSize(Self.configured(configuration) { $0.title = title("Title") }) == Size(width: 38, height: 18))
    }
}
