import BezelPNG
import Foundation
import BezelCore

/// One sheet's verdict: how a rendered sheet compares with its baseline file.
package struct SheetVerdict {
    package enum Status: String { case pass, fail, missing, sizeMismatch = "size-mismatch" }
    package var path: String
    package var status: Status
    /// Differing pixels as the comparison counted them (see `PixelComparison`).
    package var diffPixels = 0
    /// Pixels whose RGBA bytes differ at all, counted or not.
    package var changedPixels = 0
    package var totalPixels = 0
    /// The actual sheet's size in pixels (for the report's layout).
    package var width = 0, height = 0
    package var ratio: Double { totalPixels == 0 ? 0 : Double(diffPixels) / Double(totalPixels) }
    /// Buttons whose frames hold differing pixels (or whose frames moved, for a size mismatch).
    package var buttons: [String] = []
    package var message = ""
    /// Why the baseline file cannot be used at all (over the pixel limit, not a regular file): bad input.
    package var refusal: String?
    package var expected: Data?
    package var actual: Data
    package var diff: Data?
    /// The rendered sheet's atlas (what `bezel approve` needs to patch frames), when it has one.
    package var atlas: Data?
    /// Whether the baseline file is a Git LFS pointer instead of the PNG.
    package var isLFSPointer = false
    /// Crops of each button whose frame holds differing pixels (failing sheets only).
    package var evidence: [ButtonEvidence] = []
    /// A pass although pixels changed: below the threshold, anti-aliasing, or within the pixel budget.
    package var withinTolerance: Bool { status == .pass && changedPixels > 0 }
}

extension SheetVerdict {
    /// A sheet of a unit unchanged since the baseline was recorded (same content key, files with
    /// their recorded digests): `png` is the baseline file itself, so it passes as identical
    /// without being read or decoded again; its size comes from its header.
    package static func unchanged(_ png: OutputFile) -> SheetVerdict {
        var v = SheetVerdict(path: png.path, status: .pass, actual: png.data)
        v.expected = png.data
        if let header = try? PNGHeader(data: png.data) {
            (v.width, v.height, v.totalPixels) = (header.width, header.height, header.width * header.height)
        }
        v.message = "unchanged since the baseline was recorded (same content key): not rendered"
        return v
    }

    /// Compares one rendered sheet with its baseline file; the buttons are named from `frames`
    /// (the packed layout's), else from the atlas. A sheet whose bytes are the baseline's
    /// is identical without being inflated (its size from the PNG header); one that differs is
    /// inflated once (`decode`, replaceable so tests can count).
    package static func compare(_ png: OutputFile, baselinePath: String, atlas: Data?, frames known: AtlasFrames? = nil,
                                budget: DiffBudget, comparison: PixelComparison, limit: PixelLimit,
                                decode: (Data) throws -> DecodedImage = { try PNGDecoder.decode(data: $0) }) -> SheetVerdict {
        var v = SheetVerdict(path: png.path, status: .pass, actual: png.data)
        guard let expectedData = baseline(baselinePath, for: png, limit: limit, into: &v) else { return v }
        v.expected = expectedData
        v.atlas = atlas
        do {
            if expectedData == png.data, let header = try? PNGHeader(data: png.data) {
                (v.width, v.height, v.totalPixels) = (header.width, header.height, header.width * header.height)
                v.message = "identical"
                return v
            }
            let actual = try decode(png.data)
            (v.width, v.height, v.totalPixels) = (actual.width, actual.height, actual.width * actual.height)
            let expected: DecodedImage
            do { expected = try PNGDecoder.decode(data: expectedData, maxPixels: limit.maxPixels) } catch {
                if case let .tooLarge(_, width, height, max) = error {
                    v.refusal = PixelLimit.message(.tooLarge(path: baselinePath, width: width, height: height, limit: max))
                }
                throw error
            }
            let frames = known ?? AtlasFrames(json: atlas)
            if let mismatch = ImageComparison.sizeMismatch(expected, actual) {
                v.status = .sizeMismatch
                // The atlas only names the buttons whose frames moved; one that cannot be read names none.
                let expectedFrames = AtlasFrames(json: try? RegularFile.read(String(baselinePath.dropLast(4)) + ".json", limit: 64 << 20))
                if let expectedFrames, let frames { v.buttons = expectedFrames.changedButtons(comparedTo: frames) }
                v.message = mismatch + (v.buttons.isEmpty ? "" : "; frames changed: \(v.buttons.joined(separator: ", "))")
                return v
            }
            let verdict = try ImageVerdict(expected, actual, comparison: comparison, budget: budget, marksBelowThreshold: true)
            let result = verdict.result
            let points = judge(&v, verdict, frames: frames)
            if v.status == .fail || v.withinTolerance, let frames {
                v.evidence = ButtonEvidence.crops(sheet: v.path, buttons: v.buttons, frames: frames, points: points,
                                                  expected: expected, actual: actual, diff: result.diff)
            }
        } catch {
            v.status = .fail
            v.message = "cannot compare: \(error)"
        }
        return v
    }

    /// The baseline file's bytes; nil (with `v` saying why: missing, unreadable, a Git LFS pointer)
    /// when there is nothing to compare with.
    static func baseline(_ baselinePath: String, for png: OutputFile, limit: PixelLimit, into v: inout SheetVerdict) -> Data? {
        let read: Data?
        do { read = try RegularFile.read(baselinePath, limit: PNGDecoder.fileByteLimit(maxPixels: limit.maxPixels)) } catch {
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
}
