import BezelCore
import BezelRender
import BezelUIKit
import Foundation

/// The repository's samples: their JSON files, and what `ButtonImageRenderer` draws from them.
enum SampleFiles {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The PNG the JSON sample draws for `button` in `state` at `scale`.
    static func png(_ sample: String, button: String, state: ControlState = .normal, scale: Double = 2) throws -> Data {
        let file = try ThemeFile(contentsOfFile: repository + "/samples/" + sample + ".json")
        return try ButtonImageRenderer(theme: file, scale: scale).pngData(forButton: button, state: state)
    }
}
