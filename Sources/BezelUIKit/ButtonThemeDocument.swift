import BezelCore
import Foundation

/// The theme document for a set of buttons: the theme keys their traits set (`colorScheme`,
/// `accessibilityContrast`) and each button's object; every value a theme cannot hold is an error.
@MainActor
enum ButtonThemeDocument {
    /// One button of the document.
    struct Entry {
        var name: String
        var button: UIButton
        /// The state a render draws; nil for a theme file.
        var renderState: UIControl.State?
        /// The frame size; nil for the intrinsic size.
        var size: CGSize?
    }

    static func make(name: String, buttons: [Entry], traits: UITraitCollection, imageFolder: String?) throws(BezelUIKitError) -> JSONObject {
        var writer = ThemeValueWriter(traits: traits, imageFolder: imageFolder)
        var document = JSONObject([("name", .string(name))])
        if traits.isDark { document["colorScheme"] = .string("dark") }
        if traits.isHighContrast { document["accessibilityContrast"] = .string("high") }
        let variant = traits.accessibilitySettings
        if variant != .standard {
            var o = JSONObject([("contentSizes", .array([.string(variant.contentSize.rawValue)]))])
            if variant.boldText { o["boldText"] = .bool(true) }
            document["accessibility"] = .object(o)
        }
        if let appearance = UIButton.appearanceObject(&writer) {
            document["appearance"] = .object(appearance)
            writer.writesStateTables = true
        }
        var objects = JSONObject()
        for entry in buttons {
            let path = "buttons.\(entry.name)"
            let style = entry.button.overrideUserInterfaceStyle
            if style != .unspecified, style != traits.userInterfaceStyle {
                writer.problem(path, "overrideUserInterfaceStyle is \(style == .dark ? "dark" : "light") but the theme is drawn "
                                   + "\(traits.isDark ? "dark" : "light"): one theme has one colour scheme")
            }
            objects[entry.name] = .object(entry.button.themeButton(&writer, path: path, renderState: entry.renderState, size: entry.size))
        }
        document["buttons"] = .object(objects)
        if buttons.allSatisfy({ $0.renderState == nil }), let dark = darkImageMode(buttons, traits: traits, writer: &writer) {
            document["modes"] = .object(JSONObject([("dark", .object(dark))]))
        }
        if let path = writer.symbolsUsedAt {
            let folders = UIImage.bezelSymbolFolders.map { ($0 as NSString).standardizingPath }
            if folders.isEmpty {
                writer.problem(path, "a symbol image needs its template: set UIImage.bezelSymbolFolders to the folders holding "
                                   + "<name>.svg or <name>.symbolset (Bezel ships no SF Symbols)")
            }
            document["symbols"] = .array(folders.map { folder in .string(imageFolder.map { ThemeFileSystem.relativePath(folder, from: $0) } ?? folder) })
        }
        guard writer.problems.isEmpty else { throw BezelUIKitError(problems: writer.problems) }
        return document
    }
}
