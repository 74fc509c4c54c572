import BezelCore
import Foundation

/// Builds one document's theme: names (the file's for the theme; each button's accessibility
/// identifier, user label, title or object id, made safe and unique), the buttons, a dark mode when
/// the buttons use system colours, and the JSON text that is the theme.
struct IBThemeBuilder {
    let document: IBDocument
    let path: String
    let availableFamilies: [String]

    func build() -> InterfaceBuilderTheme {
        let report = IBReport(file: path)
        let fileName = (path as NSString).lastPathComponent
        let colors = IBColorReader(resources: document.resources, report: report)
        let images = IBImageFinder(folder: ThemeFileSystem.folder(of: path), report: report)
        let mapper = IBButtonMapper(
            colors: colors, fonts: IBFontReader(report: report, availableFamilies: Set(availableFamilies.map(IBFontReader.folded))),
            images: images, report: report, documentName: fileName)
        var buttons = JSONObject(), taken = Set<String>(), untinted: IBElement?
        for site in document.buttons {
            let (object, preferred) = mapper.map(site)
            let name = Self.unique(SafeName.suggestion(for: preferred).map { String($0.prefix(SafeName.maximumBytes - 8)) }
                                   ?? site.element.objectID.flatMap(SafeName.suggestion) ?? "button", taken: &taken)
            if object["tintColor"] == nil, object["type"]?.stringValue != "custom" || object["configuration"] != nil { untinted = untinted ?? site.element }
            buttons.entries.append((name, .object(object)))
        }
        if let first = untinted {
            report.warn(first, first.objectID ?? "button", "tintColor", "no tint colour in the document for this and other system buttons: "
                            + "drawn with systemBlue (the app's AccentColor is not read)")
        }
        let name = SafeName.suggestion(for: ((fileName as NSString).deletingPathExtension)) ?? "interface-builder"
        var theme = JSONObject()
        theme["name"] = .string(name)
        theme["description"] = .string(description(fileName))
        if colors.usesSystemColors { theme["modes"] = .object(JSONObject([("dark", .object(JSONObject([("colorScheme", .string("dark"))])))])) }
        theme["buttons"] = .object(buttons)
        let text = JSONWriter.write(.object(theme)) + "\n"
        let parsed = (try? JSONParser.parse(text))?.objectValue ?? theme
        return InterfaceBuilderTheme(name: name, text: text, document: parsed, imageFiles: images.found, warnings: report.items)
    }

    /// What the theme's description says: the document, its kind, the Xcode that saved it and the canvas.
    private func description(_ fileName: String) -> String {
        var s = "Imported from the Interface Builder \(document.isStoryboard ? "storyboard" : "document") \(fileName)"
        if let v = document.toolsVersion { s += " (toolsVersion \(v))" }
        if let d = document.device { s += "; frames as laid out on the \(d.id) canvas\(d.appearance.map { ", \($0) appearance" } ?? "")" }
        return s
    }

    /// `name`, or `name-2`, `name-3` … : the first not taken, compared ignoring case.
    static func unique(_ name: String, taken: inout Set<String>) -> String {
        var candidate = name, n = 1
        while taken.contains(candidate.lowercased()) { n += 1; candidate = "\(name)-\(n)" }
        taken.insert(candidate.lowercased())
        return candidate
    }
}
