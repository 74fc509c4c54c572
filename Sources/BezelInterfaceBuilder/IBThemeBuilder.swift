import BezelCore
import Foundation

/// Builds one document's theme: names (the file's for the theme; each button's accessibility
/// identifier, user label, title or object id, made safe and unique), the buttons with their
/// localizations, the asset catalogs' colours as tokens, the `AccentColor` as the root tint, a mode
/// per appearance the document's colours or images differ in (`IBAppearance`), and the JSON text
/// that is the theme.
struct IBThemeBuilder {
    let document: IBDocument
    let path: String
    let availableFamilies: [String]
    let project: IBProject
    let report: IBReport

    func build() -> InterfaceBuilderTheme {
        let fileName = (path as NSString).lastPathComponent
        let assets = IBAssets(catalogs: project.catalogs, base: project.base, report: report)
        let colors = IBColorReader(resources: document.resources, assets: assets, report: report)
        let images = IBImageFinder(documentFolder: project.documentFolder, base: project.base, assets: assets,
                                   symbolFolders: project.symbolFolders, resources: document.resources, report: report)
        let fonts = IBFontReader(report: report, availableFamilies: Set(availableFamilies.map(IBFontReader.folded)),
                                 fontFolders: IBFontFolders(folders: project.fontFolders), project: project)
        let localizations = IBLocalizations(document: path, report: report)
        let mapper = IBButtonMapper(colors: colors, fonts: fonts, images: images, report: report, documentName: fileName)
        var buttons = JSONObject(), taken = Set<String>(), untinted: IBElement?
        var overlays: [IBAppearance: JSONObject] = [:]
        for site in document.buttons {
            var (object, preferred) = mapper.map(site)
            if let l = localizations.localizations(for: site.element, object, report: report) { object["localizations"] = .object(l) }
            let name = Self.unique(SafeName.suggestion(for: preferred).map { String($0.prefix(SafeName.maximumBytes - 8)) }
                                   ?? site.element.objectID.flatMap(SafeName.suggestion) ?? "button", taken: &taken)
            if object["tintColor"] == nil, object["type"]?.stringValue != "custom" || object["configuration"] != nil { untinted = untinted ?? site.element }
            buttons.entries.append((name, .object(object)))
            let variants = images.takeVariants()
            for appearance in IBAppearance.allCases {
                guard let values = variants[appearance] else { continue }
                var overlay = JSONObject()
                for (keyPath, value) in values { Self.set(value, at: keyPath, in: &overlay) }
                overlays[appearance, default: JSONObject()].entries.append((name, .object(overlay)))
            }
        }
        let name = SafeName.suggestion(for: ((fileName as NSString).deletingPathExtension)) ?? "interface-builder"
        var theme = JSONObject()
        theme["name"] = .string(name)
        let tint = untinted.flatMap { accentColor($0, assets) }
        theme["description"] = .string(description(fileName, catalogs: assets))
        if let tint { theme["tintColor"] = tint }
        let tokens = Self.tokens(assets.colorTokens, .light)
        if !tokens.isEmpty { theme["tokens"] = .object(tokens) }
        let modes = self.modes(assets.colorTokens, overlays: overlays, systemColors: colors.usesSystemColors)
        if !modes.isEmpty { theme["modes"] = .object(modes) }
        if !images.symbolTemplateFolders.isEmpty { theme["symbols"] = .array(images.symbolTemplateFolders.map(JSONValue.string)) }
        theme["buttons"] = .object(buttons)
        let text = JSONWriter.write(.object(theme)) + "\n"
        let parsed = (try? JSONParser.parse(text))?.objectValue ?? theme
        return InterfaceBuilderTheme(name: name, text: text, document: parsed, files: assets.imageFiles + images.found + fonts.found, baseFolder: project.base,
                                     inputFiles: assets.filesRead + localizations.files, assetCatalogs: assets.usedCatalogs,
                                     warnings: report.items)
    }

