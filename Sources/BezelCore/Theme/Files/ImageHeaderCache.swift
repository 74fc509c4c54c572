import Foundation

/// What decoding learnt about each image file, by resolved path: its header (`ImageInfo`) or why it
/// is refused (unreadable, not a PNG/SVG, too large, an SVG referring outside itself). An image
/// named by the appearance layers, by several buttons or in several modes is read once per
/// `ThemeFileSystem`, that is once per theme load.
final class ImageHeaderCache: Sendable {
    private let checked = LockedMemo<String, Result<ImageInfo, PathError>>()

    /// The header of the image at `path`, read on first use.
    func info(_ path: String) -> Result<ImageInfo, PathError> {
        checked.value(path) { Self.check(path) }
    }

    /// Reads the header and, for an SVG, checks it refers to nothing outside itself.
    static func check(_ path: String) -> Result<ImageInfo, PathError> {
        ImageInfo.read(path).flatMap { info in
            if info.format == .svg, let problem = SVGExternalReferences.problem(inFile: path) {
                return .failure(PathError(message: problem))
            }
            return .success(info)
        }
    }
}
