import BezelCore
import Foundation

/// A font as a theme's font object has it: the system font at a size and weight, a family by name
/// at a size, or a Dynamic Type text style. Text is set in Bezel's pinned fonts (the system font is
/// drawn in Inter with San Francisco's line heights: docs/format.md §8.2).
public final class UIFont: NSObject, @unchecked Sendable {
    enum Kind: Hashable {
        case system(weight: Weight, italic: Bool)
        /// A family a pinned or shipped font provides; an unknown one is an error when drawn.
        case named(String)
        case textStyle(BezelCore.TextStyle)
    }

    let kind: Kind
    /// The size in points.
    public let pointSize: CGFloat

    init(kind: Kind, pointSize: CGFloat) { self.kind = kind; self.pointSize = pointSize }

    /// The font of family `fontName` at `fontSize`. The name is a family name Bezel can draw (a pinned
    /// font such as "DejaVu Sans" or "Roboto"); one it cannot is an error naming the available
    /// families when the button is drawn, not nil. PostScript names and registered font files: not yet.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(kind: .named(fontName), pointSize: fontSize)
    }

    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(kind: .system(weight: weight, italic: false), pointSize: fontSize)
    }

    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(kind: .system(weight: .regular, italic: true), pointSize: fontSize)
    }

    /// The system font of a Dynamic Type text style at the default content size (large).
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(kind: .textStyle(style.bezelStyle), pointSize: CGFloat(style.bezelStyle.size(at: .large)))
    }

    /// The system font of a text style at the traits' content size (`pointSize`). In a theme it is
    /// the text style itself, drawn at the content size of the traits the button is drawn with.
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory.bezelCategory ?? .large
        return UIFont(kind: .textStyle(style.bezelStyle), pointSize: CGFloat(style.bezelStyle.size(at: category)))
    }

    /// The same font at another size (a text style becomes the system font at its weight).
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        switch kind {
        case .textStyle(let style): UIFont(kind: .system(weight: Weight(cssWeight: style.weight), italic: false), pointSize: fontSize)
        default: UIFont(kind: kind, pointSize: fontSize)
        }
    }

    /// The family: ".SFUI" for the system font, as iOS names it, else the name given.
    public var familyName: String {
        if case .named(let name) = kind { return name }
        return ".AppleSystemUIFont"
    }

    /// The font name; the family for a named font.
    public var fontName: String { familyName }

    /// The theme's font object for this font.
    var themeValue: JSONValue {
        var o = JSONObject()
        switch kind {
        case .system(let weight, let italic):
            o["size"] = .number(Double(pointSize))
            if weight != .regular { o["weight"] = .number(Double(weight.cssWeight)) }
            if italic { o["italic"] = .bool(true) }
        case .named(let family):
            o["family"] = .string(family)
            o["size"] = .number(Double(pointSize))
        case .textStyle(let style):
            o["textStyle"] = .string(style.rawValue)
        }
        return .object(o)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return kind == other.kind && pointSize == other.pointSize
    }

    public override var hash: Int { pointSize.hashValue ^ kind.hashValue }
}

extension UIFont {
    /// A weight on UIKit's −1…1 scale; drawn at the CSS weight of the same name (ultraLight 100 …
    /// black 900), as Bezel's Interface Builder reader reads it.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        private static let table: [(Weight, Int)] = [(.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500),
                                                     (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900)]

        /// The CSS weight: the named weight nearest on UIKit's scale.
        var cssWeight: Int {
            Self.table.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }

        init(cssWeight: Int) { self = Self.table.first { $0.1 == cssWeight }?.0 ?? .regular }
    }

    /// The Dynamic Type text styles.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        var bezelStyle: BezelCore.TextStyle {
            let names: [TextStyle: BezelCore.TextStyle] = [
                .largeTitle: .largeTitle, .title1: .title1, .title2: .title2, .title3: .title3, .headline: .headline, .body: .body,
                .callout: .callout, .subheadline: .subheadline, .footnote: .footnote, .caption1: .caption1, .caption2: .caption2,
            ]
            return names[self] ?? .body
        }
    }
}
