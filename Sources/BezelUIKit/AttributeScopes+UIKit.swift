import Foundation

extension AttributeScopes {
    /// UIKit's attributes of an `AttributedString`, as iOS spells them, so `container.font = …` and
    /// `string.foregroundColor = …` compile: the seven Bezel draws (docs/format.md §8.8). Each is the
    /// `NSAttributedString.Key` of the same name when the title is written.
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let kern: KernAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: FoundationAttributes
    }

    /// UIKit's scope, as `AttributeScopes.uiKit` names it on iOS.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeScopes.UIKitAttributes {
    public enum FontAttribute: AttributedStringKey {
        public typealias Value = UIFont
        public static let name = NSAttributedString.Key.font.rawValue
    }
    public enum ForegroundColorAttribute: AttributedStringKey {
        public typealias Value = UIColor
        public static let name = NSAttributedString.Key.foregroundColor.rawValue
    }
    public enum BackgroundColorAttribute: AttributedStringKey {
        public typealias Value = UIColor
        public static let name = NSAttributedString.Key.backgroundColor.rawValue
    }
    public enum UnderlineStyleAttribute: AttributedStringKey {
        public typealias Value = NSUnderlineStyle
        public static let name = NSAttributedString.Key.underlineStyle.rawValue
    }
    public enum StrikethroughStyleAttribute: AttributedStringKey {
        public typealias Value = NSUnderlineStyle
        public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
    }
    public enum KernAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = NSAttributedString.Key.kern.rawValue
    }
    public enum BaselineOffsetAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = NSAttributedString.Key.baselineOffset.rawValue
    }
}

extension AttributeDynamicLookup {
    /// `container.font`, `string.foregroundColor`, … for UIKit's attributes.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension NSAttributedString {
    /// The attributed string with UIKit's attributes as `NSAttributedString.Key`s (the ones Bezel
    /// draws); any other attribute of a run is kept under its own name, to be reported when written.
    convenience init(bezelUIKit string: AttributedString) {
        let result = NSMutableAttributedString(string: "")
        typealias UIKit = AttributeScopes.UIKitAttributes
        for run in string.runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let v = run[UIKit.FontAttribute.self] { attributes[.font] = v }
            if let v = run[UIKit.ForegroundColorAttribute.self] { attributes[.foregroundColor] = v }
            if let v = run[UIKit.BackgroundColorAttribute.self] { attributes[.backgroundColor] = v }
            if let v = run[UIKit.UnderlineStyleAttribute.self] { attributes[.underlineStyle] = v }
            if let v = run[UIKit.StrikethroughStyleAttribute.self] { attributes[.strikethroughStyle] = v }
            if let v = run[UIKit.KernAttribute.self] { attributes[.kern] = v }
            if let v = run[UIKit.BaselineOffsetAttribute.self] { attributes[.baselineOffset] = v }
            // Anything else (a Foundation or custom attribute) is kept under one name, reported when written.
            var drawn = AttributeContainer()
            drawn[UIKit.FontAttribute.self] = run[UIKit.FontAttribute.self]
            drawn[UIKit.ForegroundColorAttribute.self] = run[UIKit.ForegroundColorAttribute.self]
            drawn[UIKit.BackgroundColorAttribute.self] = run[UIKit.BackgroundColorAttribute.self]
            drawn[UIKit.UnderlineStyleAttribute.self] = run[UIKit.UnderlineStyleAttribute.self]
            drawn[UIKit.StrikethroughStyleAttribute.self] = run[UIKit.StrikethroughStyleAttribute.self]
            drawn[UIKit.KernAttribute.self] = run[UIKit.KernAttribute.self]
            drawn[UIKit.BaselineOffsetAttribute.self] = run[UIKit.BaselineOffsetAttribute.self]
            if drawn != run.attributes { attributes[NSAttributedString.Key("a Foundation or custom attribute")] = true }
            result.append(NSAttributedString(string: String(string[run.range].characters), attributes: attributes))
        }
        self.init(attributedString: result)
    }
}
