import BezelRaster
import Foundation

/// How drawn pixels combine with the context's (`CGContext.setBlendMode`, `UIImage.draw(at:blendMode:alpha:)`):
/// the Core Graphics modes Cairo draws with the same formula. Absent: `sourceIn`, `sourceOut`,
/// `destinationIn`, `destinationAtop` (Cairo's operators are unbounded: they would clear outside
/// the shape) and `plusDarker` (Cairo has no such operator).
public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear = 16, copy = 17, sourceAtop = 20, destinationOver = 21, destinationOut = 23, xor = 25, plusLighter = 27

    var code: CodeBlendMode {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .clear: .clear
        case .copy: .copy
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .xor: .xor
        case .plusLighter: .plusLighter
        }
    }
}

/// The ends of stroked lines.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square

    var code: CodeStrokeStyle.Cap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

/// The corners of stroked lines.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel

    var code: CodeStrokeStyle.Join {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}

/// Which points a path fills.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd

    var code: CodeFillRule { self == .evenOdd ? .evenOdd : .nonZero }
}
