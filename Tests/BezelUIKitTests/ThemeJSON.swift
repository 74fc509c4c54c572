import BezelCore
import BezelRender
import Foundation

/// A hand-written theme JSON in a scratch folder (with files of its own beside it), drawn by
/// `ButtonImageRenderer`: what a button in code must equal byte for byte.
struct ThemeJSON {
    let folder: String

    /// A scratch folder holding `files` (name → text).
    init(files: [String: String] = [:]) throws {
        folder = NSTemporaryDirectory() + "bezel-theme-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name)) }
    }

    /// The PNG of `button` in `state` from a theme whose top level is `json` (the braces' content),
    /// in the accessibility variant `accessibility` (which the theme must list).
    func png(_ json: String, button: String, state: ControlState = .normal, scale: Double = 2,
             accessibility: AccessibilitySettings = .standard) throws -> Data {
        let path = folder + "/theme-\(UUID().uuidString).json"
        try Data("{ \"name\": \"t\", \(json) }".utf8).write(to: URL(fileURLWithPath: path))
        return try ButtonImageRenderer(theme: ThemeFile(contentsOfFile: path, accessibility: accessibility), scale: scale)
            .pngData(forButton: button, state: state)
    }

    /// The path of one of the folder's files.
    func path(_ name: String) -> String { folder + "/" + name }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }
}
