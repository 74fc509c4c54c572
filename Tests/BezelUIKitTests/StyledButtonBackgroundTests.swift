#if canImport(UIKit)
import UIKit
#else
import BezelUIKit
#endif
import XCTest

/// Written the way a styling library for legacy buttons writes its tests: per-state background
/// images drawn in code — a 1-point solid fill, a stretchable rounded fill and outline, a gradient
/// layer — set with `setBackgroundImage(_:for:)`, in light and dark. Only the import block is
/// Bezel's; pixels are read with `PNGPixels` and the theme comparison is `DrawnBackgroundThemes`
/// (the Linux helpers beside this file).
private enum Backgrounds {
    /// A 1 × 1-point image of `color`, stretched by the button to its bounds.
    static func solid(_ color: UIColor) -> UIImage {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), false, 0)
        defer { UIGraphicsEndImageContext() }
        color.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        return UIGraphicsGetImageFromCurrentImageContext()!
    }

    /// A rounded rect of `radius` with a 1-point centre, filled and outlined, stretchable between its corners.
    static func rounded(fill: UIColor, stroke: UIColor?, radius: CGFloat, traits: UITraitCollection, scale: CGFloat) -> UIImage {
        let side = radius * 2 + 1
        let format = UIGraphicsImageRendererFormat(for: traits)
        format.scale = scale
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { _ in
            let path = UIBezierPath(roundedRect: CGRect(x: 0.5, y: 0.5, width: side - 1, height: side - 1), cornerRadius: radius - 0.5)
            fill.setFill()
            path.fill()
            if let stroke {
                stroke.setStroke()
                path.lineWidth = 1
                path.stroke()
            }
        }
        return image.resizableImage(withCapInsets: UIEdgeInsets(top: radius, left: radius, bottom: radius, right: radius), resizingMode: .stretch)
    }

    /// A top-to-bottom gradient the size of the button.
    static func gradient(_ top: UIColor, _ bottom: UIColor, size: CGSize, scale: CGFloat) -> UIImage {
        let layer = CAGradientLayer()
        layer.frame = CGRect(origin: .zero, size: size)
        layer.colors = [top.cgColor, bottom.cgColor]
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { ctx in layer.render(in: ctx.cgContext) }
    }
}

final class StyledButtonBackgroundTests: XCTestCase {
    private func snapshot(_ button: UIButton, scale: CGFloat, traits: UITraitCollection = UITraitCollection(userInterfaceStyle: .light)) -> Data {
        let format = UIGraphicsImageRendererFormat(for: traits)
        format.scale = scale
        return UIGraphicsImageRenderer(bounds: button.bounds, format: format).pngData { ctx in button.layer.render(in: ctx.cgContext) }
    }

    func testSolidBackgroundPerState() throws {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.setBackgroundImage(Backgrounds.solid(.systemGreen), for: .normal)
        button.setBackgroundImage(Backgrounds.solid(.systemRed), for: .highlighted)
        XCTAssertEqual(button.backgroundImage(for: .normal)?.size, CGSize(width: 1, height: 1))
        let normal = snapshot(button, scale: 2)
        XCTAssertEqual(try PNGPixels.at(normal, 0, 0), [52, 199, 89, 255])        // systemGreen, light
        XCTAssertEqual(try PNGPixels.at(normal, 239, 87), [52, 199, 89, 255])
        button.isHighlighted = true
        let pressed = snapshot(button, scale: 2)
        XCTAssertEqual(try PNGPixels.at(pressed, 120, 44), [255, 59, 48, 255])     // systemRed
        XCTAssertEqual(pressed, try DrawnBackgroundThemes.filePNG(of: button, state: .highlighted, scale: 2))
        button.isHighlighted = false
        XCTAssertEqual(normal, try DrawnBackgroundThemes.filePNG(of: button, state: .normal, scale: 2))
    }

    func testOutlineBackgroundStretchesBetweenItsCorners() throws {
        let light = UITraitCollection(userInterfaceStyle: .light)
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.setTitle("Outline", for: .normal)
        button.setTitleColor(.systemBlue, for: .normal)
        button.setBackgroundImage(Backgrounds.rounded(fill: .white, stroke: .systemBlue, radius: 8, traits: light, scale: 3), for: .normal)
        button.setBackgroundImage(Backgrounds.rounded(fill: .systemBlue, stroke: nil, radius: 8, traits: light, scale: 3), for: .selected)
        let normal = snapshot(button, scale: 3)
        XCTAssertEqual(try PNGPixels.at(normal, 150, 1), [0, 122, 255, 255])     // the top outline, 1 pt (3 px) thick
        XCTAssertEqual(try PNGPixels.at(normal, 150, 4), [255, 255, 255, 255])   // inside it: white
        XCTAssertEqual(try PNGPixels.at(normal, 0, 0)[3], 0)                     // outside the rounded corner
        XCTAssertEqual(normal, try DrawnBackgroundThemes.filePNG(of: button, state: .normal, scale: 3))
        button.isSelected = true
        let selected = snapshot(button, scale: 3)
        XCTAssertEqual(try PNGPixels.at(selected, 150, 4), [0, 122, 255, 255])
        XCTAssertEqual(selected, try DrawnBackgroundThemes.filePNG(of: button, state: .selected, scale: 3))
    }

    func testGradientBackground() throws {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 100)
        button.setBackgroundImage(Backgrounds.gradient(.red, .blue, size: button.bounds.size, scale: 1), for: .normal)
        let image = snapshot(button, scale: 1)
        XCTAssertEqual(try PNGPixels.at(image, 40, 49), [0x81, 0, 0x7E, 255])    // 49.5 % of the way (docs/format.md §8.9)
        XCTAssertEqual(try PNGPixels.at(image, 0, 0), [254, 0, 1, 255])
        XCTAssertEqual(image, try DrawnBackgroundThemes.filePNG(of: button, state: .normal, scale: 1))
    }

    /// The same drawing code in light and dark: dynamic colours resolve with the renderer's traits.
    func testLightAndDarkBackgrounds() throws {
        let fill = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.2, alpha: 1) : UIColor(white: 0.9, alpha: 1) }
        for (style, grey) in [(UIUserInterfaceStyle.light, UInt8(230)), (.dark, 51)] {
            let traits = UITraitCollection(userInterfaceStyle: style)
            let button = UIButton(type: .custom)
            button.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
            button.setBackgroundImage(Backgrounds.rounded(fill: fill, stroke: .separator, radius: 6, traits: traits, scale: 2), for: .normal)
            let image = snapshot(button, scale: 2, traits: traits)
            XCTAssertEqual(try PNGPixels.at(image, 60, 30), [grey, grey, grey, 255], "\(style)")
            XCTAssertEqual(image, try DrawnBackgroundThemes.filePNG(of: button, state: .normal, scale: 2, traits: traits), "\(style)")
        }
    }
}
