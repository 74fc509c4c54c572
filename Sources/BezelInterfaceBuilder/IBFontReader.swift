import BezelCore

/// Reads `<fontDescription>` (a button's title font) and `<font key="NSFont">` (an attributed run's)
/// as theme font objects: the system font by size, weight and italic, a text style as `textStyle`,
/// a custom font by the file of its PostScript name in a `--fonts` folder, else by family when Bezel
/// has it, else the system font at its size with a warning.
final class IBFontReader {
    let report: IBReport
    /// Family names Bezel can draw, compared ignoring case and spaces (the renderer's pinned fonts).
    let availableFamilies: Set<String>
    let fontFolders: IBFontFolders
    let project: IBProject
    /// The font files the theme draws, relative to the base folder, each once.
    private(set) var found: [String] = []
    private var reported = Set<String>()

    init(report: IBReport, availableFamilies: Set<String>, fontFolders: IBFontFolders, project: IBProject) {
        self.report = report; self.availableFamilies = availableFamilies; self.fontFolders = fontFolders; self.project = project
    }

    /// UIKit's weight names as CSS weights.
    static let weights: [String: Int] = ["ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
                                         "semibold": 600, "bold": 700, "heavy": 800, "black": 900]
    /// `UICTFontTextStyle…` names as Bezel's text styles (Title0 is the large title).
    static let textStyles: [String: String] = [
        "UICTFontTextStyleTitle0": "largeTitle", "UICTFontTextStyleTitle1": "title1", "UICTFontTextStyleTitle2": "title2",
        "UICTFontTextStyleTitle3": "title3", "UICTFontTextStyleHeadline": "headline", "UICTFontTextStyleBody": "body",
        "UICTFontTextStyleCallout": "callout", "UICTFontTextStyleSubhead": "subheadline", "UICTFontTextStyleFootnote": "footnote",
        "UICTFontTextStyleCaption1": "caption1", "UICTFontTextStyleCaption2": "caption2",
    ]

    /// The font of a `<fontDescription>`.
    func font(_ e: IBElement, _ objectID: String, _ what: String) -> JSONObject? {
        if let style = e["style"] {
            guard let name = Self.textStyles[style] else {
                report.warn(e, objectID, what, "text style '\(style)' is not known: the type's default font is drawn")
                return nil
            }
            return JSONObject([("textStyle", .string(name))])
        }
        let size = e["pointSize"].flatMap(Double.init)
        var font = JSONObject()
        switch e["type"] {
        case "system"?:
            if let w = e["weight"] {
                if let n = Self.weights[w] { font["weight"] = .number(Double(n)) } else {
                    report.warn(e, objectID, what, "font weight '\(w)' is not known: drawn regular")
                }
            }
        case "boldSystem"?: font["weight"] = .number(700)
        case "italicSystem"?: font["italic"] = .bool(true)
        case nil:
            guard let name = e["name"] else {
                report.warn(e, objectID, what, "font without a type, style or name: the type's default font is drawn")
                return nil
            }
            custom(name: name, family: e["family"], e, objectID, what, into: &font)
        case let other?:
            report.warn(e, objectID, what, "font type '\(other)' is not known: the system font is drawn")
        }
        if let size { font["size"] = .number(size) }
        return font
    }

    /// The font of an attributed run's `<font key="NSFont" size= name=|metaFont=>`.
    func runFont(_ e: IBElement, _ objectID: String, _ what: String) -> JSONObject {
        var font = JSONObject()
        if let meta = e["metaFont"] {
            switch meta {
            case "system", "message", "menu", "smallSystem", "toolTip": break
            case "systemBold", "boldSystem": font["weight"] = .number(700)
            case "systemSemibold": font["weight"] = .number(600)
            case "systemMedium": font["weight"] = .number(500)
            case "systemLight": font["weight"] = .number(300)
            default: report.warn(e, objectID, what, "font '\(meta)' is not known: the system font is drawn")
            }
        } else if let name = e["name"] {
            custom(name: name, family: e["family"], e, objectID, what, into: &font)
        }
        if let size = e["size"].flatMap(Double.init) { font["size"] = .number(size) }
        return font
    }

    /// A font by PostScript `name` (and `family`): its family when Bezel can draw it (weight and
    /// italic read from the name's style), the system font for `.AppleSystemUIFont`, else the
    /// system font with a warning.
    private func custom(name: String, family: String?, _ e: IBElement, _ objectID: String, _ what: String, into font: inout JSONObject) {
        let base = family ?? String(name.split(separator: "-").first ?? Substring(name))
        let style = name.split(separator: "-").dropFirst().joined(separator: "-").lowercased()
        if let weight = Self.weight(ofStyle: style) { font["weight"] = .number(Double(weight)) }
        if style.contains("italic") || style.contains("oblique") { font["italic"] = .bool(true) }
        if name.hasPrefix(".AppleSystemUIFont") || name.hasPrefix(".SFUI") || base.hasPrefix(".AppleSystemUIFont") { return }
        if let face = fontFolders.faces[name] {
            let file = project.relative(face.file)
            if !found.contains(file) { found.append(file) }
            font["file"] = .string(file)
            font["weight"] = .number(Double(min(1000, max(1, face.font.weight))))
            font["italic"] = face.font.italic ? .bool(true) : nil
            if !face.others.isEmpty, reported.insert(name).inserted {
                report.warn(e, objectID, what, "font '\(name)' is in \(([face.file] + face.others).joined(separator: " and ")): the first is drawn")
            }
        } else if availableFamilies.contains(Self.folded(base)) {
            font["family"] = .string(base)
        } else {
            let searched = fontFolders.folders.isEmpty ? "give its file's folder with --fonts" : "no .ttf or .otf file in --fonts has that PostScript name"
            report.warn(e, objectID, what, "font '\(name)' (family \(base)) is not available (\(searched)): drawn in the system font "
                            + "at its size and weight")
        }
    }

    /// The CSS weight a PostScript style name says (`Bold`, `SemiBold`, `Light` …), if any.
    static func weight(ofStyle style: String) -> Int? {
        let table: [(String, Int)] = [("ultralight", 100), ("extralight", 200), ("hairline", 100), ("thin", 200), ("light", 300),
                                      ("semibold", 600), ("demibold", 600), ("extrabold", 800), ("ultrabold", 800),
                                      ("medium", 500), ("bold", 700), ("heavy", 800), ("black", 900)]
        return table.first { style.contains($0.0) }?.1
    }

    /// A family name as fontconfig compares it: lower case, without spaces.
    static func folded(_ family: String) -> String { family.lowercased().filter { $0 != " " } }
}
