import BezelCore
import BezelPNG
import Foundation

/// Some buttons' frames of a new sheet copied into a baseline sheet of the same layout, every
/// other pixel kept: how `bezel approve --button` and `bezel record --button` change one button
/// without touching the others.
package enum SheetPatch {
    /// `baseline` (PNG) with the frames of `buttons` (named in `frames`) taken from `actual` (PNG);
    /// nil when those frames hold the same pixels already.
    package static func patched(baseline: Data, actual: Data, frames: AtlasFrames, buttons: Set<String>) throws -> Data? {
        let original = try PNGDecoder.decode(data: baseline)
        let source = try PNGDecoder.decode(data: actual)
        var image = original
        for f in frames.frames where buttons.contains(f.name) {
            image = image.pasting(source.cropped(x: f.x, y: f.y, width: f.w, height: f.h), x: f.x, y: f.y)
        }
        return image == original ? nil : try PNGEncoder.encode(image)
    }

    /// The files that record `buttons` of the rendered `files` into `baseline`: each sheet that
    /// holds one of them, patched where the baseline sheet has the same layout, else whole with its
    /// atlas; nothing else (manifests, records and the fingerprint stay as they are).
    package static func recording(_ buttons: Set<String>, of files: [OutputFile], baseline: String) throws -> (files: [OutputFile], whole: [String]) {
        let byPath = Dictionary(files.map { ($0.path, $0.data) }, uniquingKeysWith: { a, _ in a })
        var out: [OutputFile] = [], whole: [String] = []
        for file in files where file.path.hasSuffix(".png") {
            let atlasPath = String(file.path.dropLast(4)) + ".json"
            guard let atlas = byPath[atlasPath], let frames = AtlasFrames(json: atlas),
                  frames.frames.contains(where: { buttons.contains($0.name) }) else { continue }
            let existing = try? RegularFile.read(baseline + "/" + file.path, limit: 1 << 30)
            let existingAtlas = try? RegularFile.read(baseline + "/" + atlasPath, limit: 64 << 20)
            if let existing = existing ?? nil, frames == AtlasFrames(json: existingAtlas ?? nil) {
                if let data = try patched(baseline: existing, actual: file.data, frames: frames, buttons: buttons) {
                    out.append(OutputFile(path: file.path, data: data))
                }
            } else {
                out += [file, OutputFile(path: atlasPath, data: atlas)]
                whole.append(file.path)
            }
        }
        return (out, whole)
    }
}
