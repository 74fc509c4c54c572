import BezelCore
import Foundation

/// Writes UIKit values as theme JSON values (docs/format.md §8), collecting what a theme cannot
/// hold as problems (each naming its JSON path) instead of leaving it out.
struct ThemeValueWriter {
    /// The traits dynamic colours are resolved with (system colours are written by name and follow
    /// the theme's `colorScheme` and `accessibilityContrast`, written from the same traits).
    let traits: UITraitCollection
    /// The folder image paths are written relative to; nil: absolute paths.
    let imageFolder: String?
    private(set) var problems: [String] = []
    /// The path of the first symbol image written (the theme then needs its `symbols` folders).
    private(set) var symbolsUsedAt: String?
    /// Per-state values are written as state tables even when only `normal` is set: over an
    /// appearance section (docs/format.md §6) a bare value would replace the appearance's other
    /// states, where UIKit keeps them.
    var writesStateTables = false

    mutating func problem(_ path: String, _ message: String) { problems.append("\(path): \(message)") }

    /// Takes over what `other` (a writer for other traits, of the same document) found.
    mutating func absorb(_ other: ThemeValueWriter) {
        problems += other.problems
        symbolsUsedAt = symbolsUsedAt ?? other.symbolsUsedAt
    }

    func color(_ color: UIColor) -> JSONValue {
        if case .system(let name) = color.storage { return .string(name) }
        let c = color.rgba(in: traits)
        return .string(c.alpha == 255 ? String(c.hexString.dropLast(2)) : c.hexString)
    }

    func color(_ color: CGColor) -> JSONValue { self.color(UIColor(cgColor: color)) }

    static func number(_ value: CGFloat) -> JSONValue { .number(Double(value)) }

    static func pair(_ a: CGFloat, _ b: CGFloat) -> JSONValue { .array([number(a), number(b)]) }

    static func insets(_ i: UIEdgeInsets) -> JSONValue { .array([i.top, i.left, i.bottom, i.right].map(number)) }

    static func rect(_ r: CGRect) -> JSONValue { .array([r.origin.x, r.origin.y, r.size.width, r.size.height].map(number)) }

    /// An image or background image value; nil (with a problem) for one a theme cannot hold.
    mutating func image(_ registered: UIImage, at path: String, background: Bool) -> JSONValue? {
        let image = registered.resolved(for: traits)
        if image.tint != nil, background {
            problem(path, "a tinted image (withTintColor) as a background image is not drawn yet: draw it as the button's image, "
                        + "or save the tinted image as a file")
            return nil
        }
        if case .symbol(let name, let configuration) = image.source {
            if background {
                problem(path, "a symbol image cannot be a background image (docs/format.md §8.4 takes a file)")
                return nil
            }
            symbolsUsedAt = symbolsUsedAt ?? path
            var o = configuration.themeObject(name: name)
            if image.renderingMode != .automatic { o["renderingMode"] = .string(image.renderingMode.themeName) }
            if let tint = image.tint { o["tintColor"] = color(tint) }
            return .object(o)
        }
        let src: JSONValue
        var o = JSONObject()
        if case .rendered(let png, _, _) = image.source {
            // An image drawn in code travels in the theme as an inline PNG at its scale (docs/format.md §8.3).
            src = .string(ImageDataURI.png(png))
            o["src"] = src
            if image.scale != 1 { o["scale"] = Self.number(image.scale) }
        } else if let file = image.filePath {
            src = .string(imageFolder.map { ThemeFileSystem.relativePath(file, from: $0) } ?? file)
            o["src"] = src
        } else {
            problem(path, "this image cannot be written into a theme")
            return nil
        }
        if background {
            if image.renderingMode != .automatic {
                problem(path, "a background image is drawn as it is: Bezel does not draw its rendering mode '\(image.renderingMode.themeName)'")
            }
            if image.capInsets != .zero {
                o["capInsets"] = Self.insets(image.capInsets)
                o["resizingMode"] = .string(image.resizingMode == .tile ? "tile" : "stretch")
            }
        } else {
            if image.capInsets != .zero {
                problem(path, "Bezel stretches background images only: a resizable image with cap insets cannot be a button's image")
            }
            if image.renderingMode != .automatic { o["renderingMode"] = .string(image.renderingMode.themeName) }
            if let tint = image.tint { o["tintColor"] = color(tint) }
        }
        return o.entries.count == 1 ? src : .object(o)
    }

    /// An attributed title as runs (docs/format.md §8.8).
    mutating func attributed(_ title: NSAttributedString, at path: String) -> JSONValue {
        var runs: [JSONValue] = []
        let text = title.string as NSString
        title.enumerateAttributes(in: NSRange(location: 0, length: title.length), options: []) { attributes, range, _ in
            runs.append(run(text.substring(with: range), attributes, at: "\(path)[\(runs.count)]"))
        }
        return .array(runs)
    }

    private mutating func run(_ text: String, _ attributes: [NSAttributedString.Key: Any], at path: String) -> JSONValue {
        var o = JSONObject([("text", .string(text))])
        var left = attributes
        if let f = left.removeValue(forKey: .font) {
            if let font = f as? UIFont { o["font"] = font.themeValue } else { problem(path + ".font", "not a UIFont") }
        }
        for (key, name) in [(NSAttributedString.Key.foregroundColor, "color"), (.backgroundColor, "backgroundColor")] {
            guard let v = left.removeValue(forKey: key) else { continue }
            if let c = v as? UIColor { o[name] = color(c) } else { problem(path + "." + name, "not a UIColor") }
        }
        for (key, name) in [(NSAttributedString.Key.underlineStyle, "underline"), (.strikethroughStyle, "strikethrough")] {
            guard let v = left.removeValue(forKey: key) else { continue }
            let style = (v as? NSUnderlineStyle)?.rawValue ?? Self.number(v).map { Int($0) }
            switch style {
            case 0?: break
            case 1?: o[name] = .bool(true)
            default: problem(path + "." + name, "Bezel draws single lines only: style \(v) is not drawn")
            }
        }
        for (key, name) in [(NSAttributedString.Key.kern, "kern"), (.baselineOffset, "baselineOffset")] {
            guard let v = left.removeValue(forKey: key) else { continue }
            if let n = Self.number(v) { o[name] = .number(n) } else { problem(path + "." + name, "not a number") }
        }
        for key in left.keys.map(\.rawValue).sorted() {
            problem(path, "the attribute '\(key)' is not drawn by Bezel (it draws font, foregroundColor, backgroundColor, underlineStyle, strikethroughStyle, kern, baselineOffset)")
        }
        return o.entries.count == 1 ? .string(text) : .object(o)
    }

    /// A number held as any numeric type.
    static func number(_ value: Any) -> Double? {
        switch value {
        case let v as CGFloat: Double(v)
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    /// A per-state table: a bare value when only `normal` is set, else an object by state name in
    /// UIKit's flag order; nil when nothing is set.
    mutating func perState<T>(_ table: [UIControl.State: T], at path: String,
                              _ value: (inout ThemeValueWriter, T, String) -> JSONValue?) -> JSONValue? {
        if table.isEmpty { return nil }
        if table.count == 1, !writesStateTables, let normal = table[.normal] { return value(&self, normal, path) }
        var o = JSONObject()
        for state in table.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            let name = state.themeName
            if let v = value(&self, table[state]!, path + "." + name) { o[name] = v }
        }
        return .object(o)
    }
}
