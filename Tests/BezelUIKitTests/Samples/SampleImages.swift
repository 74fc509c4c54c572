import BezelUIKit
import Foundation

/// The samples' images (`samples/images/<name>`), loaded as iOS code loads a file. This folder is
/// compiled by the tests and, through the symlink `Examples/Sources/bezel-examples/Samples`, by the
/// Examples package: the path is found from this file's real location, symlinks resolved.
enum SampleImages {
    /// The repository's `samples/images/` folder.
    static let folder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path + "/samples/images/"

    /// The image file `name`; a missing one stops the program, naming it.
    static func image(_ name: String) -> UIImage {
        guard let image = UIImage(contentsOfFile: folder + name) else { fatalError("no sample image \(folder + name)") }
        return image
    }
}

extension UIColor {
    /// A colour written as 0xRRGGBB, as the samples give them.
    convenience init(rgb: Int) {
        self.init(red: CGFloat(rgb >> 16 & 0xFF) / 255, green: CGFloat(rgb >> 8 & 0xFF) / 255, blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
    }
}
