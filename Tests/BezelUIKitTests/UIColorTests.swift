import BezelUIKit
import Foundation
import Testing

/// Colours: components, system colours per trait, dynamic colours, iOS's description.
@Suite @MainActor struct UIColorTests {
    @Test func componentsAndWhite() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0, w: CGFloat = 0
        UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b, a] == [0.2, 0.4, 0.6, 0.8])
        #expect(UIColor(white: 0.5, alpha: 1).getWhite(&w, alpha: &a) && w == 0.5 && a == 1)
        #expect(!UIColor.red.getWhite(&w, alpha: &a))
        UIColor.red.withAlphaComponent(0.25).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b, a] == [1, 0, 0, 0.25])
    }

    @Test func describedAsIOSDoes() {
        #expect("\(UIColor.red)" == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect("\(UIColor.gray)" == "UIExtendedGrayColorSpace 0.5 1")
        #expect("\(UIColor(red: 1, green: 1, blue: 1, alpha: 1))" == "UIExtendedSRGBColorSpace 1 1 1 1")
        #expect("\(UIColor.black.withAlphaComponent(0.5))" == "UIExtendedGrayColorSpace 0 0.5")
    }

    @Test func systemAndDynamicColoursResolvePerTrait() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        UIColor.systemBlue.resolvedColor(with: dark).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b].map { Int(($0 * 255).rounded()) } == [10, 132, 255])
        UIColor.systemBlue.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b].map { Int(($0 * 255).rounded()) } == [0, 122, 255])
        let highDark = UITraitCollection(traitsFrom: [dark, UITraitCollection(accessibilityContrast: .high)])
        UIColor.systemBlue.resolvedColor(with: highDark).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b].map { Int(($0 * 255).rounded()) } == [64, 156, 255])
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        dynamic.resolvedColor(with: dark).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 1)
        dynamic.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 0)
        let cg = UIColor.systemRed.withAlphaComponent(0.5).cgColor
        #expect(cg.components?.map { Int(($0 * 255).rounded()) } == [255, 59, 48, 128])
    }
}
