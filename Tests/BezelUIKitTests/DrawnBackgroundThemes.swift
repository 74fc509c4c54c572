import BezelCore
import BezelRender
import BezelUIKit
import Foundation

/// The Linux side of `StyledButtonBackgroundTests` (its test file changes only its imports): a
/// button's theme with every image drawn in code taken out of the theme into a PNG file beside it,
/// drawn by the theme pipeline, so the button's own render can be compared with a theme that uses
/// the same PNG files.
@preconcurrency @MainActor
enum DrawnBackgroundThemes {
    /// The PNG of the button's theme, with its inline PNGs written as files, in `state` at `scale`.
    static func filePNG(of button: UIButton, state: UIControl.State, scale: CGFloat, traits: UITraitCollection? = nil) throws -> Data {
        let folder = NSTemporaryDirectory() + "/drawn-backgrounds-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var text = try button.bezelTheme(named: "drawn", buttonName: "button", imagesRelativeTo: folder, traits: traits)
        var files = 0
        while let start = text.range(of: "\"" + ImageDataURI.pngPrefix) {
            let end = text[start.upperBound...].firstIndex(of: "\"")!
            let uri = String(text[text.index(after: start.lowerBound)..<end])
            let name = "background-\(files).png"
            _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(try ImageDataURI.pngBytes(uri).get()))
            text.replaceSubrange(start.lowerBound...end, with: "\"\(name)\"")
            files += 1
        }
        precondition(files > 0, "the button has no image drawn in code")
        try text.write(toFile: folder + "/drawn.json", atomically: true, encoding: .utf8)
        let renderer = try ButtonImageRenderer(theme: ThemeFile(contentsOfFile: folder + "/drawn.json"), scale: Double(scale))
        return try renderer.pngData(forButton: "button", state: ControlState(rawValue: state.rawValue & 0xF))
    }
}
