import BezelCore
import Foundation

/// A colour as UIKit has it: fixed sRGB components, an iOS system colour that resolves per trait
/// collection, or a dynamic colour from a provider. Bezel draws 8-bit sRGB: components are rounded
/// half up to 1/255 when the colour is written into a theme (approximated, like any 8-bit PNG).
public final class UIColor: NSObject, @unchecked Sendable {
    enum Storage {
        case rgba(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
        /// A system colour by its UIKit name (`systemBlue`), written into themes by name.
        case system(String)
        case dynamic(@Sendable (UITraitCollection) -> UIColor)
    }

    let storage: Storage
    /// Made as a grey (`init(white:alpha:)`), which iOS describes in its grey colour space.
    private let isGrey: Bool

    init(storage: Storage) { self.storage = storage; isGrey = false }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .rgba(red: red, green: green, blue: blue, alpha: alpha)
        isGrey = false
    }

    public init(white: CGFloat, alpha: CGFloat) {
        storage = .rgba(red: white, green: white, blue: white, alpha: alpha)
        isGrey = true
    }

    /// A colour that `provider` picks per trait collection (light and dark, normal and high contrast).
    public init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        storage = .dynamic(provider)
        isGrey = false
    }

    /// The colour a `CGColor` holds.
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// The fixed colour this one is in `traits` (itself when it is fixed).
    public func resolvedColor(with traits: UITraitCollection) -> UIColor {
        switch storage {
        case .rgba: return self
        case .system(let name):
            let c = RGBAColor.system(name, traits.isDark ? .dark : .light, traits.isHighContrast ? .high : .normal)
            return UIColor(red: CGFloat(c.red) / 255, green: CGFloat(c.green) / 255, blue: CGFloat(c.blue) / 255, alpha: CGFloat(c.alpha) / 255)
        case .dynamic(let provider): return provider(traits).resolvedColor(with: traits)
        }
    }

    /// The components in `UITraitCollection.current`.
    var components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard case .rgba(let r, let g, let b, let a) = resolvedColor(with: .current).storage else { return (0, 0, 0, 0) }
        return (r, g, b, a)
    }

    /// The sRGB components (in `UITraitCollection.current` for a dynamic colour); always true.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = components
        red?.pointee = c.red; green?.pointee = c.green; blue?.pointee = c.blue; alpha?.pointee = c.alpha
        return true
    }

    /// The grey level and alpha; true only for a grey colour (red, green and blue equal), as iOS
    /// answers for a colour in a grey colour space.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = components
        guard c.red == c.green, c.green == c.blue else { return false }
        white?.pointee = c.red; alpha?.pointee = c.alpha
        return true
    }

    /// The same colour with alpha `alpha` (per trait collection for a system or dynamic colour).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case .rgba(let r, let g, let b, _): return isGrey ? UIColor(white: r, alpha: alpha) : UIColor(red: r, green: g, blue: b, alpha: alpha)
        default: return UIColor(dynamicProvider: { [self] traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) })
        }
    }

    /// The colour in `UITraitCollection.current`, as a `CGColor`.
    public var cgColor: CGColor {
        let c = components
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// The 8-bit colour Bezel draws for this colour in `traits`.
    func rgba(in traits: UITraitCollection) -> RGBAColor {
        guard case .rgba(let r, let g, let b, let a) = resolvedColor(with: traits).storage else { return .clear }
        return RGBAColor(red: RGBAColor.channel(Double(r) * 255), green: RGBAColor.channel(Double(g) * 255),
                         blue: RGBAColor.channel(Double(b) * 255), alpha: RGBAColor.channel(Double(a) * 255))
    }

    /// As iOS prints a colour: "UIExtendedSRGBColorSpace 1 0 0 1"; one made with `init(white:alpha:)`
    /// "UIExtendedGrayColorSpace 0.5 1"; a system or dynamic colour by its components in the current traits.
    public override var description: String {
        let c = components
        func n(_ v: CGFloat) -> String { JSONWriter.number(Double(v)) }
        if isGrey {
            return "UIExtendedGrayColorSpace \(n(c.red)) \(n(c.alpha))"
        }
        return "UIExtendedSRGBColorSpace \(n(c.red)) \(n(c.green)) \(n(c.blue)) \(n(c.alpha))"
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if case .system(let a) = storage, case .system(let b) = other.storage { return a == b }
        if case .rgba = storage, case .rgba = other.storage { return components == other.components }
        return self === other
    }

    public override var hash: Int { description.hashValue }
}

/// A fixed sRGB colour (what `UIColor.cgColor` gives and `CALayer.borderColor` and `shadowColor` take).
public final class CGColor: Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Red, green, blue and alpha.
    public var components: [CGFloat]? { [red, green, blue, alpha] }
}
