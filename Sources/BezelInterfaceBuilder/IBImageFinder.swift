import BezelCore
import Foundation

/// Finds the image a name stands for, as `UIImage(named:)` would: an image set of the asset
/// catalogs (`IBAssets`), else a file beside the document — `name.svg`, `name@3x.png`,
/// `name@2x.png`, `name.png` (the sharpest first). An SF Symbol (`catalog="system"`) is a symbol
/// image drawn from its template, `<name>.svg` exported by the SF Symbols app into a symbols folder
/// or beside the document; a custom symbol, from the catalog's `.symbolset`. Apple's licence keeps
/// the glyphs on Apple platforms, so without a template a placeholder is drawn
/// (`IBSymbolPlaceholder`), with a warning. Paths are written relative to the theme's base folder.
final class IBImageFinder {
    let documentFolder: String
    let base: String
    let assets: IBAssets
    let symbolFolders: [String]
    let resources: IBResources
    let report: IBReport
    /// The files found beside the document or in a symbols folder, relative to the base folder, each once.
    private(set) var found: [String] = []
    /// The folders symbol templates were found in, relative to the base folder, in the order first
    /// used: the theme's `symbols`.
    private(set) var symbolTemplateFolders: [String] = []
    /// The values of the button being mapped that differ by appearance: key path and value.
    private var pending: [IBAppearance: [([String], JSONValue)]] = [:]

    init(documentFolder: String, base: String, assets: IBAssets, symbolFolders: [String], resources: IBResources, report: IBReport) {
        self.documentFolder = documentFolder; self.base = base; self.assets = assets
        self.symbolFolders = symbolFolders; self.resources = resources; self.report = report
    }

    /// The theme image for `name` at `keyPath` of the button (its values in other appearances are
    /// kept for `takeVariants`), or nil with a warning.
    /// `symbol` holds a symbol configuration's keys (`IBSymbolConfiguration`), used when the name
    /// is a symbol.
    func image(_ name: String, isSymbol: Bool, _ e: IBElement, _ id: String, _ what: String, keyPath: [String], background: Bool = false,
               symbol configuration: [(String, JSONValue)] = []) -> JSONValue? {
        if isSymbol { return symbol(name, configuration, e, id, what) }
        switch assets.image(named: name, background: background, e, id, what) {
        case .unusable: return nil
        case .found(let values):
            let light = values[.light]
            for appearance in IBAppearance.allCases where appearance != .light {
                if let v = values[appearance], v != light { pending[appearance, default: []].append((keyPath, v)) }
            }
            return light
        case .absent: break
        }
        if !background, let set = assets.symbolSet(named: name, e, id, what) {
            // A custom symbol: its set's folder is where the decoder finds it, by the set's own name.
            let folder = (set as NSString).deletingLastPathComponent, stem = ((set as NSString).lastPathComponent as NSString).deletingPathExtension
            useSymbolFolder(folder)
            for file in (try? FileManager.default.contentsOfDirectory(atPath: set))?.sorted() ?? [] where Self.isFile(set + "/" + file) {
                let relative = ThemeFileSystem.relativePath(set + "/" + file, from: base)
                if !found.contains(relative) { found.append(relative) }
            }
            return .object(JSONObject([("systemName", .string(stem))] + configuration))
        }
        if let file = find(name, in: [documentFolder]) { return .string(file) }
        report.warn(e, id, what, "image '\(name)' is in no asset catalog (\(catalogList)) and not beside the document: left out")
        return nil
    }

    /// The values of the button just mapped that differ by appearance, and forgets them.
    func takeVariants() -> [IBAppearance: [([String], JSONValue)]] {
        defer { pending = [:] }
        return pending
    }

    private var catalogList: String {
        assets.catalogs.isEmpty ? "none found; give --assets" : assets.catalogs.map(\.name).joined(separator: ", ")
    }

    /// An SF Symbol: a symbol image when `<name>.svg` (its template) is in a symbols folder or
    /// beside the document, else a placeholder.
    private func symbol(_ name: String, _ configuration: [(String, JSONValue)], _ e: IBElement, _ id: String, _ what: String) -> JSONValue? {
        for folder in symbolFolders + [documentFolder] where find(name + ".svg", in: [folder]) != nil {
            useSymbolFolder(folder)
            return .object(JSONObject([("systemName", .string(name))] + configuration))
        }
        let placeholder = IBSymbolPlaceholder(glyph: resources.images[name].map { ($0.width, $0.height) })
        let size = "\(JSONWriter.number(placeholder.size.width)) × \(JSONWriter.number(placeholder.size.height)) pt"
        report.warn(e, id, what, "SF Symbol '\(name)' cannot be drawn (Apple's symbols are licensed for Apple platforms only): "
                        + "a placeholder is drawn (an outlined rounded rectangle, \(size)); export the symbol's template from the SF Symbols app as "
                        + "'\(name).svg' into a --symbols folder or beside the document to draw it")
        return placeholder.image
    }

    private func useSymbolFolder(_ folder: String) {
        var relative = ThemeFileSystem.relativePath(folder, from: base)
        if relative.isEmpty { relative = "." }
        if !symbolTemplateFolders.contains(relative) { symbolTemplateFolders.append(relative) }
    }

    /// The first file in `folders` that `name` can stand for, relative to the base folder.
    func find(_ name: String, in folders: [String]) -> String? {
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else { return nil }
        let lower = name.lowercased()
        let candidates = lower.hasSuffix(".png") || lower.hasSuffix(".svg") ? [name]
            : [name + ".svg", name + "@3x.png", name + "@2x.png", name + ".png"]
        for folder in folders {
            for c in candidates where Self.isFile(folder + "/" + c) {
                let file = ThemeFileSystem.relativePath(folder + "/" + c, from: base)
                if !found.contains(file) { found.append(file) }
                return file
            }
        }
        return nil
    }

    static func isFile(_ path: String) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && !isDir.boolValue
    }
}
