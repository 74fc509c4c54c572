import BezelCore
import BezelPNG
import Foundation

/// Some buttons' frames of a new sheet put into a baseline sheet, every other button's pixels kept:
/// how `bezel approve --button`, `bezel record --button` and `bezel record --only-missing` change
/// some buttons without touching the others.
package enum SheetPatch {
    /// `baseline` (PNG) with the frames of `buttons` (named in `frames`) taken from `actual` (PNG);
    /// nil when those frames hold the same pixels already. Both sheets have the layout `frames`.
    package static func patched(baseline: Data, actual: Data, frames: AtlasFrames, buttons: Set<String>) throws -> Data? {
        let original = try PNGDecoder.decode(data: baseline)
        let source = try PNGDecoder.decode(data: actual)
        var image = original
        for f in frames.frames where buttons.contains(f.name) {
            image = image.pasting(source.cropped(x: f.x, y: f.y, width: f.w, height: f.h), x: f.x, y: f.y)
        }
        return image == original ? nil : try PNGEncoder.encode(image)
    }

    /// A baseline sheet laid out anew: `actual` (PNG, laid out as `frames`) with every button not in
    /// `buttons` given its pixels from its frame in `baseline` (PNG, laid out as `baselineFrames`),
    /// wherever that frame was. A button the baseline does not have, or has at another size, cannot
    /// be kept: it comes from `actual` and is named in `alsoTaken`.
    package static func relaid(baseline: Data, baselineFrames: AtlasFrames, actual: Data, frames: AtlasFrames,
                               buttons: Set<String>) throws -> (png: Data, alsoTaken: [String]) {
        let original = try PNGDecoder.decode(data: baseline)
        var image = try PNGDecoder.decode(data: actual)
        let before = Dictionary(baselineFrames.frames.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var alsoTaken: [String] = []
        for f in frames.frames where !buttons.contains(f.name) {
            guard let e = before[f.name], e.w == f.w, e.h == f.h else { alsoTaken.append(f.name); continue }
            image = image.pasting(original.cropped(x: e.x, y: e.y, width: e.w, height: e.h), x: f.x, y: f.y)
        }
        return (try PNGEncoder.encode(image), alsoTaken)
    }

    /// What recording some buttons into one baseline sheet writes.
    package struct Sheet {
        /// The files (the sheet, and its atlas when the layout changed).
        package var files: [OutputFile]
        /// How: "patched" (same layout), "relaid" (the baseline's other buttons moved to the new
        /// layout) or "whole" (no baseline sheet or atlas to keep anything from).
        package var how: String
        /// Buttons not asked for that come from the new render (new or resized in a new layout).
        package var alsoTaken: [String] = []
    }

    /// The files that record `buttons` of the rendered sheet `png` (with `atlas`) into `baseline`;
    /// nil when the baseline sheet holds their pixels already.
    package static func recording(_ buttons: Set<String>, png: OutputFile, atlas: Data, frames: AtlasFrames, baseline: String) throws -> Sheet? {
        let atlasPath = String(png.path.dropLast(4)) + ".json"
        // Never through a symbolic link below the baseline (an error), as `record` never writes through one.
        let existing = try FolderTree.read(png.path, in: baseline, limit: 1 << 30)
        let existingFrames = AtlasFrames(json: try FolderTree.read(atlasPath, in: baseline, limit: 64 << 20))
        guard let existing, let existingFrames else {
            return Sheet(files: [png, OutputFile(path: atlasPath, data: atlas)], how: "whole")
        }
        do {
            if frames == existingFrames {
                return try patched(baseline: existing, actual: png.data, frames: frames, buttons: buttons)
                    .map { Sheet(files: [OutputFile(path: png.path, data: $0)], how: "patched") }
            }
            let relaid = try relaid(baseline: existing, baselineFrames: existingFrames, actual: png.data, frames: frames, buttons: buttons)
            return Sheet(files: [OutputFile(path: png.path, data: relaid.png), OutputFile(path: atlasPath, data: atlas)], how: "relaid",
                         alsoTaken: relaid.alsoTaken)
        } catch let error as PNGError {
            // The rendered sheet is Bezel's own; a PNG that cannot be read is the baseline's.
            throw UnreadableBaselineSheet(path: baseline + "/" + png.path, reason: "\(error)")
        }
    }

    /// The rendered sheets (PNG, atlas bytes and frames) among `files` that hold one of `buttons`
    /// (nil: every sheet with an atlas).
    package static func sheets(holding buttons: Set<String>?, in files: [OutputFile]) -> [(png: OutputFile, atlas: Data, frames: AtlasFrames)] {
        let byPath = Dictionary(files.map { ($0.path, $0.data) }, uniquingKeysWith: { a, _ in a })
        return files.compactMap { file in
            guard file.path.hasSuffix(".png"), let atlas = byPath[String(file.path.dropLast(4)) + ".json"],
                  let frames = AtlasFrames(json: atlas), frames.frames.contains(where: { buttons?.contains($0.name) ?? true }) else { return nil }
            return (file, atlas, frames)
        }
    }
}
