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
    /// Crops of each button whose frame holds differing pixels (sheets that fail or changed within
    /// tolerance), and of each new button.
    package var evidence: [ButtonEvidence] = []
    /// Every button in the actual sheet (its frames), in atlas order; empty when unknown. An
    /// unchanged sheet's atlas is parsed only when asked (for `junit.xml`).
    package var frameNames: [String] { knownFrameNames ?? AtlasFrames(json: unchangedAtlas)?.frames.map(\.name) ?? [] }
    var knownFrameNames: [String]?
    var unchangedAtlas: Data?
    /// Buttons of the actual sheet the baseline has no frame for (every button of a missing sheet).
    package var newButtons: [String] = []
    /// How much the pixels that decided the verdict changed (fail or within tolerance).
    package var change: PixelChange?
    /// A pass although pixels changed: below the threshold, anti-aliasing, or within the pixel budget.
    package var withinTolerance: Bool { status == .pass && changedPixels > 0 }
}

extension SheetVerdict {
    /// A sheet of a unit unchanged since the baseline was recorded (same content key, files with
    /// their recorded digests): `png` is the baseline file itself, so it passes as identical
    /// without being read or decoded again; its size comes from its header.
    package static func unchanged(_ png: OutputFile, atlas: Data? = nil) -> SheetVerdict {
        var v = SheetVerdict(path: png.path, status: .pass, actual: png.data)
        v.expected = png.data
        v.unchangedAtlas = atlas
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
    /// With `baselineRoot` (the baseline folder `baselinePath` is `png.path` in), the baseline
    /// files are read without following a symbolic link below it (`FolderTree`).
    package static func compare(_ png: OutputFile, baselinePath: String, baselineRoot: String? = nil, atlas: Data?, frames known: AtlasFrames? = nil,
                                budget: DiffBudget, comparison: PixelComparison, limit: PixelLimit,
                                decode: (Data) throws -> DecodedImage = { try PNGDecoder.decode(data: $0) }) -> SheetVerdict {
        var v = SheetVerdict(path: png.path, status: .pass, actual: png.data)
        let frames = known ?? AtlasFrames(json: atlas)
        v.knownFrameNames = frames?.frames.map(\.name) ?? []
        v.atlas = atlas
        let file = BaselineFile(path: baselinePath, root: baselineRoot, relative: png.path)
        guard let expectedData = baseline(file, for: png, limit: limit, into: &v) else {
            if v.status == .missing, let frames { newSheet(&v, frames: frames, decode: decode) }
            return v
        }
        v.expected = expectedData
        let expectedAtlas: Data?
        do { expectedAtlas = try file.atlas.read(limit: 64 << 20) } catch {
            v.status = .fail
            v.refusal = "\(error)"
            return v
        }
        judgePixels(&v, expected: expectedData, png: png, path: baselinePath, expectedAtlas: expectedAtlas, frames: frames,
                    budget: budget, comparison: comparison, limit: limit, decode: decode)
        if v.status == .pass, v.refusal == nil { checkAtlas(&v, expected: expectedAtlas, path: file.atlas.path) }
        return v
    }

    /// Sets `v` from the baseline sheet `expected` and the rendered `png`: identical bytes, or decoded and judged.
    static func judgePixels(_ v: inout SheetVerdict, expected expectedData: Data, png: OutputFile, path baselinePath: String,
                            expectedAtlas: Data?, frames: AtlasFrames?, budget: DiffBudget, comparison: PixelComparison,
                            limit: PixelLimit, decode: (Data) throws -> DecodedImage) {
        do {
            if expectedData == png.data, let header = try? PNGHeader(data: png.data) {
                (v.width, v.height, v.totalPixels) = (header.width, header.height, header.width * header.height)
                v.message = "identical"
                return
            }
            let actual = try decode(png.data)
            (v.width, v.height, v.totalPixels) = (actual.width, actual.height, actual.width * actual.height)
            let expected: DecodedImage
            do { expected = try PNGDecoder.decode(data: expectedData, maxPixels: limit.maxPixels) } catch {
                switch error {
                case let .tooLarge(_, width, height, max):
                    v.refusal = PixelLimit.message(.tooLarge(path: baselinePath, width: width, height: height, limit: max))
                case .invalid(let reason):
                    // A baseline that is not a PNG is bad input, as an image that is not one is to `render`.
                    v.refusal = "\(baselinePath): not a valid PNG: \(reason); record the baseline again"
                default: break
                }
                throw error
            }
            let expectedFrames = AtlasFrames(json: expectedAtlas)
            try judge(&v, expected: expected, actual: actual, expectedFrames: expectedFrames, atlasPath: String(baselinePath.dropLast(4)) + ".json",
                      frames: frames, budget: budget, comparison: comparison)
        } catch {
            v.status = .fail
            v.message = "cannot compare: \(error)"
        }
    }

    /// A sheet whose pixels pass still fails when its rendered atlas is not the baseline's (missing,
    /// or other bytes): what `render` writes beside the sheet is compared too, exactly.
    static func checkAtlas(_ v: inout SheetVerdict, expected: Data?, path: String) {
        guard let atlas = v.atlas, expected != atlas else { return }
        v.status = .fail
        v.buttons = []
        guard let expected else {
            v.message = (v.message == "identical" ? "the same pixels, but" : v.message + "; but") + " its atlas \(path) is missing (record it with 'bezel record … --only-missing')"
            return
        }
        let where_ = JSONDifference.first(expected: expected, actual: atlas).map { "first at " + $0 } ?? "in its spacing"
        let pixels = v.message == "identical" ? "the same pixels, but" : v.message + "; but"
        v.message = "\(pixels) its atlas \(path) is not the rendered one, \(where_)"
    }
}
