import BezelCore
import Foundation

/// Light or dark: the theme's `colorScheme`.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// Increase Contrast: the theme's `accessibilityContrast`.
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified, normal, high
}

/// The traits a button is drawn with, as far as Bezel draws them: light or dark, normal or high
/// contrast, Dynamic Type size, Bold Text, and the display scale.
public final class UITraitCollection: NSObject, Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let accessibilityContrast: UIAccessibilityContrast
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let legibilityWeight: UILegibilityWeight
    /// Pixels per point; 0 means unspecified.
    public let displayScale: CGFloat

    init(style: UIUserInterfaceStyle = .unspecified, contrast: UIAccessibilityContrast = .unspecified,
         size: UIContentSizeCategory = .unspecified, weight: UILegibilityWeight = .unspecified, scale: CGFloat = 0) {
        userInterfaceStyle = style; accessibilityContrast = contrast; preferredContentSizeCategory = size
        legibilityWeight = weight; displayScale = scale
    }

    public override convenience init() { self.init(style: .unspecified) }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }

    public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init(contrast: accessibilityContrast) }

    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(size: preferredContentSizeCategory) }

    public convenience init(legibilityWeight: UILegibilityWeight) { self.init(weight: legibilityWeight) }

    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }

    /// The traits of `traits` combined, a later one's specified value winning.
    public convenience init(traitsFrom traits: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified, contrast = UIAccessibilityContrast.unspecified, scale: CGFloat = 0
        var size = UIContentSizeCategory.unspecified, weight = UILegibilityWeight.unspecified
        for t in traits {
            if t.userInterfaceStyle != .unspecified { style = t.userInterfaceStyle }
            if t.accessibilityContrast != .unspecified { contrast = t.accessibilityContrast }
            if t.preferredContentSizeCategory != .unspecified { size = t.preferredContentSizeCategory }
            if t.legibilityWeight != .unspecified { weight = t.legibilityWeight }
            if t.displayScale != 0 { scale = t.displayScale }
        }
        self.init(style: style, contrast: contrast, size: size, weight: weight, scale: scale)
    }

    // `current` (the traits drawing resolves colours with) is in UITraitCollection+Current.swift.

    /// The theme's accessibility variant these traits draw (Dynamic Type size and Bold Text; the
    /// contrast is the theme's `accessibilityContrast`).
    var accessibilitySettings: AccessibilitySettings {
        AccessibilitySettings(contentSize: preferredContentSizeCategory.bezelCategory, boldText: legibilityWeight == .bold)
    }

    /// Whether the dark variants of colours apply.
    var isDark: Bool { userInterfaceStyle == .dark }
    /// Whether the Increase Contrast variants of colours apply.
    var isHighContrast: Bool { accessibilityContrast == .high }

    public override var description: String {
        "<UITraitCollection: UserInterfaceStyle = \(isDark ? "Dark" : "Light"), AccessibilityContrast = \(isHighContrast ? "High" : "Normal")>"
    }
}
