import BezelCore
import BezelRender
import BezelUIKit
import Foundation

/// The repository's samples: their JSON files, their images, and what `ButtonImageRenderer` draws from them.
enum SampleFiles {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// A sample image (`samples/images/<name>`), loaded as iOS code loads a file.
    static func image(_ name: String) -> UIImage {
        guard let image = UIImage(contentsOfFile: repository + "/samples/images/" + name) else { fatalError("no sample image \(name)") }
        return image
    }

    /// The PNG the JSON sample draws for `button` in `state` at `scale`.
    static func png(_ sample: String, button: String, state: ControlState = .normal, scale: Double = 2) throws -> Data {
        let file = try ThemeFile(contentsOfFile: repository + "/samples/" + sample + ".json")
        return try ButtonImageRenderer(theme: file, scale: scale).pngData(forButton: button, state: state)
    }
}

extension UIColor {
    /// A colour written as 0xRRGGBB, as the samples give them.
    convenience init(rgb: Int) {
        self.init(red: CGFloat(rgb >> 16 & 0xFF) / 255, green: CGFloat(rgb >> 8 & 0xFF) / 255, blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
    }
}
