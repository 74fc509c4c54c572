import BezelCore
import BezelPNG
import Foundation

extension SheetVerdict {
    /// The baseline file's bytes; nil (with `v` saying why: missing, unreadable, a Git LFS pointer)
    /// when there is nothing to compare with.
    static func baseline(_ file: BaselineFile, for png: OutputFile, limit: PixelLimit, into v: inout SheetVerdict) -> Data? {
        let baselinePath = file.path
        let read: Data?
        do { read = try file.read(limit: PNGDecoder.fileByteLimit(maxPixels: limit.maxPixels)) } catch {
            v.status = .fail
            v.refusal = "\(error)"
            return nil
        }
        guard let data = read else {
            v.status = .missing
            if let header = try? PNGHeader(data: png.data) { (v.width, v.height) = (header.width, header.height) }
            v.message = "missing baseline \(baselinePath) (record it with 'bezel record … --only-missing')"
            return nil
        }
        if LFSPointer.isPointer(data) {
            v.status = .fail
            v.isLFSPointer = true
            v.refusal = "\(baselinePath) is a Git LFS pointer, not a PNG"
            return nil
        }
        return data
    }

    /// Judges two decoded sheets: button by button when both atlases are known and the layout
    /// changed (`FrameComparison`), a size mismatch when it changed and they are not, else pixel by
    /// pixel against the budget, with the changed buttons' crops and how much they changed.
    static func judge(_ v: inout SheetVerdict, expected: DecodedImage, actual: DecodedImage, expectedFrames: AtlasFrames?,
                      atlasPath: String = "the baseline's atlas", frames: AtlasFrames?, budget: DiffBudget, comparison: PixelComparison) throws {
        let mismatch = ImageComparison.sizeMismatch(expected, actual)
        // A baseline atlas whose frames do not lie in its sheet describes another sheet: bad input.
        if let expectedFrames, let outside = expectedFrames.frames.first(where: {
            $0.w < 0 || $0.h < 0 || $0.x < 0 || $0.y < 0 || $0.x > expected.width - $0.w || $0.y > expected.height - $0.h
        }) {
            v.refusal = "\(atlasPath): the frame of \(outside.name) (\(outside.x), \(outside.y), \(outside.w)×\(outside.h)) "
                + "does not lie in its \(expected.width)×\(expected.height) px sheet; record the baseline again"
            throw PNGError.invalid(reason: "the baseline atlas does not fit its sheet")
        }
        if let expectedFrames, let frames, mismatch != nil || expectedFrames != frames {
            let layout = try FrameComparison(sheet: v.path, expected: expected, expectedFrames: expectedFrames, actual: actual,
                                             frames: frames, comparison: comparison)
            v.status = mismatch == nil ? .fail : .sizeMismatch
            (v.buttons, v.newButtons, v.evidence) = (layout.buttons, layout.new, layout.evidence)
            (v.diffPixels, v.changedPixels) = (layout.diffPixels, layout.diffPixels)
            v.change = PixelChange.merged(layout.evidence.compactMap(\.change))
            v.message = (mismatch.map { $0 + "; " } ?? "") + layout.summary + (v.change.map { "; " + $0.summary } ?? "")
            return
        }
        if let mismatch {
            v.status = .sizeMismatch
            v.message = mismatch
            return
        }
        let verdict = try ImageVerdict(expected, actual, comparison: comparison, budget: budget, marksBelowThreshold: true)
        let points = judge(&v, verdict, frames: frames)
        guard v.status == .fail || v.withinTolerance else { return }
        v.change = PixelChange.measure(expected: expected, actual: actual, points: points)
        if let change = v.change { v.message += "; " + change.summary }
        if let frames {
            v.evidence = ButtonEvidence.crops(sheet: v.path, buttons: v.buttons, frames: frames, points: points,
                                              expected: expected, actual: actual, diff: verdict.result.diff)
        }
    }

    /// Sets the status, counts, buttons and message of a same-sized sheet from its comparison;
    /// returns the pixels that named the buttons (differing when it fails, else changed).
    @discardableResult
    package static func judge(_ v: inout SheetVerdict, _ verdict: ImageVerdict, frames: AtlasFrames?) -> [(x: Int, y: Int)] {
        let result = verdict.result, budget = verdict.budget
        v.diffPixels = result.diffPixels
        v.changedPixels = result.changedPixels
        v.totalPixels = result.total
        v.diff = try? result.diff.map { try PNGEncoder.encode($0) }
        v.status = verdict.passes ? .pass : .fail
        let points = v.status == .fail ? result.differingPoints() : result.changedPoints()
        if !points.isEmpty { v.buttons = frames?.buttons(containing: points) ?? [] }
        let inButtons = v.buttons.isEmpty ? "" : " in button\(v.buttons.count == 1 ? "" : "s") \(v.buttons.joined(separator: ", "))"
        if v.status == .fail {
            v.message = "\(result.diffPixels) differing pixel\(result.diffPixels == 1 ? "" : "s") (ratio \(String(format: "%.6f", result.ratio)), "
                + "budget \(budget.summary))" + inButtons
        } else if result.changedPixels == 0 {
            v.message = "same pixels, other PNG bytes"
        } else if let threshold = result.comparison.threshold, let uncounted = result.uncounted(below: "threshold \(JSONWriter.number(threshold))") {
            v.message = uncounted + (result.diffPixels == 0 ? "" : "; \(result.diffPixels) counted, within budget \(budget.summary)") + inButtons
        } else {
            v.message = "\(ImageComparison.differ(result.changedPixels)), within budget \(budget.summary)" + inButtons
        }
        return points
    }

    /// A sheet the baseline does not have, with its frames: every button in it is new, each with
    /// its actual crop (the sheet decoded once for them).
    static func newSheet(_ v: inout SheetVerdict, frames: AtlasFrames, decode: (Data) throws -> DecodedImage) {
        v.newButtons = frames.frames.map(\.name)
        v.buttons = v.newButtons
        guard let actual = try? decode(v.actual) else { return }
        v.evidence = frames.frames.compactMap { ButtonEvidence.newButton(sheet: v.path, frame: $0, actual: actual) }
    }
}
