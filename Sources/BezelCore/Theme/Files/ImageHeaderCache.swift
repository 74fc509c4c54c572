import Foundation

/// What decoding learnt about each image file, by resolved path: its header (`ImageInfo`) or why it
/// is refused (unreadable, not a PNG/SVG, too large, an SVG referring outside itself). An image
/// named by the appearance layers, by several buttons or in several modes is read once per
/// `ThemeFileSystem`, that is once per theme load.
final class ImageHeaderCache: @unchecked Sendable {
    private let lock = NSLock()
    private var checked: [String: Result<ImageInfo, PathError>] = [:]

    /// The header of the image at `path`, read on first use.
    func info(_ path: String) -> Result<ImageInfo, PathError> {
        lock.lock()
        if let known = checked[path] { lock.unlock(); return known }
        lock.unlock()
        let result = Self.check(path)
        lock.lock()
        checked[path] = result
        lock.unlock()
        return result
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
