import Foundation

/// Why a PNG could not be read or written.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The bytes are not a PNG Bezel can decode; `reason` says why (libpng's message when libpng refused them).
    case invalid(reason: String)
    /// The header's size is over the caller's pixel limit; nothing was allocated or inflated.
    case tooLarge(path: String?, width: Int, height: Int, limit: Int)
    /// The image could not be encoded (an encoder's failure); `reason` says why.
    case encodingFailed(reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): "cannot read \(path): \(reason)"
        case let .invalid(reason): "not a valid PNG: \(reason)"
        case let .tooLarge(path, width, height, limit):
            "\(path ?? "the image") is \(width) × \(height) pixels, over the limit of \(limit) pixels"
        case let .encodingFailed(reason): "cannot encode PNG: \(reason)"
        }
    }
}
