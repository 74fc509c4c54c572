import BezelCore
import BezelRender
import BezelUIKit
import Foundation
import Testing

/// Every UIKit name with a theme key writes that key (docs/uikit-swift.md's table), in a theme
/// file `bezel` reads back, drawing the bytes the code draws.
@Suite @MainActor struct ThemeKeyMappingTests {
    /// A button with every classic key set.
    func everything(_ folder: String) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 160, height: 48)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: [.selected, .highlighted])
        button.setTitleColor(.label, for: .normal)
        button.setTitleShadowColor(UIColor(white: 0, alpha: 0.5), for: .highlighted)
        button.titleLabel?.shadowOffset = CGSize(width: 1, height: 2)
        button.reversesTitleShadowWhenHighlighted = true
        button.showsTouchWhenHighlighted = true
        button.titleLabel?.font = .boldSystemFont(ofSize: 16)
        button.titleLabel?.numberOfLines = 2
        button.titleLabel?.lineBreakMode = .byWordWrapping
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        let bundle = Bundle(path: folder)!
        button.setImage(UIImage(named: "images/star", in: bundle, compatibleWith: nil)?.withRenderingMode(.alwaysOriginal), for: .normal)
        let panel = UIImage(contentsOfFile: folder + "/images/banner-wide.svg")!
        button.setBackgroundImage(panel.resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8), resizingMode: .stretch), for: .disabled)
        button.tintColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        button.layer.cornerRadius = 12
        button.layer.cornerCurve = .continuous
        button.layer.borderWidth = 1.5
        button.layer.borderColor = UIColor.systemTeal.cgColor
        button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 4)
        button.contentHorizontalAlignment = .leading
        button.contentVerticalAlignment = .bottom
        button.semanticContentAttribute = .forceRightToLeft
        button.adjustsImageWhenHighlighted = true
        button.adjustsImageWhenDisabled = false
        button.isSelected = true
        return button
    }

    @Test func everyClassicKeyIsWritten() throws {
        let folder = NSTemporaryDirectory() + "bezel-uikit-keys-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: SampleFiles.repository + "/samples/images", toPath: folder + "/images")
        let button = everything(folder)
        let text = try button.bezelTheme(named: "keys", buttonName: "all", imagesRelativeTo: folder)
        #expect(text == """
        {
          "name": "keys",
          "buttons": {
            "all": {
              "type": "system",
              "size": [160, 48],
              "title": {
                "normal": "Play",
                "highlighted+selected": "Pause"
              },
              "titleColor": "label",
              "titleShadowColor": {
                "highlighted": "#00000080"
              },
              "font": {
                "size": 16,
                "weight": 700
              },
              "image": {
                "src": "images/star.svg",
                "renderingMode": "original"
              },
              "backgroundImage": {
                "disabled": {
                  "src": "images/banner-wide.svg",
                  "capInsets": [4, 8, 4, 8],
                  "resizingMode": "stretch"
                }
              },
              "tintColor": "#FF8000",
              "adjustsImageWhenHighlighted": true,
              "adjustsImageWhenDisabled": false,
              "showsTouchWhenHighlighted": true,
              "cornerRadius": 12,
              "cornerCurve": "continuous",
              "border": {
                "width": 1.5,
                "color": "#5AC8FA"
              },
              "contentEdgeInsets": [2, 4, 2, 4],
              "contentHorizontalAlignment": "leading",
              "contentVerticalAlignment": "bottom",
              "layoutDirection": "rtl",
              "lineBreakMode": "word",
              "numberOfLines": 2,
              "adjustsFontForContentSizeCategory": true,
              "titleShadowOffset": [1, 2],
              "reversesTitleShadowWhenHighlighted": true,
              "isSelected": true
            }
          }
        }

        """)
        try text.write(toFile: folder + "/keys.json", atomically: true, encoding: .utf8)
        let renderer = try ButtonImageRenderer(theme: ThemeFile(contentsOfFile: folder + "/keys.json"), scale: 2)
        for state in [ControlState.selected, [.selected, .highlighted], .disabled] {
            button.isSelected = state.contains(.selected)
            button.isHighlighted = state.contains(.highlighted)
            button.isEnabled = !state.contains(.disabled)
            #expect(try renderer.pngData(forButton: "all", state: state) == button.bezelPNGData(scale: 2), "\(state.name)")
        }
    }

    @Test func configurationKeysAreWritten() throws {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Get"
        configuration.subtitle = "Free"
        configuration.imagePlacement = .top
        configuration.imagePadding = 4
        configuration.titlePadding = 2
        configuration.titleAlignment = .center
        configuration.buttonSize = .small
        configuration.cornerStyle = .medium
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        configuration.baseForegroundColor = .white
        configuration.baseBackgroundColor = .systemIndigo
        let button = UIButton(configuration: configuration)
        button.changesSelectionAsPrimaryAction = true
        let text = try button.bezelTheme()
        #expect(text.contains("""
              "title": "Get",
              "configuration": {
                "style": "tinted",
                "size": "small",
                "cornerStyle": "medium",
                "subtitle": "Free",
                "imagePlacement": "top",
                "imagePadding": 4,
                "titlePadding": 2,
                "titleAlignment": "center",
                "contentInsets": [1, 2, 3, 4],
                "baseForegroundColor": "#FFFFFF",
                "baseBackgroundColor": "systemIndigo"
              },
              "changesSelectionAsPrimaryAction": true
        """), "\(text)")
        #expect(!text.contains("\"size\": ["), "an empty frame leaves the size to the intrinsic size")
    }
}
