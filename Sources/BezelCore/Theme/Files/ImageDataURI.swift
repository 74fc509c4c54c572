import Foundation

/// An image given inline as an image's `src`: an SVG (`data:image/svg+xml;base64,<base64>`, what
/// Bezel's own Interface Builder reader writes for a placeholder) or a PNG
/// (`data:image/png;base64,<base64>`, what BezelUIKit writes for an image drawn in code). Its bytes
/// travel in the theme itself, so it names no file: it is not resolved against a folder, copied by
/// `import` or watched.
public enum ImageDataURI {
    /// The SVG form.
    public static let svgPrefix = "data:image/svg+xml;base64,"
    /// The PNG form.
    public static let pngPrefix = "data:image/png;base64,"

    /// Whether `src` is an inline image rather than a path.
    public static func isDataURI(_ src: String) -> Bool { src.hasPrefix("data:") }

    /// Whether `src` is an inline PNG.
    public static func isPNG(_ src: String) -> Bool { src.hasPrefix(pngPrefix) }

    /// `bytes` as an SVG data URI.
    public static func svg(_ bytes: [UInt8]) -> String { svgPrefix + Data(bytes).base64EncodedString() }

    /// `bytes` as a PNG data URI.
    public static func png(_ bytes: Data) -> String { pngPrefix + bytes.base64EncodedString() }

    /// The SVG bytes of `uri`, or why it cannot be read (another media type, bad base64, too large).
    public static func svgBytes(_ uri: String) -> Result<[UInt8], PathError> {
        guard uri.hasPrefix(svgPrefix) else {
            return .failure(PathError(message: "an image data: URI must be '\(svgPrefix)…' (an SVG in base64) or '\(pngPrefix)…' (a PNG in base64)"))
        }
        return bytes(uri, after: svgPrefix)
    }

    /// The PNG bytes of `uri`, or why it cannot be read (another media type, bad base64, too large).
    public static func pngBytes(_ uri: String) -> Result<[UInt8], PathError> {
        guard uri.hasPrefix(pngPrefix) else {
            return .failure(PathError(message: "an image data: URI must be '\(svgPrefix)…' (an SVG in base64) or '\(pngPrefix)…' (a PNG in base64)"))
        }
        return bytes(uri, after: pngPrefix)
    }

    private static func bytes(_ uri: String, after prefix: String) -> Result<[UInt8], PathError> {
        let limit = InputLimits.jsonFileBytes.value
        guard uri.utf8.count <= limit, let data = Data(base64Encoded: String(uri.dropFirst(prefix.count))) else {
            return .failure(PathError(message: "the image data: URI is not valid base64 of at most \(limit) bytes"))
        }
        return .success([UInt8](data))
    }

    /// The header of the image in `uri`: a PNG's size (scale 1; the image object's `scale` sets
    /// another), an SVG's size, refused when the SVG refers outside itself.
    public static func info(_ uri: String) -> Result<ImageInfo, PathError> {
        if isPNG(uri) { return pngBytes(uri).flatMap { ImageInfo.png($0, name: "inline PNG", scale: 1) } }
        return svgBytes(uri).flatMap { bytes in
            if let found = SVGExternalReferences.first(in: String(decoding: bytes, as: UTF8.self)) {
                return .failure(PathError(message: "the inline SVG refers outside itself: \(found)"))
            }
            return ImageInfo.svg(bytes, name: "inline SVG")
        }
    }
}
