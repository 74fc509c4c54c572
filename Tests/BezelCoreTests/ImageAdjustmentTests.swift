import BezelTestSupport
import Foundation
import Testing
@testable import BezelCore

/// Image rendering modes and UIKit's fallback-image adjustments (docs/uikit.md, "Images").
@Suite struct ImageAdjustmentTests {
    static let png: String = {
        // A 4×2 PNG header is all decoding reads; the rest of the file is never parsed here.
        var b: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        b += Array("IHDR".utf8) + [0, 0, 0, 4, 0, 0, 0, 2, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        return String(decoding: b, as: UTF8.self)
    }()

    let fixture: ThemeFixture = {
        let f = ThemeFixture(["theme.json": themeJSON(buttons: """
            "custom": { "image": "icon.png" },
            "customOwn": { "image": { "normal": "icon.png", "highlighted": "icon@2x.png" } },
            "system": { "type": "system", "image": "icon.png" },
            "systemOriginal": { "type": "system", "image": { "src": "icon.png", "renderingMode": "original" } },
            "customTemplate": { "image": { "src": "icon.png", "renderingMode": "template" }, "tintColor": "#ff0000" },
            "noAdjust": { "image": "icon.png", "adjustsImageWhenHighlighted": false },
            "glow": { "image": "icon.png", "showsTouchWhenHighlighted": true }
            """)])
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        header += Array("IHDR".utf8) + [0, 0, 0, 4, 0, 0, 0, 2, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        try! Data(header).write(to: URL(fileURLWithPath: f.path("icon.png")))
        try! Data(header).write(to: URL(fileURLWithPath: f.path("icon@2x.png")))
        return f
    }()

    @Test func customButtonsDarkenFallbackImagesWhenHighlighted() {
        #expect(fixture.appearance("custom", .highlighted).image?.adjustment == .darken)
        #expect(fixture.appearance("custom", .disabled).image?.adjustment == .fade)
        #expect(fixture.appearance("custom", .normal).image?.adjustment == ImageAdjustment.none)
        #expect(fixture.appearance("custom", .normal).image?.templateColor == nil)
        // Selected+pressed: the normal image, darkened (docs/uikit.md, "State lookup").
        #expect(fixture.appearance("custom", [.selected, .highlighted]).image?.adjustment == .darken)
    }

    @Test func ownStateImageIsNotAdjusted() {
        let a = fixture.appearance("customOwn", .highlighted)
        #expect(a.image?.adjustment == ImageAdjustment.none)
        #expect(a.image?.size == Size(width: 2, height: 1)) // @2x: 4×2 px → 2×1 pt
    }

    @Test func systemButtonsTemplateAndFadeInsteadOfDarkening() {
        let a = fixture.appearance("system", .highlighted)
        #expect(a.image?.adjustment == ImageAdjustment.none)
        #expect(a.image?.templateColor == RGBAColor(hex: "#007AFF"))
        #expect(a.image?.alpha == 0.2)
        #expect(fixture.appearance("systemOriginal", .normal).image?.templateColor == nil)
    }

    @Test func templateInCustomTakesTint() {
        #expect(fixture.appearance("customTemplate", .normal).image?.templateColor == RGBAColor(hex: "#FF0000"))
    }

    @Test func adjustmentFlagsAreHonoured() {
        #expect(fixture.appearance("noAdjust", .highlighted).image?.adjustment == ImageAdjustment.none)
        let glow = fixture.appearance("glow", .highlighted)
        #expect(glow.showsTouchGlow)
        #expect(glow.image?.adjustment == ImageAdjustment.none) // the glow suppresses darkening
    }
}
