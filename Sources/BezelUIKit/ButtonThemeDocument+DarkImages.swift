import BezelCore
import Foundation

extension ButtonThemeDocument {
    /// The `modes.dark` override of a light theme file (docs/format.md §4): the images whose asset
    /// (`UIImageAsset`) has another variant for dark traits, per state as state tables, so a render
    /// of the file's dark mode draws what the code draws with dark traits. nil when there is none.
    static func darkImageMode(_ buttons: [Entry], traits: UITraitCollection, writer: inout ThemeValueWriter) -> JSONObject? {
        guard !traits.isDark else { return nil }
        let dark = UITraitCollection(traitsFrom: [traits, UITraitCollection(userInterfaceStyle: .dark)])
        var darkWriter = ThemeValueWriter(traits: dark, imageFolder: writer.imageFolder)
        darkWriter.writesStateTables = true
        var objects = JSONObject()
        for entry in buttons {
            let button = entry.button
            var images = button.images
            if let image = button.configuration?.image { images = [.normal: image] }
            var o = JSONObject()
            for (key, table, background) in [("image", images, false), ("backgroundImage", button.backgroundImages, true)] {
                let changed = table.filter { $0.value.resolved(for: dark) !== $0.value.resolved(for: traits) }
                if changed.isEmpty { continue }
                o[key] = darkWriter.perState(changed, at: "modes.dark.buttons.\(entry.name).\(key)") { w, image, path in
                    w.image(image, at: path, background: background)
                }
            }
            if !o.isEmpty { objects[entry.name] = .object(o) }
        }
        writer.absorb(darkWriter)
        guard !objects.isEmpty else { return nil }
        return JSONObject([("colorScheme", .string("dark")), ("buttons", .object(objects))])
    }
}
