import BezelUIKit
import Foundation
import Testing

/// The last names of issue 42's list without a test of their own: `currentTitleShadowColor`,
/// `imageView` and `layer.shadowColor`. Pixels sampled from the rendered PNGs.
@MainActor @Suite struct ShadowAndImageViewTests {
    @Test func currentTitleShadowColorFollowsTheState() {
        let button = UIButton(type: .custom)
        let blue = UIColor.blue
        button.setTitleShadowColor(.black, for: .normal)
        button.setTitleShadowColor(blue, for: .highlighted)
        #expect(button.currentTitleShadowColor == UIColor.black)
        button.isHighlighted = true
        #expect(button.currentTitleShadowColor === blue)
        button.isEnabled = false   // highlighted and disabled: the highlighted value, as UIKit looks up
        #expect(button.currentTitleShadowColor === blue)
    }

    @Test func theImageViewShowsTheCurrentImageWhereTheLayoutPutsIt() throws {
        let button = UIButton(type: .custom)
        let normal = SampleImages.image("star.svg"), selected = SampleImages.image("plus.svg")
        button.setImage(normal, for: .normal)
        button.setImage(selected, for: .selected)
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        let imageView = try #require(button.imageView)
        #expect(imageView.image === normal)
        button.isSelected = true
        #expect(imageView.image === selected)
        _ = button.recursiveDescription   // lays the image view out
        #expect(imageView.frame == button.imageRect(forContentRect: button.contentRect(forBounds: button.bounds)))
    }

    /// A hard red shadow 6 points down: the rows under the button are the shadow colour.
    @Test func theShadowColourIsDrawnUnderTheButton() throws {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        button.backgroundColor = .white
        button.layer.shadowColor = UIColor.red.cgColor
        button.layer.shadowOpacity = 1
        button.layer.shadowRadius = 0
        button.layer.shadowOffset = CGSize(width: 0, height: 6)
        let png = try button.bezelPNGData(scale: 1)
        let (width, height) = try PNGPixels.size(png)
        #expect(height >= 26)
        // Where the button's bottom edge is in the image: the first red row below the white.
        var y = 0
        while try PNGPixels.at(png, width / 2, y) != [255, 0, 0, 255] { y += 1; if y >= height { break } }
        #expect(try PNGPixels.at(png, width / 2, y - 1) == [255, 255, 255, 255])
        #expect(try PNGPixels.at(png, width / 2, y + 5) == [255, 0, 0, 255])
        #expect(y + 6 <= height)
    }
}
