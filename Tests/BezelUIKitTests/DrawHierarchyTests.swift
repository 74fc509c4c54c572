import BezelUIKit
import Foundation
import Testing

/// A button drawn into a graphics context as iOS snapshot helpers draw it: `layer.render(in:)` into
/// an image context, `drawHierarchy(in:afterScreenUpdates:)`, a button beside other drawing or
/// moved and scaled by the transform. Pixels sampled from the PNGs, bytes against `bezelPNGData`.
@MainActor @Suite struct DrawHierarchyTests {
    let blue: [UInt8] = [0, 122, 255, 255]   // systemBlue, light

    func button() -> UIButton {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        button.backgroundColor = .systemBlue
        button.setTitle("Go", for: .normal)
        return button
    }

    /// The helper older snapshot libraries use: an image context of the bounds, the layer rendered
    /// into the current context, the image taken from it. Before, the layer was left out silently.
    @Test func aLayerRenderedIntoAnImageContextIsTheButtonsBytes() throws {
        let button = button()
        UIGraphicsBeginImageContextWithOptions(button.bounds.size, false, 2)
        button.layer.render(in: UIGraphicsGetCurrentContext()!)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.pngData() == (try button.bezelPNGData(scale: 2)))
        #expect(try PNGPixels.at(image.pngData()!, 2, 2) == blue)
    }

    @Test func drawHierarchyInTheBoundsIsTheButtonsBytes() throws {
        let button = button()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        var drew = false
        let png = UIGraphicsImageRenderer(bounds: button.bounds, format: format).pngData { _ in
            drew = button.drawHierarchy(in: button.bounds, afterScreenUpdates: true)
        }
        #expect(drew)
        #expect(png == (try button.bezelPNGData(scale: 3)))
        #expect(!button.drawHierarchy(in: button.bounds, afterScreenUpdates: false))   // no current context
    }

    /// A white card with the button 10 points in: the button's pixels where the transform puts them.
    @Test func aButtonBesideOtherDrawingIsDrawnWhereTheTransformPutsIt() throws {
        let button = button()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let png = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 40), format: format).pngData { ctx in
            UIColor.white.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 60, height: 40))
            ctx.cgContext.translateBy(x: 10, y: 10)
            button.layer.render(in: ctx.cgContext)
        }
        #expect(try PNGPixels.at(png, 5, 5) == [255, 255, 255, 255])
        #expect(try PNGPixels.at(png, 11, 11) == blue)
        #expect(try PNGPixels.at(png, 49, 29) == blue)
        #expect(try PNGPixels.at(png, 50, 30) == [255, 255, 255, 255])
        let own = try button.bezelPNGData(scale: 1)
        #expect(try PNGPixels.at(png, 10 + 20, 10 + 10) == PNGPixels.at(own, 20, 10))   // the title's pixels too
    }

    @Test func drawHierarchyStretchesTheButtonToTheRect() throws {
        let button = button()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let png = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format).pngData { _ in
            button.drawHierarchy(in: CGRect(x: 0, y: 50, width: 80, height: 40), afterScreenUpdates: true)
        }
        #expect(try PNGPixels.at(png, 10, 40)[3] == 0)      // above the rect: nothing
        #expect(try PNGPixels.at(png, 3, 53) == blue)       // inside, at twice the size
        #expect(try PNGPixels.at(png, 78, 88) == blue)
        #expect(try PNGPixels.at(png, 81, 70)[3] == 0)      // right of the rect
    }
}

/// `layer.shadowPath`: the rounded bounds with the layer's corner curve is the shadow Bezel draws
/// anyway (the same bytes as without it); any other shape is an error naming what to write.
@MainActor @Suite struct ShadowPathTests {
    func button(_ curve: CALayerCornerCurve) -> UIButton {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 8
        button.layer.cornerCurve = curve
        button.layer.shadowOpacity = 0.4
        button.layer.shadowRadius = 4
        button.layer.shadowOffset = CGSize(width: 0, height: 2)
        return button
    }

