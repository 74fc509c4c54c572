import BezelTestSupport
import Testing
@testable import BezelCore

/// Format names and UIKit raw values of the layout enums (docs/format.md, docs/uikit.md, "Classic layout" and "`UIButton.Configuration` layout").
@Suite struct LayoutEnumTests {
    @Test func formatNames() {
        #expect(ContentHorizontalAlignment.allCases.map(\.rawValue) == ["center", "left", "right", "fill", "leading", "trailing"])
        #expect(ContentVerticalAlignment.allCases.map(\.rawValue) == ["center", "top", "bottom", "fill"])
        #expect(LayoutDirection(rawValue: "rtl") == .rightToLeft && LayoutDirection(rawValue: "ltr") == .leftToRight)
        #expect(ImagePlacement.allCases.map(\.rawValue) == ["leading", "trailing", "top", "bottom"])
        #expect(ButtonConfigurationSize.allCases.map(\.rawValue) == ["mini", "small", "medium", "large"])
        #expect(CornerStyle(rawValue: "capsule") == .capsule && TitleAlignment(rawValue: "automatic") == .automatic)
    }

    @Test func uiKitValues() {
        #expect(ContentHorizontalAlignment.allCases.map(\.uiKitValue) == [0, 1, 2, 3, 4, 5])
        #expect(ContentVerticalAlignment.allCases.map(\.uiKitValue) == [0, 1, 2, 3])
        #expect(ButtonConfigurationSize.allCases.map(\.uiKitValue) == [2, 1, 0, 3])
        #expect(CornerStyle.allCases.map(\.uiKitValue) == [-1, 0, 1, 2, 3, 4])
        #expect(TitleAlignment.allCases.map(\.uiKitValue) == [0, 1, 2, 3])
    }

    @Test func effectiveHorizontalAlignment() {
        #expect(ContentHorizontalAlignment.leading.effective(in: .leftToRight) == .left)
        #expect(ContentHorizontalAlignment.trailing.effective(in: .leftToRight) == .right)
        #expect(ContentHorizontalAlignment.leading.effective(in: .rightToLeft) == .right)
        #expect(ContentHorizontalAlignment.trailing.effective(in: .rightToLeft) == .left)
        #expect(ContentHorizontalAlignment.left.effective(in: .rightToLeft) == .left)
    }

    @Test func pixelGrid() {
        #expect(PixelGrid.floor(25.7, scale: 2) == 25.5 && PixelGrid.ceil(25.2, scale: 2) == 25.5)
        #expect(PixelGrid.round(0.5, scale: 1) == 1 && PixelGrid.round(-0.5, scale: 1) == 0)
        #expect(rect(0.4, 0.6, 10.2, 10).snapped(toScale: 1) == rect(0, 1, 11, 10))
    }
}
