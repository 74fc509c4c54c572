import BezelUIKit
import Foundation
import Testing

/// Drawing in code (UIBezierPath, UIColor.setFill, image contexts, CGContext, CAGradientLayer,
/// CAShapeLayer, UIImage.draw): pixels sampled from the PNGs the contexts make.
@MainActor @Suite struct DrawingInCodeTests {
    /// A renderer of `size` points at `scale`, drawing `actions`: its PNG.
    func png(_ size: CGSize, scale: CGFloat, traits: UITraitCollection? = nil, opaque: Bool = false,
             _ actions: @escaping (UIGraphicsImageRendererContext) -> Void) -> Data {
        let format = traits.map { UIGraphicsImageRendererFormat(for: $0) } ?? UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = opaque
        return UIGraphicsImageRenderer(size: size, format: format).pngData(actions: actions)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func aFilledRectCoversItsPixelsAtEachScale(scale: CGFloat) throws {
        let data = png(CGSize(width: 10, height: 8), scale: scale) { _ in
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 2, y: 2, width: 4, height: 3)).fill()
        }
        let s = Int(scale)
        #expect(try PNGPixels.size(data) == (10 * s, 8 * s))
        #expect(try PNGPixels.at(data, 2 * s, 2 * s) == [255, 0, 0, 255])          // the rect's first pixel
        #expect(try PNGPixels.at(data, 6 * s - 1, 5 * s - 1) == [255, 0, 0, 255])  // its last
        #expect(try PNGPixels.at(data, 2 * s - 1, 2 * s) == [0, 0, 0, 0])          // just outside
        #expect(try PNGPixels.at(data, 6 * s, 3 * s) == [0, 0, 0, 0])
    }

    /// A rect edge half way across a pixel covers half of it: alpha 255 × 0.5 = 127.5, 128 as Cairo rounds.
    @Test func anEdgeHalfAcrossAPixelIsHalfCovered() throws {
        let data = png(CGSize(width: 4, height: 2), scale: 1) { _ in
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2.5, height: 2)).fill()
        }
        #expect(try PNGPixels.at(data, 1, 0) == [0, 0, 255, 255])
        #expect(try PNGPixels.at(data, 2, 0) == [0, 0, 255, 128])
        #expect(try PNGPixels.at(data, 3, 0) == [0, 0, 0, 0])
    }

    @Test(arguments: [1, 2] as [CGFloat])
    func onlyTheChosenCornersAreRounded(scale: CGFloat) throws {
        let data = png(CGSize(width: 20, height: 20), scale: scale) { _ in
            UIColor.black.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), byRoundingCorners: [.topLeft, .bottomRight],
                         cornerRadii: CGSize(width: 8, height: 8)).fill()
        }
        let last = Int(20 * scale) - 1
        #expect(try PNGPixels.at(data, 0, 0)[3] == 0)            // rounded: the corner pixel is outside the arc
        #expect(try PNGPixels.at(data, last, last)[3] == 0)
        #expect(try PNGPixels.at(data, last, 0) == [0, 0, 0, 255])   // square corners
        #expect(try PNGPixels.at(data, 0, last) == [0, 0, 0, 255])
        #expect(try PNGPixels.at(data, Int(10 * scale), Int(10 * scale)) == [0, 0, 0, 255])
    }

    @Test func anOvalAndAContinuousRoundedRect() throws {
        let data = png(CGSize(width: 40, height: 20), scale: 2) { _ in
            UIColor.green.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
            UIBezierPath(roundedRect: CGRect(x: 20, y: 0, width: 20, height: 20), cornerRadius: 5).fill()
        }
        #expect(try PNGPixels.at(data, 20, 20) == [0, 255, 0, 255])   // the oval's centre
        #expect(try PNGPixels.at(data, 2, 2)[3] == 0)                 // outside the oval
        #expect(try PNGPixels.at(data, 40, 0)[3] == 0)                // the rounded rect's corner
        #expect(try PNGPixels.at(data, 60, 20) == [0, 255, 0, 255])
        #expect(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10)).bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    /// A clockwise arc from 0 to π is the lower half on screen (y down); a line is its width across.
    @Test func anArcAndALineAreStroked() throws {
        let data = png(CGSize(width: 20, height: 30), scale: 1) { _ in
            UIColor.blue.setStroke()
            let arc = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 6, startAngle: 0, endAngle: .pi, clockwise: true)
            arc.lineWidth = 2
            arc.stroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 25))
            line.addLine(to: CGPoint(x: 20, y: 25))
            line.lineWidth = 2
            line.stroke()
        }
        #expect(try PNGPixels.at(data, 10, 15) == [0, 0, 255, 255])   // the bottom of the arc: y 15…17
        // Row 16 under the outer circle y = 10 + √(49 − u²), u = x − 10 in 0…1: ∫ √(49 − u²) du − 6 = 0.97613,
        // × 255 = 248.9: Cairo's coverage is within a level of the exact area.
        let edge = try PNGPixels.at(data, 10, 16)
        #expect(edge[0...2] == [0, 0, 255] && abs(Int(edge[3]) - 249) <= 1, "\(edge)")
        #expect(try PNGPixels.at(data, 10, 4)[3] == 0)                // no top half
        #expect(try PNGPixels.at(data, 5, 24) == [0, 0, 255, 255])    // the line: y 24…26
        #expect(try PNGPixels.at(data, 5, 25) == [0, 0, 255, 255])
        #expect(try PNGPixels.at(data, 5, 23)[3] == 0)
        #expect(try PNGPixels.at(data, 5, 26)[3] == 0)
        let counter = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 6, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(counter.bounds.minY < 5 && counter.bounds.maxY == 10)    // the upper half
    }

    @Test func evenOddLeavesTheMiddleOut() throws {
        for evenOdd in [true, false] {
            let data = png(CGSize(width: 10, height: 10), scale: 1) { _ in
                UIColor.black.setFill()
                let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
                path.append(UIBezierPath(rect: CGRect(x: 3, y: 3, width: 4, height: 4)))
                path.usesEvenOddFillRule = evenOdd
                path.fill()
            }
            #expect(try PNGPixels.at(data, 5, 5)[3] == (evenOdd ? 0 : 255))
            #expect(try PNGPixels.at(data, 1, 1)[3] == 255)
        }
    }

    /// docs/format.md §8.9's arithmetic: pixel 49 of 100 is 49.5 % of the way, #81007E.
    @Test func aGradientLayerHasTheThemesArithmetic() throws {
        let data = png(CGSize(width: 100, height: 2), scale: 1) { ctx in
            let layer = CAGradientLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 2)
            layer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            layer.startPoint = CGPoint(x: 0, y: 0.5)
            layer.endPoint = CGPoint(x: 1, y: 0.5)
            layer.render(in: ctx.cgContext)
        }
        #expect(try PNGPixels.at(data, 49, 0) == [0x81, 0, 0x7E, 255])
        #expect(try PNGPixels.at(data, 0, 1) == [254, 0, 1, 255])      // 255 × 0.995 and 255 × 0.005, rounded
        #expect(try PNGPixels.at(data, 99, 1) == [1, 0, 254, 255])
    }

    @Test func aCGGradientIsCutWhereItDoesNotExtend() throws {
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                               colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1]))
        for options in [[], [.drawsBeforeStartLocation, .drawsAfterEndLocation]] as [CGGradientDrawingOptions] {
            let data = png(CGSize(width: 100, height: 1), scale: 1) { ctx in
                ctx.cgContext.drawLinearGradient(gradient, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0), options: options)
            }
            #expect(try PNGPixels.at(data, 10, 0) == (options.isEmpty ? [0, 0, 0, 0] : [255, 0, 0, 255]))
            #expect(try PNGPixels.at(data, 90, 0) == (options.isEmpty ? [0, 0, 0, 0] : [0, 0, 255, 255]))
            #expect(try PNGPixels.at(data, 49, 0) == [130, 0, 125, 255])   // 24.5 of 50 points: 255 × 0.51, 255 × 0.49 rounded
        }
    }

    @Test func aShapeLayerDrawsTheBytesOfItsPathsFill() {
        let path = UIBezierPath(roundedRect: CGRect(x: 1, y: 1, width: 18, height: 10), byRoundingCorners: .allCorners,
                                cornerRadii: CGSize(width: 4, height: 4))
        let shape = png(CGSize(width: 20, height: 12), scale: 2) { ctx in
            let layer = CAShapeLayer()
            layer.path = path.cgPath
            layer.fillColor = UIColor.systemTeal.cgColor
            layer.strokeColor = UIColor.black.cgColor
            layer.lineWidth = 1.5
            layer.render(in: ctx.cgContext)
        }
        let bezier = png(CGSize(width: 20, height: 12), scale: 2) { _ in
            UIColor.systemTeal.setFill()
            UIColor.black.setStroke()
            path.lineWidth = 1.5
            path.fill()
            path.stroke()
        }
        #expect(shape == bezier)
    }

    /// Scale 0 is the main screen's scale (1 on Linux unless `UIScreen.bezelMainScale` is set);
    /// the image's size is in points, its pixels are size × scale.
    @Test func anImageContextWithScaleZeroTakesTheScreensScale() throws {
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 5, height: 3), false, 0)
        #expect(UIGraphicsGetCurrentContext() != nil)
        UIColor.white.set()
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 3))
        UIColor.clear.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))   // copy: a clear fill makes it transparent
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.scale == UIScreen.main.scale && image.scale == 1)
        #expect(image.size == CGSize(width: 5, height: 3))
        let data = try #require(image.pngData())
        #expect(try PNGPixels.at(data, 0, 0) == [0, 0, 0, 0])
        #expect(try PNGPixels.at(data, 4, 2) == [255, 255, 255, 255])
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 5, height: 3), true, 3)
        let opaque = try #require(UIGraphicsGetImageFromCurrentImageContext()?.pngData())
        UIGraphicsEndImageContext()
        #expect(try PNGPixels.size(opaque) == (15, 9))
        #expect(try PNGPixels.at(opaque, 7, 4) == [0, 0, 0, 255])   // an opaque bitmap starts black
    }

    /// Red drawn at alpha 0.5 over white: 255 and 255 × 0.5 + 255 × (1 − 128/255) for green and blue.
    @Test func anImageIsDrawnWithAlphaAndBlendMode() throws {
        let red = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let data = png(CGSize(width: 8, height: 4), scale: 1) { ctx in
            UIColor.white.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
            red.draw(at: CGPoint(x: 0, y: 0), blendMode: .normal, alpha: 0.5)
            red.draw(in: CGRect(x: 4, y: 0, width: 4, height: 4), blendMode: .multiply, alpha: 1)
        }
        #expect(try PNGPixels.at(data, 1, 1) == [255, 127, 127, 255])
        #expect(try PNGPixels.at(data, 5, 1) == [255, 0, 0, 255])
        let half = png(CGSize(width: 4, height: 4), scale: 2) { _ in red.draw(at: .zero, blendMode: .normal, alpha: 0.5) }
        #expect(try PNGPixels.at(half, 7, 7) == [255, 0, 0, 128])
    }

    /// While a renderer's actions run, its format's traits are current: a system colour is its dark value.
    @Test func colorsResolveWithTheFormatsTraits() throws {
        for (style, blue) in [(UIUserInterfaceStyle.light, [0, 122, 255, 255] as [UInt8]), (.dark, [10, 132, 255, 255])] {
            let data = png(CGSize(width: 2, height: 2), scale: 1, traits: UITraitCollection(userInterfaceStyle: style)) { ctx in
                UIColor.systemBlue.setFill()
                ctx.cgContext.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            }
            #expect(try PNGPixels.at(data, 1, 1) == blue)
        }
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
        }
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }

    @Test func aCGContextKeepsItsStateAcrossSaveAndRestore() throws {
        let data = png(CGSize(width: 10, height: 10), scale: 1, opaque: true) { ctx in
            let cg = ctx.cgContext
            cg.setFillColor(UIColor.red.cgColor)
            cg.saveGState()
            cg.translateBy(x: 5, y: 5)
            cg.setFillColor(UIColor.green.cgColor)
            cg.fill(CGRect(x: 0, y: 0, width: 5, height: 5))       // 5…10 after the translation
            cg.restoreGState()
            cg.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
            cg.fillPath()                                           // red again, at the origin again
            cg.setStrokeColor(UIColor.blue.cgColor)
            cg.setLineWidth(2)
            cg.move(to: CGPoint(x: 0, y: 8))
            cg.addLine(to: CGPoint(x: 5, y: 8))
            cg.strokePath()
        }
        #expect(try PNGPixels.at(data, 7, 6) == [0, 255, 0, 255])
        #expect(try PNGPixels.at(data, 2, 2) == [255, 0, 0, 255])
        #expect(try PNGPixels.at(data, 2, 8) == [0, 0, 255, 255])
        #expect(try PNGPixels.at(data, 8, 2) == [0, 0, 0, 255])    // untouched: opaque black
    }

    /// An image drawn in code as a button's image: an inline PNG at its scale in the theme, drawn
    /// by the pipeline (the 2 × 2-point red square at the image's place in the button).
    @Test func aDrawnImageOnAButtonIsAnInlinePNGInItsTheme() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        button.setImage(dot, for: .normal)
        let theme = try button.bezelTheme()
        let png = try #require(dot.pngData())
        #expect(theme.contains("\"image\": {\n        \"src\": \"data:image/png;base64,\(png.base64EncodedString())\",\n        \"scale\": 2\n      }"))
        let drawn = try button.bezelPNGData(scale: 2)
        #expect(try PNGPixels.at(drawn, 9, 9) == [255, 0, 0, 255])    // the image is centred: points 4…6
        #expect(try PNGPixels.at(drawn, 7, 7) == [0, 0, 0, 0])
    }
}
