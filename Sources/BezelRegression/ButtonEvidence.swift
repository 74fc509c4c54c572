import BezelCore
import BezelPNG
import Foundation

/// One button's part of a failing sheet: its frame cut out of the expected sheet, the actual sheet
/// and the diff, at the sheet's scale, so a reviewer sees the button that changed without the sheet.
/// In the report as `<unit>/<button>/<sheet name>.{expected,actual,diff}.png`
/// (`ios/dark/filledMedium/highlighted@2x.diff.png`).
package struct ButtonEvidence: Sendable {
    package var button: String
    /// The sheet's path (`ios/dark/highlighted@2x.png`).
    package var sheet: String
    /// The frame in the sheet, in pixels.
    package var frame: (x: Int, y: Int, width: Int, height: Int)
    package var expected: Data
    package var actual: Data
    package var diff: Data?
    /// The differing (or, within tolerance, changed) pixels inside the frame.
    package var differingPixels = 0

    /// The report paths of the three crops.
    package var paths: (expected: String, actual: String, diff: String) {
        let unit = ThemeFileSystem.folder(of: sheet)
        let stem = (sheet as NSString).lastPathComponent.dropLast(4)
        let base = (unit == "." ? "" : unit + "/") + button + "/" + stem
        return (base + ".expected.png", base + ".actual.png", base + ".diff.png")
    }

    /// The crops of `buttons` (names in `frames`) out of `expected`, `actual` and `diff`, each
    /// with the number of `points` (the differing pixels) inside its frame.
    package static func crops(sheet: String, buttons: [String], frames: AtlasFrames, points: [(x: Int, y: Int)],
                              expected: DecodedImage, actual: DecodedImage, diff: DecodedImage?) -> [ButtonEvidence] {
        buttons.compactMap { name in
            guard let f = frames.frames.first(where: { $0.name == name }) else { return nil }
            func png(_ image: DecodedImage) -> Data? { try? PNGEncoder.encode(image.cropped(x: f.x, y: f.y, width: f.w, height: f.h)) }
            guard let e = png(expected), let a = png(actual) else { return nil }
            var evidence = ButtonEvidence(button: name, sheet: sheet, frame: (f.x, f.y, f.w, f.h), expected: e, actual: a, diff: diff.flatMap(png))
            evidence.differingPixels = points.filter { $0.x >= f.x && $0.x < f.x + f.w && $0.y >= f.y && $0.y < f.y + f.h }.count
            return evidence
        }
    }
}