    @Test func theRoundedBoundsDrawAsWithoutAPath() throws {
        let continuous = button(.continuous)
        let without = try continuous.bezelPNGData(scale: 2)
        continuous.layer.shadowPath = UIBezierPath(roundedRect: continuous.bounds, cornerRadius: 8).cgPath
        #expect(try continuous.bezelPNGData(scale: 2) == without)
        let circular = button(.circular)
        let plain = try circular.bezelPNGData(scale: 2)
        circular.layer.shadowPath = UIBezierPath(roundedRect: circular.bounds, byRoundingCorners: .allCorners,
                                                 cornerRadii: CGSize(width: 8, height: 8)).cgPath
        #expect(try circular.bezelPNGData(scale: 2) == plain)
    }

    /// The usual line, a continuous rounded rect over a layer with circular corners: drawn as the
    /// layer's shadow (approximated: its corners follow the layer's curve). An oval is an error.
    @Test func anotherCurveIsTheLayersShadowAnotherShapeAnError() throws {
        let circular = button(.circular)
        let plain = try circular.bezelPNGData(scale: 1)
        circular.layer.shadowPath = UIBezierPath(roundedRect: circular.bounds, cornerRadius: 8).cgPath
        #expect(try circular.bezelPNGData(scale: 1) == plain)
        circular.layer.shadowPath = UIBezierPath(ovalIn: circular.bounds).cgPath
        do { _ = try circular.bezelPNGData(scale: 1); Issue.record("an oval shadow path was drawn") } catch {
            #expect("\(error)".contains("buttons.button.shadow: layer.shadowPath: Bezel casts the shadow from the layer's rounded bounds, and it is not the layer's rounded bounds (0 0; 80 30) with radius 8: set it to UIBezierPath(roundedRect: bounds, byRoundingCorners: .allCorners"), "\(error)")
        }
        circular.layer.shadowPath = nil
        #expect(try circular.bezelPNGData(scale: 1) == plain)
    }

}

/// The review's cases: a renderer whose bounds start elsewhere, an opaque renderer with nothing
/// drawn, `ctx.stroke` in the stroke colour, an image registered with an asset belonging to it.
@MainActor @Suite struct RendererEdgeTests {
    @Test func aRendererStartingElsewhereShowsTheButtonWhereItIs() throws {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 20, y: 20, width: 40, height: 20)
        button.backgroundColor = .systemBlue
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let png = UIGraphicsImageRenderer(bounds: CGRect(x: -10, y: -10, width: 60, height: 40), format: format).pngData { ctx in
            button.layer.render(in: ctx.cgContext)
        }
        #expect(try PNGPixels.at(png, 5, 5)[3] == 0)                      // (-5, -5): outside the button
        #expect(try PNGPixels.at(png, 15, 15) == [0, 122, 255, 255])      // (5, 5) of the button's bounds
        #expect(png != (try button.bezelPNGData(scale: 1)))
    }

    @Test func anOpaqueRendererWithNothingDrawnIsBlack() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let png = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).pngData { _ in }
        #expect(try PNGPixels.at(png, 1, 1) == [0, 0, 0, 255])
    }

    @Test func strokeUsesTheStrokeColour() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let png = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).pngData { ctx in
            UIColor.red.setFill()
            UIColor.blue.setStroke()
            ctx.stroke(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(try PNGPixels.at(png, 0, 5) == [0, 0, 255, 255])
        #expect(try PNGPixels.at(png, 5, 5)[3] == 0)
    }

    @Test func aRegisteredImageBelongsToItsAsset() throws {
        let asset = UIImageAsset()
        let light = SampleImages.image("star.svg"), dark = SampleImages.image("plus.svg")
        asset.register(light, with: UITraitCollection(userInterfaceStyle: .light))
        asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
        let picked = asset.image(with: UITraitCollection(userInterfaceStyle: .light))
        #expect(picked === light && picked.imageAsset === asset && dark.imageAsset === asset)
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        button.setImage(picked, for: .normal)
        let other = UIButton(type: .custom)
        other.frame = button.frame
        other.setImage(dark, for: .normal)
        let darkTraits = UITraitCollection(userInterfaceStyle: .dark)
        #expect(try button.bezelPNGData(scale: 1, traits: darkTraits) == other.bezelPNGData(scale: 1, traits: darkTraits))
    }

    @Test func aTintedImageHasNoPNGDataBeforeAButtonDrawsIt() throws {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
        button.backgroundColor = .white
        let image = try button.bezelImage(scale: 1)
        #expect(image.pngData() != nil)
        #expect(image.withTintColor(.red).pngData() == nil)
    }
}
