import BezelCore
import BezelPNG
import Foundation

/// One button's part of a failing sheet: its frame cut out of the expected sheet, the actual sheet
/// and the diff, at the sheet's scale, so a reviewer sees the button that changed without the sheet,
/// with how much its pixels changed. A button the baseline does not have (its frame is not in the
/// baseline's atlas, or the whole sheet is missing) is new: only its actual crop.
/// In the report as `<unit>/<button>/<sheet name>.{expected,actual,diff}.png`
/// (`ios/dark/filledMedium/highlighted@2x.diff.png`).
package struct ButtonEvidence: Sendable {
    package var button: String
    /// The sheet's path (`ios/dark/highlighted@2x.png`).
    package var sheet: String
    /// The frame in the sheet, in pixels.
    package var frame: (x: Int, y: Int, width: Int, height: Int)
    /// The crops; `expected` and `diff` are nil for a new button.
    package var expected: Data?
    package var actual: Data
    package var diff: Data?
    /// The differing (or, within tolerance, changed) pixels inside the frame.
    package var differingPixels = 0
    /// How much those pixels changed (nil for a new button).
    package var change: PixelChange?
    /// Whether the baseline has no such button in this sheet.
    package var isNew = false
    /// The size of the expected crop when the button's frame changed size (nil: the frame's).
    package var expectedSize: (width: Int, height: Int)?

    package init(button: String, sheet: String, frame: (x: Int, y: Int, width: Int, height: Int), expected: Data?, actual: Data,
                 diff: Data?, expectedSize: (width: Int, height: Int)? = nil) {
        self.button = button; self.sheet = sheet; self.frame = frame
        self.expected = expected; self.actual = actual; self.diff = diff; self.expectedSize = expectedSize
    }

    /// The report paths of the three crops.
    package var paths: (expected: String, actual: String, diff: String) {
        let unit = ThemeFileSystem.folder(of: sheet)
        let stem = (sheet as NSString).lastPathComponent.dropLast(4)
        let base = (unit == "." ? "" : unit + "/") + button + "/" + stem
        return (base + ".expected.png", base + ".actual.png", base + ".diff.png")
    }

    /// The crops of `buttons` (names in `frames`) out of `expected`, `actual` and `diff`, each
    /// with the number of `points` (the differing pixels) inside its frame and how much they
    /// changed; the buttons in `new` get their actual crop only.
    package static func crops(sheet: String, buttons: [String], new: Set<String> = [], frames: AtlasFrames, points: [(x: Int, y: Int)],
                              expected: DecodedImage, actual: DecodedImage, diff: DecodedImage?) -> [ButtonEvidence] {
        buttons.compactMap { name in
            guard let f = frames.frames.first(where: { $0.name == name }) else { return nil }
            if new.contains(name) { return newButton(sheet: sheet, frame: f, actual: actual) }
            func png(_ image: DecodedImage) -> Data? { try? PNGEncoder.encode(image.cropped(x: f.x, y: f.y, width: f.w, height: f.h)) }
            guard let e = png(expected), let a = png(actual) else { return nil }
            var evidence = ButtonEvidence(button: name, sheet: sheet, frame: (f.x, f.y, f.w, f.h), expected: e, actual: a, diff: diff.flatMap(png))
            let inside = points.filter { $0.x >= f.x && $0.x < f.x + f.w && $0.y >= f.y && $0.y < f.y + f.h }
            evidence.differingPixels = inside.count
            evidence.change = PixelChange.measure(expected: expected, actual: actual, points: inside)
            return evidence
        }
    }

    /// The evidence of a button the baseline does not have: its frame cut out of `actual`.
    package static func newButton(sheet: String, frame f: (name: String, x: Int, y: Int, w: Int, h: Int), actual: DecodedImage) -> ButtonEvidence? {
        guard let a = try? PNGEncoder.encode(actual.cropped(x: f.x, y: f.y, width: f.w, height: f.h)) else { return nil }
        var evidence = ButtonEvidence(button: f.name, sheet: sheet, frame: (f.x, f.y, f.w, f.h), expected: nil, actual: a, diff: nil)
        evidence.isNew = true
        return evidence
    }
}
