import BezelCore
import BezelRender
import BezelUIKit
import Foundation
import Testing

/// Dynamic Type and Bold Text traits draw the theme's accessibility variant of the same settings.
@Suite @MainActor struct DynamicTypeTests {
    @Test func contentSizeAndBoldTextDrawTheVariant() throws {
        let folder = NSTemporaryDirectory() + "bezel-uikit-type-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try """
        { "name": "type", "accessibility": { "contentSizes": ["accessibilityExtraExtraExtraLarge"], "boldText": true },
          "buttons": {
            "body": { "type": "system", "size": [220, 90], "title": "Continue", "font": { "textStyle": "body" } },
            "filled": { "title": "Continue", "size": [220, 90], "configuration": { "style": "filled" } } } }
        """.write(toFile: folder + "/type.json", atomically: true, encoding: .utf8)
        let body = UIButton(type: .system)
        body.frame = CGRect(x: 0, y: 0, width: 220, height: 90)
        body.setTitle("Continue", for: .normal)
        body.titleLabel?.font = .preferredFont(forTextStyle: .body)
        let filled = UIButton(configuration: .filled())
        filled.configuration?.title = "Continue"
        filled.frame = CGRect(x: 0, y: 0, width: 220, height: 90)
        let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let bold = UITraitCollection(traitsFrom: [huge, UITraitCollection(legibilityWeight: .bold)])
        for (traits, settings) in [(huge, AccessibilitySettings(contentSize: .accessibilityExtraExtraExtraLarge)),
                                   (bold, AccessibilitySettings(contentSize: .accessibilityExtraExtraExtraLarge, boldText: true))] {
            let file = try ThemeFile(contentsOfFile: folder + "/type.json", accessibility: settings)
            let renderer = try ButtonImageRenderer(theme: file, scale: 1)
            #expect(try body.bezelPNGData(traits: traits) == renderer.pngData(forButton: "body"))
            #expect(try filled.bezelPNGData(traits: traits) == renderer.pngData(forButton: "filled"))
        }
        #expect(try body.bezelPNGData(traits: huge) != body.bezelPNGData(), "the title grows with the content size")
        #expect(try body.bezelPNGData(traits: bold) != body.bezelPNGData(traits: huge), "Bold Text draws a heavier title")
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: huge).pointSize == 53)
        #expect(throws: Diagnostics.self) { try ThemeFile(contentsOfFile: folder + "/type.json", accessibility: AccessibilitySettings(contentSize: .small)) }
    }
}
