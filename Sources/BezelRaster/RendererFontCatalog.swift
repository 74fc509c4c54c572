import BezelCore
import Foundation

/// The fonts the renderer draws with, as the theme decoder asks about them: the pinned families of
/// `FontConfiguration.shared`, and the family fontconfig reads from a shipped font file.
///
/// Pass `RendererFontCatalog.shared` to `ThemeValidator.validate` so that a theme is refused when
/// it names a family no font provides or ships a file that is not a font, in `validate` and in
/// `render` alike.
public final class RendererFontCatalog: FontCatalog, @unchecked Sendable {
    public static let shared = RendererFontCatalog(configuration: .shared)

    public let pinnedFamilies: [String]
    public let listedFamilies: [String]
    private let lock = NSLock()
    private var families: [String: Result<String, PathError>] = [:]

    public init(configuration: FontConfiguration) {
        pinnedFamilies = configuration.familyNames
        listedFamilies = configuration.primaryFamilyNames
    }

    /// The family a title must name to be drawn with the file: its first (English first) family
    /// name that no pinned font has, else its first one (a face added to a pinned family, such as
    /// an oblique DejaVu Sans). Results are kept per path.
    public func family(ofFontFile path: String) -> Result<String, PathError> {
        lock.lock()
        if let known = families[path] { lock.unlock(); return known }
        lock.unlock()
        let names = FontFileQuery.families(of: path)
        let pinned = Set(pinnedFamilies.map { $0.lowercased() })
        let result: Result<String, PathError>
        if let first = names.first {
            result = .success(names.first { !pinned.contains($0.lowercased()) } ?? first)
        } else {
            result = .failure(PathError(message: "fontconfig finds no font face in it"))
        }
        lock.lock(); families[path] = result; lock.unlock()
        return result
    }
}

extension FontConfiguration {
    private static let shippingLock = NSLock()
    nonisolated(unsafe) private static var shippingConfigurations: [[String]: FontConfiguration] = [:]

    /// The pinned configuration plus the font files a theme ships (`Theme.shippedFontFiles`), made
    /// once per set of files; `shared` when there are none.
    public static func shipping(_ files: [String]) throws -> FontConfiguration {
        if files.isEmpty { return .shared }
        let key = files.sorted()
        shippingLock.lock(); defer { shippingLock.unlock() }
        if let made = shippingConfigurations[key] { return made }
        let made = try FontConfiguration(additionalFontFiles: key)
        shippingConfigurations[key] = made
        return made
    }
}
