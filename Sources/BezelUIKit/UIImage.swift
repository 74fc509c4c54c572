import BezelCore
import Foundation

/// An image as Bezel draws it: a PNG or SVG file (written into a theme by its path), or the PNG a
/// render or drawing in code made (`UIGraphicsImageRenderer`, `bezelImage`), written into a theme as
/// an inline PNG (`data:image/png;base64,…`) at its scale.
public final class UIImage: NSObject, @unchecked Sendable {
    enum Source {
        case file(path: String, info: ImageInfo)
        case rendered(png: Data, pixelWidth: Int, pixelHeight: Int)
        case symbol(name: String, configuration: SymbolConfiguration)
    }

    /// Whether the image is drawn as it is or as a mask filled with the tint.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate

        var themeName: String {
            switch self {
            case .automatic: "automatic"
            case .alwaysOriginal: "original"
            case .alwaysTemplate: "template"
            }
        }
    }

    /// How the middle of a resizable image fills the space between its caps.
    public enum ResizingMode: Int, Sendable { case tile, stretch }

    let source: Source
    public let renderingMode: RenderingMode
    /// The fixed borders of a resizable image (zero: not resizable).
    public let capInsets: UIEdgeInsets
    public let resizingMode: ResizingMode
    /// Pixels per point.
    public let scale: CGFloat
    /// `withTintColor`'s colour (UIImage+Tint.swift); nil: none.
    var tint: UIColor?
    /// The asset `imageAsset` made, holding the trait variants registered with it (UIImageAsset.swift).
    var asset: UIImageAsset?

    init(source: Source, renderingMode: RenderingMode = .automatic, capInsets: UIEdgeInsets = .zero,
         resizingMode: ResizingMode = .stretch, scale: CGFloat) {
        self.source = source; self.renderingMode = renderingMode; self.capInsets = capInsets
        self.resizingMode = resizingMode; self.scale = scale
    }

    /// The PNG or SVG file at `path` (its `@2x`/`@3x` suffix gives a PNG's scale); nil when it is
    /// missing or not a PNG or SVG Bezel can read (JPEG and the other formats: not yet).
    public convenience init?(contentsOfFile path: String) {
        let absolute = (path as NSString).standardizingPath
        guard case .success(let info) = ImageInfo.read(absolute) else { return nil }
        self.init(source: .file(path: absolute, info: info), scale: CGFloat(info.scale))
    }

    /// The image named `name` in `bundle`'s resources (the main bundle without one): `name`,
    /// `name.png`, `name@2x.png`, `name@3x.png` or `name.svg`, in that order. Asset catalogs: not yet.
    /// The trait collection is accepted and not used (one file per name).
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil) {
        let folder = (bundle ?? .main).resourcePath ?? (bundle ?? .main).bundlePath
        let candidates = [name, name + ".png", name + "@2x.png", name + "@3x.png", name + ".svg"]
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: folder + "/" + $0) && $0.contains(".") }) else {
            return nil
        }
        self.init(contentsOfFile: folder + "/" + found)
    }

    /// An image from PNG bytes (a snapshot reference, `pngData()` written earlier) at `scale`
    /// pixels per point; nil when `data` is not a PNG. Other formats: not yet.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 24, Array(data.prefix(8)) == signature, scale > 0 else { return nil }
        // The IHDR chunk's width and height (big-endian, bytes 16–23).
        func word(_ at: Int) -> Int { data[data.startIndex + at ..< data.startIndex + at + 4].reduce(0) { $0 << 8 | Int($1) } }
        self.init(renderedPNG: data, pixelWidth: word(16), pixelHeight: word(20), scale: scale)
    }

    /// An image from PNG bytes Bezel rendered.
    convenience init(renderedPNG png: Data, pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        self.init(source: .rendered(png: png, pixelWidth: pixelWidth, pixelHeight: pixelHeight), scale: scale)
    }

    /// The size in points.
    public var size: CGSize {
        switch source {
        case .file(_, let info): CGSize(width: info.pointSize.width, height: info.pointSize.height)
        case .rendered(_, let w, let h): CGSize(width: CGFloat(w) / scale, height: CGFloat(h) / scale)
        case .symbol(let name, _):
            // UIKit's `size` cannot fail; a symbol's size is known only from its template when drawn.
            preconditionFailure("UIImage(systemName: \"\(name)\").size: a symbol image's size is not yet known before it is drawn")
        }
    }

    /// The same image drawn as `mode` says.
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        carryingOver(UIImage(source: source, renderingMode: mode, capInsets: capInsets, resizingMode: resizingMode, scale: scale))
    }

    /// A resizable image with the middle tiled, as UIKit's default.
    public func resizableImage(withCapInsets insets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: insets, resizingMode: .tile)
    }

    /// A resizable image: `insets` stay fixed, the middle is stretched or tiled. Bezel draws cap
    /// insets on background images (`setBackgroundImage`) only; on a foreground image they are an error.
    public func resizableImage(withCapInsets insets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        carryingOver(UIImage(source: source, renderingMode: renderingMode, capInsets: insets, resizingMode: resizingMode, scale: scale))
    }

    /// `copy` with this image's tint colour and asset, as UIKit's derived images keep them.
    func carryingOver(_ copy: UIImage) -> UIImage {
        copy.tint = tint
        copy.asset = asset
        return copy
    }

    /// The PNG bytes: a rendered image's own, a PNG file's contents; nil for an SVG file, a symbol
    /// and a tinted image (`withTintColor`: its pixels are made only when a button draws it).
    public func pngData() -> Data? {
        if tint != nil { return nil }
        switch source {
        case .rendered(let png, _, _): return png
        case .file(let path, let info): return info.format == .png ? FileManager.default.contents(atPath: path) : nil
        case .symbol: return nil
        }
    }

    /// The file's absolute path, nil for a rendered image.
    var filePath: String? {
        if case .file(let path, _) = source { return path }
        return nil
    }
}
