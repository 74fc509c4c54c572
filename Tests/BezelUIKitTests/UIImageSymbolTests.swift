import BezelCore
import BezelRender
import BezelUIKit
import Foundation
import Testing

/// `UIImage(systemName:withConfiguration:)`, `SymbolConfiguration` and the button's preferred
/// symbol configurations, drawn from the templates in `UIImage.bezelSymbolFolders`.
@Suite(.serialized) @MainActor struct UIImageSymbolTests {
    /// A scratch folder with the repository's two templates in `symbols/`, registered for BezelUIKit.
    static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "bezel-symbols-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/symbols", withIntermediateDirectories: true)
        for name in ["checkmark.circle.fill.svg", "plus.circle.svg"] {
            try FileManager.default.copyItem(atPath: SampleFiles.repository + "/themes/symbols/" + name, toPath: folder + "/symbols/" + name)
        }
        UIImage.bezelSymbolFolders = [folder + "/symbols"]
        return folder
    }

    /// The PNG a JSON theme (symbols beside it) draws for `button`.
    func jsonPNG(_ folder: String, _ buttons: String, _ name: String, scale: Double = 2) throws -> Data {
        let path = folder + "/theme.json"
        try Data("{ \"name\": \"symbols\", \"buttons\": { \(buttons) } }".utf8).write(to: URL(fileURLWithPath: path))
        return try ButtonImageRenderer(theme: ThemeFile(contentsOfFile: path), scale: scale).pngData(forButton: name, state: .normal)
    }

    @Test func aConfiguredSymbolButtonGivesTheThemeButtonsBytes() throws {
        let folder = try Self.folder()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Done"
        configuration.image = UIImage(systemName: "checkmark.circle.fill", withConfiguration: UIImage.SymbolConfiguration(weight: .semibold))
        configuration.imagePadding = 6
        let button = UIButton(configuration: configuration, primaryAction: nil)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        let expected = try jsonPNG(folder, """
            "done": { "size": [100, 44], "title": "Done", "image": { "systemName": "checkmark.circle.fill", "weight": "semibold" },
                      "configuration": { "style": "filled", "imagePadding": 6 } }
            """, "done")
        let actual = try button.bezelPNGData(scale: 2)
        #expect(actual == expected)
        #expect(try PNGPixels.size(actual) == (200, 88))
    }

    @Test func aPreferredConfigurationIsAppliedOverTheImagesOwn() throws {
        let folder = try Self.folder()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 90, height: 44)
        button.setTitle("Add", for: .normal)
        button.setImage(UIImage(systemName: "plus.circle", withConfiguration: UIImage.SymbolConfiguration(pointSize: 12, weight: .light)), for: .normal)
        button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 24, weight: .bold, scale: .large), forImageIn: .normal)
        let expected = try jsonPNG(folder, """
            "add": { "type": "system", "size": [90, 44], "title": "Add",
                     "image": { "systemName": "plus.circle", "pointSize": 24, "weight": "bold", "scale": "large" } }
            """, "add")
        #expect(try button.bezelPNGData(scale: 2) == expected)
        #expect(button.preferredSymbolConfigurationForImage(in: .highlighted)?.pointSize == 24, "the normal state's, as UIKit looks it up")
        button.setPreferredSymbolConfiguration(nil, forImageIn: .normal)
        #expect(try button.bezelPNGData(scale: 2) != expected, "without it the image's own 12-pt light symbol is drawn")
    }

    @Test func aConfigurationsPreferredSymbolConfiguration() throws {
        let folder = try Self.folder()
        var configuration = UIButton.Configuration.plain()
        configuration.title = "More"
        configuration.image = UIImage(systemName: "plus.circle")
        configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(textStyle: .headline, scale: .small)
        let button = UIButton(configuration: configuration, primaryAction: nil)
        button.frame = CGRect(x: 0, y: 0, width: 110, height: 40)
        let expected = try jsonPNG(folder, """
            "more": { "size": [110, 40], "title": "More", "image": { "systemName": "plus.circle", "textStyle": "headline", "scale": "small" },
                      "configuration": { "style": "plain" } }
            """, "more", scale: 3)
        #expect(try button.bezelPNGData(scale: 3) == expected)
        let theme = try button.bezelTheme(imagesRelativeTo: folder)
        #expect(theme.contains("\"systemName\" : \"plus.circle\"") || theme.contains("\"systemName\": \"plus.circle\""), "\(theme)")
        #expect(theme.contains("\"symbols\""), "the theme names the folders: \(theme)")
    }

    @Test func applyingReplacesWhatTheOtherSpecifies() {
        let base = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .small)
        let merged = base.applying(UIImage.SymbolConfiguration(textStyle: .body))
        #expect(merged.pointSize == 0 && merged.textStyle == .body && merged.weight == .bold && merged.scale == .small)
        let scaled = base.applying(UIImage.SymbolConfiguration(scale: .large))
        #expect(scaled.pointSize == 20 && scaled.weight == .bold && scaled.scale == .large)
        #expect(base.applying(nil) === base)
    }

    @Test func aMissingTemplateOrNoFoldersIsAnError() throws {
        let folder = try Self.folder()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        button.setImage(UIImage(systemName: "star.fill"), for: .normal)
        func failure() -> String {
            do { _ = try button.bezelPNGData(); return "no error" } catch { return "\(error)" }
        }
        #expect(failure().contains("buttons.button.image.normal.systemName: no symbol template 'star.fill'"), "\(failure())")
        #expect(failure().contains("looked in '\(folder)/symbols'"), "\(failure())")
        UIImage.bezelSymbolFolders = []
        #expect(failure().contains("buttons.button.image: a symbol image needs its template: set UIImage.bezelSymbolFolders"), "\(failure())")
        button.setBackgroundImage(UIImage(systemName: "plus.circle"), for: .normal)
        #expect(failure().contains("buttons.button.backgroundImage: a symbol image cannot be a background image"), "\(failure())")
    }
}
