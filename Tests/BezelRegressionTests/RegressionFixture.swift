import BezelCore
import BezelPNG
import Foundation

/// Sheets, atlases and baseline folders for the regression tests, made from byte arrays with
/// BezelPNG's encoder (no renderer): a scratch folder under NSTemporaryDirectory() per test.
struct RegressionFixture {
    let root: String

    init() {
        root = NSTemporaryDirectory() + "bezel-regression-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    /// Writes `data` at `relative` below the scratch folder (creating folders) and returns the path.
    @discardableResult
    func write(_ data: Data, to relative: String) throws -> String {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A `width`×`height` image, every pixel (10, 40, 200, 255), with the pixels in `changed` set to `color`.
    static func image(width: Int = 8, height: Int = 4, changed: [(x: Int, y: Int)] = [],
                      color: [UInt8] = [250, 40, 200, 255]) -> DecodedImage {
        var rgba = [UInt8]((0..<(width * height)).flatMap { _ in [10, 40, 200, 255] as [UInt8] })
        for p in changed { rgba.replaceSubrange(4 * (p.y * width + p.x) ..< 4 * (p.y * width + p.x) + 4, with: color) }
        return DecodedImage(width: width, height: height, rgba: rgba)
    }

    /// The image as Bezel's encoder writes it.
    static func png(_ image: DecodedImage) throws -> Data { try PNGEncoder.encode(image) }

    /// The same pixels as other PNG bytes: zlib level 9 instead of the encoder's balanced settings.
    static func otherBytes(_ image: DecodedImage) throws -> Data {
        try image.rgba.withUnsafeBytes { pixels in
            try PNGWriter.encode(pixels.baseAddress!, width: image.width, height: image.height, stride: image.width * 4,
                                 layout: .straightRGBA, settings: PNGCompression.small.settings(forWidth: image.width))
        }
    }

    /// A TexturePacker atlas of an `width`×`height` sheet holding the named frames.
    static func atlas(width: Int = 8, height: Int = 4, _ frames: [(name: String, rect: PixelRect)]) -> Data {
        let layout = SheetLayout(scale: 1, size: PixelSize(width: width, height: height), frames: frames.map {
            SheetFrame(name: $0.name, frame: $0.rect, pointSize: Size(width: Double($0.rect.width), height: Double($0.rect.height)))
        })
        return Data(JSONWriter.write(TexturePackerAtlas(layout: layout, image: "normal.png").json).utf8)
    }

    /// Two buttons side by side in an 8×4 sheet: `cancel` on the left half, `save` on the right.
    static let twoButtons = atlas([("cancel", PixelRect(x: 0, y: 0, width: 4, height: 4)),
                                   ("save", PixelRect(x: 4, y: 0, width: 4, height: 4))])

    /// A fingerprint with fixed versions and no fonts.
    static let fingerprint = RendererFingerprint(cairo: "1.16.0", pango: "1.50.12", harfbuzz: "6.0.0", freetype: "2.12.1", fonts: [])
}
