import BezelCore

/// Why a button could not be drawn or encoded.

public enum RasterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An image file is missing, unreadable or not a valid PNG/SVG.
    case unreadableImage(path: String, reason: String)
    /// Cairo could not create or finish a surface (out of memory, invalid size, write failure).
    case surface(reason: String)

    public var description: String {
        switch self {
        case let .unreadableImage(path, reason): "\(path): cannot draw this image: \(reason)"
        case let .surface(reason): "cannot draw: \(reason)"
        }
    }
}
