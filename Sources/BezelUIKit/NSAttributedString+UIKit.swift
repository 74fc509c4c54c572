import Foundation

extension NSAttributedString.Key {
    /// A `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` for the text.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` filled behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `Int` or `NSUnderlineStyle`: Bezel draws `.single` only (any other style is an error when drawn).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// An `Int` or `NSUnderlineStyle`: Bezel draws `.single` only (any other style is an error when drawn).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// Points added between characters (a number).
    public static let kern = NSAttributedString.Key("NSKern")
    /// Points the run is raised (a number).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

/// The line styles of underlines and strikethroughs.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}

/// How a title too long for its label is shortened: the theme's `lineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    /// The theme's name; nil for character wrapping, which Bezel does not draw.
    var themeName: String? {
        switch self {
        case .byWordWrapping: "word"
        case .byCharWrapping: nil
        case .byClipping: "clip"
        case .byTruncatingHead: "head"
        case .byTruncatingTail: "tail"
        case .byTruncatingMiddle: "middle"
        }
    }
}
