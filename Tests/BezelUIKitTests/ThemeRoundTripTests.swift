import BezelCore
import BezelRender
import BezelUIKit
import Foundation
import Testing

/// Code → `bezelTheme()` → a theme file → decode: the file draws the bytes the code draws, and a
/// hand-written theme with the same configuration draws them too.
@Suite @MainActor struct ThemeRoundTripTests {
    /// A scratch folder with the sample images copied in.
    func scratch() throws -> String {
        let folder = NSTemporaryDirectory() + "bezel-uikit-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: SampleFiles.repository + "/samples/images", toPath: folder + "/images")
        return folder
    }

    @Test func codeThemeDecodesToTheSamePixels() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let star = UIImage(contentsOfFile: folder + "/images/star.svg")!
        let button = SampleButtons.hollow()
        button.setImage(star.withRenderingMode(.alwaysTemplate), for: .normal)
        button.tintColor = .systemPink
        button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        button.setTitleShadowColor(.black, for: .normal)
        button.titleLabel?.shadowOffset = CGSize(width: 0, height: 1)
        button.layer.shadowOpacity = 0.3
        let text = try UIButton.bezelTheme(named: "roundtrip", buttons: [("hollow", button)], imagesRelativeTo: folder)
        #expect(text.contains("\"src\": \"images/star.svg\""))
        #expect(text.contains("\"tintColor\": \"systemPink\""))
        try text.write(toFile: folder + "/roundtrip.json", atomically: true, encoding: .utf8)
        let file = try ThemeFile(contentsOfFile: folder + "/roundtrip.json")
        let renderer = try ButtonImageRenderer(theme: file, scale: 2)
        #expect(try renderer.pngData(forButton: "hollow") == button.bezelPNGData(scale: 2))
        button.isHighlighted = true
        #expect(try renderer.pngData(forButton: "hollow", state: .highlighted) != button.bezelPNGData(scale: 2),
                "the theme file holds the button at rest; the subclass's pressed colour is code, not a key")
    }

    @Test func everyConfigurationStyleMatchesItsThemeKeys() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let factories: [(String, UIButton.Configuration)] = [
            ("plain", .plain()), ("gray", .gray()), ("tinted", .tinted()), ("filled", .filled()), ("borderless", .borderless()),
            ("bordered", .bordered()), ("borderedTinted", .borderedTinted()), ("borderedProminent", .borderedProminent()),
        ]
        var buttons: [String] = []
        for (style, factory) in factories {
            buttons.append("\"\(style)\": { \"title\": \"Download\", \"image\": \"images/plus.svg\", \"size\": [200, 64], \"configuration\": "
                           + "{ \"style\": \"\(style)\", \"subtitle\": \"12 MB\", \"size\": \"large\", \"cornerStyle\": \"capsule\", "
                           + "\"imagePlacement\": \"trailing\", \"imagePadding\": 8, \"baseBackgroundColor\": \"systemGreen\" } }")
            _ = factory
        }
        try "{ \"name\": \"styles\", \"buttons\": { \(buttons.joined(separator: ", ")) } }".write(toFile: folder + "/styles.json", atomically: true, encoding: .utf8)
        let renderer = try ButtonImageRenderer(theme: ThemeFile(contentsOfFile: folder + "/styles.json"), scale: 2)
        var pngs: [String: Data] = [:]
        for (style, factory) in factories {
            var configuration = factory
            configuration.title = "Download"
            configuration.subtitle = "12 MB"
            configuration.image = UIImage(contentsOfFile: folder + "/images/plus.svg")
            configuration.buttonSize = .large
            configuration.cornerStyle = .capsule
            configuration.imagePlacement = .trailing
            configuration.imagePadding = 8
            configuration.baseBackgroundColor = .systemGreen
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 0, y: 0, width: 200, height: 64)
            for state in [ControlState.normal, .highlighted, .disabled, .selected] {
                button.isHighlighted = state == .highlighted
                button.isEnabled = state != .disabled
                button.isSelected = state == .selected
                let png = try button.bezelPNGData(scale: 2)
                #expect(png == (try renderer.pngData(forButton: style, state: state)), "\(style) \(state.name)")
                pngs[style + " " + state.name] = png
            }
        }
        // The bordered names are aliases (docs/format.md §9); the four styles differ.
        for state in ["normal", "highlighted", "disabled", "selected"] {
            for (alias, style) in [("borderless", "plain"), ("bordered", "gray"), ("borderedTinted", "tinted"), ("borderedProminent", "filled")] {
                #expect(pngs[alias + " " + state] == pngs[style + " " + state], "\(alias) draws as \(style) when \(state)")
            }
        }
        // With a base background colour, plain and gray both fill with it; tinted keeps the tint's
        // title and filled a white one.
        #expect(Set(["plain", "tinted", "filled"].map { pngs[$0 + " normal"] }).count == 3)
        #expect(pngs["filled normal"] != pngs["filled highlighted"])
    }
}
