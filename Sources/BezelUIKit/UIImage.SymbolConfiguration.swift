import BezelCore
import Foundation

extension UIImage {
    /// The stroke weight of a symbol image.
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The theme's `weight` name; nil when unspecified.
        var themeName: String? {
            let names = [nil, "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
            return names[rawValue]
        }
    }

    /// Which of a symbol's drawings is used beside text of the same point size.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3

        /// The theme's `scale` name; nil when unspecified (`default` is medium, as UIKit's).
        var themeName: String? {
            switch self {
            case .unspecified: nil
            case .small: "small"
            case .default, .medium: "medium"
            case .large: "large"
            }
        }
    }

    /// The point size (or text style), weight and scale a symbol image is drawn at: the theme's
    /// symbol image keys `pointSize` | `textStyle`, `weight`, `scale` (docs/format.md §8.3.1).
    /// Unspecified values take the theme's defaults: the title's font size, regular, medium.
    public final class SymbolConfiguration: NSObject, @unchecked Sendable {
        /// The point size; 0 when not set.
        public let pointSize: CGFloat
        public let textStyle: UIFont.TextStyle?
        public let weight: SymbolWeight
        public let scale: SymbolScale

        init(pointSize: CGFloat, textStyle: UIFont.TextStyle?, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize; self.textStyle = textStyle; self.weight = weight; self.scale = scale
        }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: scale)
        }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: 0, textStyle: textStyle, weight: .unspecified, scale: scale)
        }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, textStyle: nil, weight: weight, scale: .unspecified) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, textStyle: nil, weight: .unspecified, scale: scale) }
        /// A configuration that sets nothing.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration(pointSize: 0, textStyle: nil, weight: .unspecified, scale: .unspecified) }

        /// This configuration with what `other` specifies replacing it (a point size replaces a
        /// text style and the other way round).
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            let sized = other.pointSize > 0 || other.textStyle != nil
            return SymbolConfiguration(pointSize: sized ? other.pointSize : pointSize, textStyle: sized ? other.textStyle : textStyle,
                                       weight: other.weight == .unspecified ? weight : other.weight,
                                       scale: other.scale == .unspecified ? scale : other.scale)
        }

        /// The theme's symbol image object for `name`.
        func themeObject(name: String) -> JSONObject {
            var o = JSONObject([("systemName", .string(name))])
            if pointSize > 0 { o["pointSize"] = .number(Double(pointSize)) }
            if let textStyle { o["textStyle"] = .string(textStyle.bezelStyle.rawValue) }
            if let w = weight.themeName { o["weight"] = .string(w) }
            if let s = scale.themeName { o["scale"] = .string(s) }
            return o
        }
    }

    /// The folders symbol images are drawn from, in order: each holds `<name>.svg` templates (as
    /// the SF Symbols app exports them) or `<name>.symbolset` folders, as a theme's `symbols` key
    /// (docs/format.md §8.3.1). Bezel ships no SF Symbols; a button with a symbol image when this
    /// is empty, or whose template none of the folders has, is an error when drawn.
    @MainActor public static var bezelSymbolFolders: [String] = []

    /// The symbol `name`, drawn from its template in `bezelSymbolFolders` with the theme's default
    /// configuration. Never nil: whether the template exists is checked when the button is drawn
    /// (an error naming the folders looked in), not here.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The symbol `name` at `configuration` (nil: the defaults).
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(source: .symbol(name: name, configuration: configuration ?? .unspecified), renderingMode: .automatic, scale: 1)
    }

    /// The symbol configuration of a symbol image; nil for other images.
    public var symbolConfiguration: SymbolConfiguration? {
        if case .symbol(_, let configuration) = source { return configuration }
        return nil
    }

    /// A symbol image with `configuration` applied to its own; other images as they are.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard case .symbol(let name, let own) = source else { return self }
        return UIImage(source: .symbol(name: name, configuration: own.applying(configuration)), renderingMode: renderingMode, scale: scale)
    }
}
