import BezelCore
import Foundation

extension UIButton {
    /// A button configuration: the theme's `configuration` object, with the configuration's title
    /// and image becoming the button's, and its `background` the button's background keys. What
    /// Bezel does not draw is absent: the activity indicator.
    public struct Configuration: Hashable, Sendable {
        /// The style the factory made (plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent).
        let style: String

        public var title: String?
        public var subtitle: String?
        /// The title with UIKit's attributes (`AttributeScopes.UIKitAttributes`); it wins over
        /// `title`, as the theme's `attributedTitle` wins over its `title`.
        public var attributedTitle: AttributedString?
        /// Applied to the title's attributes before it is drawn (written as `attributedTitle` runs).
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// The subtitle with UIKit's attributes; it wins over `subtitle` (the theme's `attributedSubtitle`).
        public var attributedSubtitle: AttributedString?
        /// Applied to the subtitle's attributes before it is drawn (written as `attributedSubtitle` runs).
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var image: UIImage?
        /// The symbol configuration applied on top of a symbol `image`'s own.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The gap between image and text in points.
        public var imagePadding: CGFloat = 0
        var ownTitlePadding: CGFloat?
        public var titleAlignment: TitleAlignment = .automatic
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var buttonSize: Size = .medium
        public var cornerStyle: CornerStyle = .dynamic
        var ownContentInsets: NSDirectionalEdgeInsets?
        /// The background: colour, corner radius, stroke and image (the theme button's
        /// `backgroundColor`, `cornerRadius`, `border`, `backgroundImage`).
        public var background = UIBackgroundConfiguration()

        init(style: String) { self.style = style }

        public static func plain() -> Configuration { Configuration(style: "plain") }
        public static func gray() -> Configuration { Configuration(style: "gray") }
        public static func tinted() -> Configuration { Configuration(style: "tinted") }
        public static func filled() -> Configuration { Configuration(style: "filled") }
        public static func borderless() -> Configuration { Configuration(style: "borderless") }
        public static func bordered() -> Configuration { Configuration(style: "bordered") }
        public static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted") }
        public static func borderedProminent() -> Configuration { Configuration(style: "borderedProminent") }

        /// The gap between title and subtitle (default 1 pt, as Bezel lays it out: docs/format.md §9).
        public var titlePadding: CGFloat {
            get { ownTitlePadding ?? 1 }
            set { ownTitlePadding = newValue }
        }

        /// Padding around the content; the size class's default until set (docs/format.md §9).
        public var contentInsets: NSDirectionalEdgeInsets {
            get {
                if let ownContentInsets { return ownContentInsets }
                let (v, h): (CGFloat, CGFloat) = switch buttonSize { case .large: (15, 20); case .medium: (7, 12); default: (5, 10) }
                return NSDirectionalEdgeInsets(top: v, leading: h, bottom: v, trailing: h)
            }
            set { ownContentInsets = newValue }
        }

        /// The theme's `configuration` object.
        func themeValue(_ writer: inout ThemeValueWriter, at path: String) -> JSONValue {
            var o = JSONObject()
            o["style"] = .string(style)
            if buttonSize != .medium { o["size"] = .string(buttonSize.themeName) }
            if cornerStyle != .dynamic { o["cornerStyle"] = .string(cornerStyle.themeName) }
            if let subtitle { o["subtitle"] = .string(subtitle) }
            if let attributed = drawnAttributedSubtitle { o["attributedSubtitle"] = writer.attributed(attributed, at: path + ".attributedSubtitle") }
            if imagePlacement != .leading {
                if let name = imagePlacement.themeName { o["imagePlacement"] = .string(name) } else {
                    writer.problem(path + ".imagePlacement", "an image placement is one edge: top, leading, bottom or trailing")
                }
            }
            if imagePadding != 0 { o["imagePadding"] = .number(Double(imagePadding)) }
            if let ownTitlePadding { o["titlePadding"] = .number(Double(ownTitlePadding)) }
            if titleAlignment != .automatic { o["titleAlignment"] = .string(titleAlignment.themeName) }
            if let i = ownContentInsets {
                o["contentInsets"] = .array([i.top, i.leading, i.bottom, i.trailing].map { .number(Double($0)) })
            }
            if let c = baseForegroundColor { o["baseForegroundColor"] = writer.color(c) }
            if let c = baseBackgroundColor { o["baseBackgroundColor"] = writer.color(c) }
            return .object(o)
        }
    }
}

extension UIButton.Configuration {
    /// The size class that picks the default insets, fonts and corner radius.
    public enum Size: Int, Sendable {
        case mini, small, medium, large
        var themeName: String { ["mini", "small", "medium", "large"][rawValue] }
    }

    /// How the corner radius is chosen.
    public enum CornerStyle: Int, Sendable {
        case fixed, dynamic, small, medium, large, capsule
        var themeName: String { ["fixed", "dynamic", "small", "medium", "large", "capsule"][rawValue] }
    }

    /// How title and subtitle align with each other.
    public enum TitleAlignment: Int, Sendable {
        case automatic, leading, center, trailing
        var themeName: String { ["automatic", "leading", "center", "trailing"][rawValue] }
    }
}
