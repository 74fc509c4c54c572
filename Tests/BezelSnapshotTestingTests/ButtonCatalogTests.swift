// Button set-ups in the manner of Apple's UIKit sample catalogue — every configuration style with a
// subtitle, a symbol image with its placement and padding, base colours, corner styles, the four
// button sizes, dark mode and Dynamic Type — snapshot as iOS projects do; only the import block (and
// the Linux-only symbol folders in setUp) is Bezel's. References in __Snapshots__/ButtonCatalogTests,
// recorded on Linux and looked at; CatalogReferenceTests pins their pixels.
#if canImport(UIKit)
import SnapshotTesting
import UIKit
#else
import BezelSnapshotTesting
import BezelUIKit
#endif
import XCTest

final class ButtonCatalogTests: XCTestCase {
    let twoX = UITraitCollection(displayScale: 2)

    override func setUp() {
        super.setUp()
        #if !canImport(UIKit)
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        MainActor.assumeIsolated { UIImage.bezelSymbolFolders = [here.appendingPathComponent("../../themes/symbols").standardized.path] }
        #endif
    }

    func testEveryStyleWithASubtitle() {
        let styles: [(String, UIButton.Configuration)] = [
            ("plain", .plain()), ("gray", .gray()), ("tinted", .tinted()), ("filled", .filled()),
            ("borderless", .borderless()), ("bordered", .bordered()), ("borderedTinted", .borderedTinted()),
            ("borderedProminent", .borderedProminent()),
        ]
        for (name, style) in styles {
            var configuration = style
            configuration.title = "Button"
            configuration.subtitle = "Subtitle"
            let button = UIButton(configuration: configuration)
            button.sizeToFit()
            assertSnapshot(of: button, as: .image(traits: twoX), named: name)
        }
    }

    func testImagePlacementAndPadding() {
        let placements: [(String, NSDirectionalRectEdge)] = [("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom)]
        for (name, placement) in placements {
            var configuration = UIButton.Configuration.tinted()
            configuration.title = "Add"
            configuration.image = UIImage(systemName: "plus.circle")
            configuration.imagePlacement = placement
            configuration.imagePadding = 10
            let button = UIButton(configuration: configuration)
            button.sizeToFit()
            assertSnapshot(of: button, as: .image(traits: twoX), named: name)
            let content = button.contentRect(forBounds: button.bounds)
            let image = button.imageRect(forContentRect: content), title = button.titleRect(forContentRect: content)
            let gaps: [NSDirectionalRectEdge: CGFloat] = [.leading: title.minX - image.maxX, .trailing: image.minX - title.maxX,
                                                          .top: title.minY - image.maxY, .bottom: image.minY - title.maxY]
            XCTAssertEqual(gaps[placement], 10, "\(name): image \(image), title \(title)")
        }
    }

    func testBaseColours() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Delete"
        configuration.baseBackgroundColor = .systemRed
        configuration.baseForegroundColor = .white
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        assertSnapshot(of: button, as: .image(traits: twoX))
    }

    func testCornerStyles() {
        let styles: [(String, UIButton.Configuration.CornerStyle)] = [("fixed", .fixed), ("medium", .medium), ("capsule", .capsule)]
        for (name, cornerStyle) in styles {
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Corners"
            configuration.cornerStyle = cornerStyle
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
            assertSnapshot(of: button, as: .image(traits: twoX), named: name)
        }
    }

    func testButtonSizes() {
        let sizes: [(String, UIButton.Configuration.Size)] = [("mini", .mini), ("small", .small), ("medium", .medium), ("large", .large)]
        for (name, size) in sizes {
            var configuration = UIButton.Configuration.borderedProminent()
            configuration.title = "Size"
            configuration.buttonSize = size
            let button = UIButton(configuration: configuration)
            button.sizeToFit()
            assertSnapshot(of: button, as: .image(traits: twoX), named: name)
        }
    }

    func testDarkModeAndDynamicType() {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Continue"
        configuration.subtitle = "Step 2 of 3"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 64)
        assertSnapshot(of: button, as: .image(traits: UITraitCollection(traitsFrom: [twoX, UITraitCollection(userInterfaceStyle: .dark)])),
                       named: "dark")
        let large = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        let wide = UIButton(configuration: configuration)
        wide.frame = CGRect(x: 0, y: 0, width: 300, height: 120)
        assertSnapshot(of: wide, as: .image(traits: large), named: "accessibilityExtraLarge")
    }
}
