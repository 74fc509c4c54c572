import Foundation

/// An SVG given inline as an image's `src`: `data:image/svg+xml;base64,<base64>` (what Bezel's own
/// Interface Builder reader writes for a placeholder). Its bytes travel in the theme itself, so it
/// names no file: it is not resolved against a folder, copied by `import` or watched.
public enum ImageDataURI {
    /// The one form read.
    public static let svgPrefix = "data:image/svg+xml;base64,"

    /// Whether `src` is an inline image rather than a path.
    public static func isDataURI(_ src: String) -> Bool { src.hasPrefix("data:") }

    /// `bytes` as an SVG data URI.
    public static func svg(_ bytes: [UInt8]) -> String { svgPrefix + Data(bytes).base64EncodedString() }

    /// The SVG bytes of `uri`, or why it cannot be read (another media type, bad base64, too large).
    public static func svgBytes(_ uri: String) -> Result<[UInt8], PathError> {
        guard uri.hasPrefix(svgPrefix) else {
            return .failure(PathError(message: "an image data: URI must be '\(svgPrefix)…' (an SVG in base64)"))
        }
        let limit = InputLimits.jsonFileBytes.value
        guard uri.utf8.count <= limit, let data = Data(base64Encoded: String(uri.dropFirst(svgPrefix.count))) else {
            return .failure(PathError(message: "the image data: URI is not valid base64 of at most \(limit) bytes"))
        }
        return .success([UInt8](data))
    }

    /// The header of the SVG in `uri`, refused when it refers outside itself.
    public static func info(_ uri: String) -> Result<ImageInfo, PathError> {
        svgBytes(uri).flatMap { bytes in
            if let found = SVGExternalReferences.first(in: String(decoding: bytes, as: UTF8.self)) {
                return .failure(PathError(message: "the inline SVG refers outside itself: \(found)"))
            }
            return ImageInfo.svg(bytes, name: "inline SVG")
        }
    }
}
