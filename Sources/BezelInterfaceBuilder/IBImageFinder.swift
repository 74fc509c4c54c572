import BezelCore
import Foundation

/// Finds the file an image name stands for, as `UIImage(named:)` would in the app bundle, among the
/// files beside the document: `name.svg`, `name@3x.png`, `name@2x.png`, `name.png` (the sharpest
/// first). Asset catalogs are not read; an SF Symbol (`catalog="system"`) cannot be drawn (Apple's
/// licence keeps the glyphs on Apple platforms). Both are reported and left out.
final class IBImageFinder {
    let folder: String
    let report: IBReport
    /// The files found, relative to the document's folder, each once, in the order first named.
    private(set) var found: [String] = []

    init(folder: String, report: IBReport) { self.folder = folder; self.report = report }

    /// The theme image for `name` (a path relative to the document's folder), or nil with a warning.
    func image(_ name: String, isSymbol: Bool, _ e: IBElement, _ id: String, _ what: String) -> JSONValue? {
        if isSymbol {
            if let file = find(name + ".svg") { return .object(JSONObject([("src", .string(file)), ("renderingMode", .string("template"))])) }
            report.warn(e, id, what, "SF Symbol '\(name)' cannot be drawn (Apple's symbols are licensed for Apple platforms only): "
                            + "left out; export it from the SF Symbols app as '\(name).svg' beside the document to draw it")
            return nil
        }
        if let file = find(name) { return .string(file) }
        report.warn(e, id, what, "image '\(name)' was not found beside the document (asset catalogs are not read): left out")
        return nil
    }

    /// The first file beside the document that `name` can stand for.
    func find(_ name: String) -> String? {
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else { return nil }
        let lower = name.lowercased()
        let candidates = lower.hasSuffix(".png") || lower.hasSuffix(".svg") ? [name]
            : [name + ".svg", name + "@3x.png", name + "@2x.png", name + ".png"]
        var isDir: ObjCBool = false
        let file = candidates.first { FileManager.default.fileExists(atPath: folder + "/" + $0, isDirectory: &isDir) && !isDir.boolValue }
        if let file, !found.contains(file) { found.append(file) }
        return file
    }
}
