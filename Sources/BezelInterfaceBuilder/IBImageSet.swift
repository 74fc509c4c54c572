import BezelCore
import Foundation

/// An image set (`<name>.imageset/Contents.json`) read for the theme: per appearance the file to
/// draw, from the entries whose idiom is `iphone` or `universal` (the iPhone's first; the sRGB
/// display gamut before Display P3): a single-scale SVG (drawn as a vector) before the sharpest PNG
/// (`3x`, then `2x`, then `1x`, drawn at every render scale with its own scale); a PDF, JPEG or HEIC
/// Bezel cannot draw and is reported. Also the set's template rendering intent and each file's
/// slicing (`resizing`), with its cap insets in points.
struct IBImageSet {
    /// One file to draw.
    struct Choice: Hashable, Sendable {
        var file: String
        var scale: Double
        var capInsets: [Double]?
        var resizingMode: String?
        /// The slicing's centre in the file's pixels (`center` width, height), when given.
        var centre: [Double]?
    }

    var choices: [IBAppearance: Choice] = [:]
    /// `template`, `original` or nil (automatic).
    var renderingIntent: String?
    var problems: [String] = []

    init(folder: String) {
        let file = folder + "/Contents.json"
        let json: JSONValue
        switch IBAssetCatalog.setContents(of: folder) {
        case .failure(let problem): problems.append(problem.message); return
        case .success(let parsed): json = parsed
        }
        renderingIntent = json.objectValue?["properties"]?.objectValue?["template-rendering-intent"]?.stringValue
        var bySlot: [IBAppearance.Slot: (rank: Int, choice: Choice)] = [:]
        var unusable: [String] = []
        for (i, entry) in (json.objectValue?["images"]?.arrayValue ?? []).enumerated() {
            // An entry without a file is a slot Xcode shows empty (a scale nobody drew): nothing to read.
            guard let o = entry.objectValue, let name = o["filename"]?.stringValue,
                  let (slot, iphone) = IBAppearance.entrySlot(o, "'\(file)' images[\(i)]", problems: &problems) else { continue }
            let ext = (name as NSString).pathExtension.lowercased(), path = folder + "/" + name
            guard ext == "png" || ext == "svg" else { unusable.append(name); continue }
            guard FileManager.default.fileExists(atPath: path) else { problems.append("'\(file)' names '\(name)', which is missing: entry left out"); continue }
            let scale = ext == "svg" ? 1 : Double((o["scale"]?.stringValue ?? "1x").dropLast()) ?? 1
            let gamut = o["display-gamut"]?.stringValue
            // Lower is better: the iPhone's idiom, then the sRGB gamut, then a vector, then the sharpest scale.
            let rank = (iphone ? 0 : 100) + (gamut == nil || gamut == "sRGB" ? 0 : 10) + (ext == "svg" ? 0 : 4 - Int(scale))
            var choice = Choice(file: path, scale: scale)
            if let resizing = o["resizing"]?.objectValue { Self.slicing(resizing, scale: scale, into: &choice) }
            if let existing = bySlot[slot], existing.rank <= rank { continue }
            bySlot[slot] = (rank, choice)
        }
        for appearance in IBAppearance.allCases {
            if let first = appearance.slots.lazy.compactMap({ bySlot[$0] }).first { choices[appearance] = first.choice }
        }
        if choices.isEmpty {
            problems.append(unusable.isEmpty ? "'\(file)' has no image for iPhone"
                                : "'\(file)' holds only \(unusable.joined(separator: ", ")): Bezel draws PNG and SVG files, not PDF, JPEG or HEIC")
        }
    }

    /// An entry's `resizing` (`mode` 9-part, 3-part-horizontal or 3-part-vertical; `cap-insets` in
    /// the file's pixels; `center` stretch or tile, and its width and height) as cap insets in points.
    static func slicing(_ r: JSONObject, scale: Double, into choice: inout Choice) {
        let caps = (r["cap-insets"] ?? r["capInsets"])?.objectValue ?? JSONObject()
        func cap(_ k: String) -> Double {
            caps[k].flatMap { v -> Double? in if case .number(let n) = v { n } else { v.stringValue.flatMap(Double.init) } } ?? 0
        }
        var insets = [cap("top"), cap("left"), cap("bottom"), cap("right")]
        switch r["mode"]?.stringValue {
        case "3-part-horizontal"?: insets[0] = 0; insets[2] = 0
        case "3-part-vertical"?: insets[1] = 0; insets[3] = 0
        default: break
        }
        choice.capInsets = insets.map { $0 / scale }
        let centre = r["center"]?.objectValue
        choice.resizingMode = centre?["mode"]?.stringValue == "tile" ? "tile" : "stretch"
        func number(_ k: String) -> Double? { centre?[k].flatMap { v -> Double? in if case .number(let n) = v { n } else { nil } } }
        if let w = number("width"), let h = number("height") { choice.centre = [w, h] }
    }
}
