import BezelCore
import BezelPNG
import Foundation

/// A rendered sheet whose layout is not its baseline's (another size, frames that moved, buttons
/// added or dropped) compared button by button: each button's frame in the actual sheet against its
/// frame in the baseline sheet, wherever each is, so a button that only moved is not a change and
/// one new button does not hide a real change elsewhere. Needs both atlases.
package struct FrameComparison {
    /// Buttons whose pixels differ (by the comparison), in actual frame order.
    package var changed: [String] = []
    /// Buttons at another place with the same pixels.
    package var moved: [String] = []
    /// Buttons whose pixels changed, but none by enough to count (below the threshold, anti-aliasing).
    package var tolerated: [String] = []
    /// Their changed pixels.
    package var toleratedPixels = 0
    /// Buttons whose frame has another size: not compared pixel by pixel.
    package var resized: [String] = []
    /// Buttons the baseline does not have, and buttons only the baseline has.
    package var new: [String] = [], dropped: [String] = []
    /// Crops of the changed, resized and new buttons.
    package var evidence: [ButtonEvidence] = []
    /// Differing pixels over every changed frame.
    package var diffPixels = 0

    /// Compares the frames of `actual` (laid out as `frames`) with those of `expected` (as `expectedFrames`).
    package init(sheet: String, expected: DecodedImage, expectedFrames: AtlasFrames, actual: DecodedImage, frames: AtlasFrames,
                 comparison: PixelComparison) throws {
        let before = Dictionary(expectedFrames.frames.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let names = Set(frames.frames.map(\.name))
        dropped = expectedFrames.frames.map(\.name).filter { !names.contains($0) }
        for f in frames.frames {
            guard let e = before[f.name] else {
                new.append(f.name)
                if let evidence = ButtonEvidence.newButton(sheet: sheet, frame: f, actual: actual) { self.evidence.append(evidence) }
                continue
            }
            let old = expected.cropped(x: e.x, y: e.y, width: e.w, height: e.h), now = actual.cropped(x: f.x, y: f.y, width: f.w, height: f.h)
            guard e.w == f.w, e.h == f.h else {
                resized.append(f.name)
                evidence.append(ButtonEvidence(button: f.name, sheet: sheet, frame: (f.x, f.y, f.w, f.h), expected: try PNGEncoder.encode(old),
                                               actual: try PNGEncoder.encode(now), diff: nil, expectedSize: (e.w, e.h)))
                continue
            }
            let verdict = try ImageVerdict(old, now, comparison: comparison, budget: DiffBudget(), marksBelowThreshold: true)
            guard verdict.result.diffPixels > 0 else {
                if verdict.result.changedPixels > 0 {
                    tolerated.append(f.name)
                    toleratedPixels += verdict.result.changedPixels
                } else if (e.x, e.y) != (f.x, f.y) {
                    moved.append(f.name)
                }
                continue
            }
            changed.append(f.name)
            diffPixels += verdict.result.diffPixels
            let points = verdict.result.differingPoints()
            var evidence = ButtonEvidence(button: f.name, sheet: sheet, frame: (f.x, f.y, f.w, f.h), expected: try PNGEncoder.encode(old),
                                          actual: try PNGEncoder.encode(now), diff: try verdict.result.diff.map { try PNGEncoder.encode($0) })
            evidence.differingPixels = points.count
            evidence.change = PixelChange.measure(expected: old, actual: now, points: points)
            self.evidence.append(evidence)
        }
    }

    /// The buttons a reviewer must look at: changed, resized and new, in actual frame order.
    package var buttons: [String] { evidence.map(\.button) }

    /// "layout changed: help new; save changed (312 differing pixels); cancel moved, same pixels".
    package var summary: String {
        var parts: [String] = []
        func list(_ names: [String]) -> String { names.joined(separator: ", ") }
        if !new.isEmpty { parts.append("\(list(new)) new (no baseline)") }
        if !changed.isEmpty { parts.append("\(list(changed)) changed (\(diffPixels) differing pixel\(diffPixels == 1 ? "" : "s"))") }
        if !resized.isEmpty { parts.append("\(list(resized)) resized") }
        if !dropped.isEmpty { parts.append("\(list(dropped)) dropped") }
        if !tolerated.isEmpty { parts.append("\(list(tolerated)) within tolerance (\(ImageComparison.differ(toleratedPixels)) below the threshold or as anti-aliasing)") }
        if !moved.isEmpty { parts.append("\(list(moved)) moved, same pixels") }
        return "layout changed: " + (parts.isEmpty ? "the same frames at the same places" : parts.joined(separator: "; "))
    }
}
