import BezelCore
import Foundation

/// The asset catalogs a document's names are looked up in, first catalog first: colour sets become
/// colour tokens (`{colorset.Brand}`, one value per appearance: the theme's tokens and its modes'),
/// image sets become image values (per appearance, for the modes' buttons). Each set is read once;
/// what cannot be read is reported at the first element that names it.
final class IBAssets {
    /// One colour set the theme uses, as a token.
    struct ColorToken {
        var token: String
        var set: String
        var values: [IBAppearance: JSONValue]
    }

    /// What looking an image name up in the catalogs gave.
    enum ImageLookup {
        /// No catalog has an image set of that name.
        case absent
        /// The set has nothing Bezel can draw (reported).
        case unusable
        /// The image value per appearance (every appearance has one).
        case found([IBAppearance: JSONValue])
    }

    let catalogs: [IBAssetCatalog]
    /// The folder image paths are written relative to (absolute).
    let base: String
    let report: IBReport
    private(set) var colorTokens: [ColorToken] = []
    private(set) var usedCatalogs: [String] = []
    /// The `Contents.json` files read (what a change to the theme can be in).
    private(set) var filesRead: [String] = []
    /// The image files the theme draws, relative to the base folder, each once.
    private(set) var imageFiles: [String] = []
    private var warned = Set<String>()
    private var tokenByName: [String: Int] = [:], takenTokens = Set<String>()
    private var imageSets: [String: IBImageSet] = [:]
    private var reportedSets = Set<String>()

    init(catalogs: [IBAssetCatalog], base: String, report: IBReport) {
        self.catalogs = catalogs; self.base = base; self.report = report
    }

    /// The colour token reference for the colour set `name` (`{colorset.name}`), or nil when no
    /// catalog has it or its set has no usable colour (reported).
    func color(named name: String, _ e: IBElement, _ id: String, _ what: String) -> JSONValue? {
        if let i = tokenByName[name] { return .string("{colorset.\(colorTokens[i].token)}") }
        guard let (catalog, folder) = find(name, in: \.colorSets, e, id, what, kind: "colour set") else { return nil }
        let set = IBColorSet(folder: folder)
        filesRead.append(folder + "/Contents.json")
        for p in set.problems { report.warn(e, id, what, "colour set '\(name)' in \(catalog.name): \(p)") }
        guard !set.values.isEmpty else { return nil }
        let token = uniqueToken(name)
        tokenByName[name] = colorTokens.count
        colorTokens.append(ColorToken(token: token, set: catalog.name + "/" + name, values: set.values))
        return .string("{colorset.\(token)}")
    }

    /// Whether any catalog has a colour set `name` (the `AccentColor`).
    func hasColor(named name: String) -> Bool { catalogs.contains { $0.colorSets[name] != nil } }

    /// The image set `name` as an image (`background`: a background image) per appearance; absent
    /// is not reported (the caller looks beside the document next).
    func image(named name: String, background: Bool, _ e: IBElement, _ id: String, _ what: String) -> ImageLookup {
        guard let (catalog, folder) = find(name, in: \.imageSets, e, id, what, kind: "image set") else { return .absent }
        let set = imageSets[folder] ?? IBImageSet(folder: folder)
        if imageSets[folder] == nil { imageSets[folder] = set; filesRead.append(folder + "/Contents.json") }
        if reportedSets.insert(folder).inserted {
            for p in set.problems { report.warn(e, id, what, "image set '\(name)' in \(catalog.name): \(p)") }
        }
        guard !set.choices.isEmpty else { return .unusable }
        var out: [IBAppearance: JSONValue] = [:]
        for appearance in IBAppearance.allCases {
            if let choice = set.choices[appearance] {
                out[appearance] = value(choice, intent: set.renderingIntent, background: background, name: name, e, id, what)
            }
        }
        return .found(out)
    }

    /// One file as the theme's image or background image value.
    private func value(_ c: IBImageSet.Choice, intent: String?, background: Bool, name: String, _ e: IBElement, _ id: String, _ what: String) -> JSONValue {
        var o = JSONObject()
        let src = ThemeFileSystem.relativePath(c.file, from: base)
        if !imageFiles.contains(src) { imageFiles.append(src) }
        o["src"] = .string(src)
        // The same file can stand for several appearances: what it draws is said once per use.
        func warn(_ message: String) { if warned.insert("\(id) \(what) \(message)").inserted { report.warn(e, id, what, message) } }
        let info = try? ImageInfo.read(c.file).get()
        if !background, let intent, intent == "template" || intent == "original" { o["renderingMode"] = .string(intent) }
        if background, intent == "template" {
            warn("image set '\(name)' is a template image: as a background image it is drawn as is (not tinted)")
        }
        if let info, info.format == .png, info.scale != c.scale { o["scale"] = .number(c.scale) }
        if let caps = c.capInsets, caps.contains(where: { $0 != 0 }) {
            if !background {
                warn("image set '\(name)' is sliced: slicing applies to background images; the image is drawn whole")
            } else if let size = info.map({ Size(width: $0.pixelSize.width / c.scale, height: $0.pixelSize.height / c.scale) }),
                      caps[1] + caps[3] >= size.width && caps[1] + caps[3] > 0 || caps[0] + caps[2] >= size.height && caps[0] + caps[2] > 0 {
                warn("image set '\(name)': its slicing leaves no centre to stretch: the image is stretched whole")
            } else {
                o["capInsets"] = .array(caps.map(JSONValue.number))
                if c.resizingMode == "tile" { o["resizingMode"] = .string("tile") }
                if let centre = c.centre, let info {
                    let between = [info.pixelSize.width - (caps[1] + caps[3]) * c.scale, info.pixelSize.height - (caps[0] + caps[2]) * c.scale]
                    if centre[0] + 0.5 < between[0] || centre[1] + 0.5 < between[1] {
                        warn("image set '\(name)': the slicing's centre (\(Int(centre[0])) × \(Int(centre[1])) px) is smaller than "
                                        + "the part between the caps; Xcode leaves the rest out, Bezel stretches the whole part")
                    }
                }
            }
        }
        return o.entries.count == 1 ? o["src"]! : .object(o)
    }

    /// The folder of the symbol set `name` (a custom symbol) in the first catalog holding one, or nil.
    func symbolSet(named name: String, _ e: IBElement, _ id: String, _ what: String) -> String? {
        find(name, in: \.symbolSets, e, id, what, kind: "symbol set")?.1
    }

    /// The first catalog holding `name` in the index `kind`, reported when more than one does.
    private func find(_ name: String, in index: KeyPath<IBAssetCatalog, [String: String]>, _ e: IBElement, _ id: String, _ what: String,
                      kind: String) -> (IBAssetCatalog, String)? {
        let holding = catalogs.filter { $0[keyPath: index][name] != nil }
        guard let first = holding.first, let folder = first[keyPath: index][name] else { return nil }
        if holding.count > 1, reportedSets.insert("ambiguous:" + kind + name).inserted {
            report.warn(e, id, what, "\(kind) '\(name)' is in \(holding.map(\.path).joined(separator: " and ")): the first is drawn")
        }
        if !usedCatalogs.contains(first.path) { usedCatalogs.append(first.path) }
        return (first, folder)
    }

    /// A token name for the set `name`: letters, digits, `-` and `_` (others become `-`), unique.
    private func uniqueToken(_ name: String) -> String {
        let safe = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
        var candidate = safe.isEmpty ? "color" : safe, n = 1
        while takenTokens.contains(candidate) { n += 1; candidate = "\(safe)-\(n)" }
        takenTokens.insert(candidate)
        return candidate
    }
}
