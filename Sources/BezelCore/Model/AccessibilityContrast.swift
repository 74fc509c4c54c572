/// UIKit's `UIAccessibilityContrast`: whether Increase Contrast is on, which picks the
/// increased-contrast variant of the iOS system and semantic colours.
public enum AccessibilityContrast: String, Sendable, CaseIterable {
    case normal, high
}
