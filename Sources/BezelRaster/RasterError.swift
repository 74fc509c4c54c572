/// Why a button could not be drawn or encoded.
public enum RasterError: Error, Equatable, Sendable {
    /// An image file is missing, unreadable or not a valid PNG/SVG.
    case unreadableImage(path: String, reason: String)
    /// Cairo could not create or finish a surface (out of memory, invalid size, write failure).
    case surface(reason: String)
}
