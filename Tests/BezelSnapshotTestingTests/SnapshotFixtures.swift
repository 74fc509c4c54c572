import BezelPNG
import BezelUIKit
import Foundation

/// Buttons, images and folders the snapshot tests share.
enum SnapshotFixtures {
    /// A fresh empty folder for references.
    static func folder() -> String {
        let path = NSTemporaryDirectory() + "bezel-snapshots-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A 40 × 20 pt custom button filled with `color`, no title.
    @MainActor static func filledButton(_ color: UIColor) -> UIButton {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        button.backgroundColor = color
        return button
    }

    /// A 10 × 10 image of one grey, with `changed` pixels (from the top-left, row by row) one grey
    /// step `delta` lighter.
    static func image(changed: Int = 0, delta: UInt8 = 1) -> UIImage {
        var rgba = [UInt8](repeating: 0, count: 400)
        for i in 0..<100 {
            let v: UInt8 = i < changed ? 100 + delta : 100
            rgba.replaceSubrange(4 * i ..< 4 * i + 4, with: [v, v, v, 255])
        }
        return UIImage(data: try! PNGEncoder.encode(rgba: rgba, width: 10, height: 10))!
    }

    /// The RGBA of pixel (x, y) of a PNG file.
    static func pixel(_ path: String, _ x: Int, _ y: Int) throws -> [UInt8] {
        let image = try PNGDecoder.decode(path: path)
        let i = 4 * (y * image.width + x)
        return Array(image.rgba[i ..< i + 4])
    }

    /// The text between the first `"file://` after `marker` and the next quote.
    static func path(after marker: String, in message: String) -> String? {
        guard let start = message.range(of: marker)?.upperBound,
              let open = message.range(of: "\"file://", range: start..<message.endIndex)?.upperBound,
              let close = message[open...].firstIndex(of: "\"") else { return nil }
        return String(message[open..<close])
    }
}

extension SnapshotFixtures {
    /// A `width` × 10 image of one grey.
    static func filledImage(width: Int) -> UIImage {
        let rgba = [UInt8](repeating: 100, count: 4 * width * 10).enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element }
        return UIImage(data: try! PNGEncoder.encode(rgba: rgba, width: width, height: 10))!
    }
}
