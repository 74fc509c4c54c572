import BezelRaster
import Foundation

/// A colour space: Bezel draws sRGB only, so every colour space is sRGB (device RGB included, as
/// iOS's device RGB is sRGB).
public final class CGColorSpace: @unchecked Sendable {
    /// The sRGB colour space's name.
    public static let sRGB = "kCGColorSpaceSRGB"
    init() {}
    /// sRGB; nil for another name (Bezel draws sRGB only).
    public convenience init?(name: String) {
        guard name == CGColorSpace.sRGB else { return nil }
        self.init()
    }
}

/// Device RGB: sRGB.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

/// The colours `CGGradient(colorsSpace:colors:locations:)` takes, written `[a.cgColor, b.cgColor] as CFArray`
/// as on iOS (there is no Core Foundation in Swift on Linux: this is an array literal of `CGColor`s).
public struct CFArray: ExpressibleByArrayLiteral {
    let colors: [CGColor]
    public init(arrayLiteral elements: CGColor...) { colors = elements }
}

/// A gradient's colours and where they sit (0…1), drawn by `CGContext.drawLinearGradient` and
/// `drawRadialGradient`. Colours are interpolated without premultiplying, as Core Graphics does.
public final class CGGradient {
    let stops: [(position: Double, color: CodeColor)]

    /// nil, as on iOS, when there are no colours or the locations do not match them.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: [CGFloat]?) {
        let colors = colors.colors
        guard !colors.isEmpty, locations == nil || locations!.count == colors.count else { return nil }
        let positions = locations.map { $0.map(Double.init) }
            ?? colors.indices.map { colors.count == 1 ? 0 : Double($0) / Double(colors.count - 1) }
        stops = zip(positions, colors).map { ($0, $1.codeColor) }
    }

    /// Components (red, green, blue, alpha per colour) at `locations`, as `CGGradient(colorSpace:colorComponents:locations:count:)`.
    public init?(colorSpace space: CGColorSpace, colorComponents components: [CGFloat], locations: [CGFloat]?, count: Int) {
        guard count > 0, components.count == count * 4, locations == nil || locations!.count == count else { return nil }
        let positions = locations.map { $0.map(Double.init) } ?? (0..<count).map { count == 1 ? 0 : Double($0) / Double(count - 1) }
        stops = (0..<count).map { i in
            (positions[i], CodeColor(red: Double(components[4 * i]), green: Double(components[4 * i + 1]),
                                     blue: Double(components[4 * i + 2]), alpha: Double(components[4 * i + 3])))
        }
    }
}

/// Whether a gradient's first and last colours continue before its start and after its end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