    /// The root tint of buttons that set none: the catalogs' `AccentColor`, else nil (systemBlue) with a warning.
    private func accentColor(_ first: IBElement, _ assets: IBAssets) -> JSONValue? {
        let id = first.objectID ?? "button"
        if assets.hasColor(named: "AccentColor"), let token = assets.color(named: "AccentColor", first, id, "tintColor") { return token }
        report.warn(first, id, "tintColor", "no tint colour in the document for this and other system buttons, and no AccentColor colour set in "
                        + (assets.catalogs.isEmpty ? "an asset catalog (none found; give --assets)" : assets.catalogs.map(\.name).joined(separator: ", "))
                        + ": drawn with systemBlue")
        return nil
    }

    /// The colour tokens in `appearance`: every token in the light appearance (with its type and
    /// set), else only those whose value differs from the light one.
    static func tokens(_ colors: [IBAssets.ColorToken], _ appearance: IBAppearance) -> JSONObject {
        var group = JSONObject()
        for c in colors {
            guard let v = c.values[appearance] ?? c.values[.light] else { continue }
            if appearance == .light {
                group[c.token] = .object(JSONObject([("$type", .string("color")), ("$value", v), ("$description", .string(c.set))]))
            } else if v != c.values[.light] {
                group[c.token] = .object(JSONObject([("$value", v)]))
            }
        }
        return group.isEmpty ? JSONObject() : JSONObject([("colorset", .object(group))])
    }

    /// `dark` when a system colour is used or a colour or image differs in dark; `high-contrast` (and
    /// `dark-high-contrast` beside a dark mode) when one differs under Increase Contrast (in dark
    /// with Increase Contrast: from its dark value).
    private func modes(_ colors: [IBAssets.ColorToken], overlays: [IBAppearance: JSONObject], systemColors: Bool) -> JSONObject {
        func differs(_ a: IBAppearance) -> Bool { !Self.tokens(colors, a).isEmpty || !(overlays[a]?.isEmpty ?? true) }
        let darkHighDiffers = colors.contains { ($0.values[.darkHighContrast] ?? $0.values[.light]) != ($0.values[.dark] ?? $0.values[.light]) }
            || (overlays[.darkHighContrast] ?? JSONObject()) != (overlays[.dark] ?? JSONObject())
        let dark = systemColors || differs(.dark) || differs(.darkHighContrast)
        let high = differs(.highContrast) || darkHighDiffers
        var modes = JSONObject()
        for a in [IBAppearance.dark, .highContrast, .darkHighContrast] {
            guard let name = a.modeName, a == .dark ? dark : high && (a == .highContrast || dark) else { continue }
            var mode = JSONObject()
            if a != .highContrast { mode["colorScheme"] = .string("dark") }
            if a != .dark { mode["accessibilityContrast"] = .string("high") }
            let tokens = Self.tokens(colors, a)
            if !tokens.isEmpty { mode["tokens"] = .object(tokens) }
            if let o = overlays[a], !o.isEmpty { mode["buttons"] = .object(o) }
            modes[name] = .object(mode)
        }
        return modes
    }

    /// `value` at `keyPath` inside `object`, making the objects on the way.
    static func set(_ value: JSONValue, at keyPath: [String], in object: inout JSONObject) {
        guard let first = keyPath.first else { return }
        if keyPath.count == 1 { object[first] = value; return }
        var inner = object[first]?.objectValue ?? JSONObject()
        set(value, at: Array(keyPath.dropFirst()), in: &inner)
        object[first] = .object(inner)
    }

    /// What the theme's description says: the document, its kind, the Xcode that saved it, the canvas
    /// and the asset catalogs its values come from.
    private func description(_ fileName: String, catalogs: IBAssets) -> String {
        var s = "Imported from the Interface Builder \(document.isStoryboard ? "storyboard" : "document") \(fileName)"
        if let v = document.toolsVersion { s += " (toolsVersion \(v))" }
        if let d = document.device { s += "; frames as laid out on the \(d.id) canvas\(d.appearance.map { ", \($0) appearance" } ?? "")" }
        let used = catalogs.usedCatalogs.map { ThemeFileSystem.relativePath($0, from: project.documentFolder) }
        if !used.isEmpty { s += "; asset catalogs: " + used.joined(separator: ", ") }
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
