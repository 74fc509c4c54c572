import BezelPNG
import BezelUIKit
import Foundation

/// What the API-surface tests read from a drawn button: a pixel, how many pixels have one colour.
@MainActor
enum SurfacePixels {
    /// The RGBA of point (x, y) of `button` drawn at `scale` (pixels x·scale, y·scale).
    static func at(_ button: UIButton, _ x: Int, _ y: Int, scale: Int = 1, traits: UITraitCollection? = nil) throws -> [UInt8] {
        try PNGPixels.at(button.bezelPNGData(scale: CGFloat(scale), traits: traits), x * scale, y * scale)
    }

    /// How many pixels of `button` drawn at `scale` are exactly `rgba`.
    static func count(_ rgba: [UInt8], in button: UIButton, scale: Int = 2) throws -> Int {
        let image = try PNGDecoder.decode(data: button.bezelPNGData(scale: CGFloat(scale)))
        return stride(from: 0, to: image.rgba.count, by: 4).filter { Array(image.rgba[$0 ..< $0 + 4]) == rgba }.count
    }

    /// A PNG file of `width` × `height` pixels of one colour, in a fresh folder.
    static func solidPNG(_ rgba: [UInt8], width: Int = 8, height: Int = 8, name: String = "solid.png") throws -> String {
        let folder = NSTemporaryDirectory() + "bezel-surface-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let data = try PNGEncoder.encode(rgba: Array([[UInt8]](repeating: rgba, count: width * height).joined()), width: width, height: height)
        try data.write(to: URL(fileURLWithPath: folder + "/" + name))
        return folder + "/" + name
    }
}
