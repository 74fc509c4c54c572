import BezelCore

/// The appearance a mode of a theme stands for on a device, when it differs from the base theme's
/// only as the system would switch it: Dark Mode (`colorScheme: dark` over a light base), Increase
/// Contrast (`accessibilityContrast: high` over normal), or both. Such a mode's images belong in
/// the base theme's platform resources, beside the light ones: the `appearances` of an asset
/// catalog image set, and Android's `-night` resource qualifier. Any other mode (a brand, a size)
/// is a theme of its own and keeps its own resources.
public enum ImageAppearance: String, Sendable, CaseIterable {
    case dark
    case highContrast
    case darkHighContrast

    /// The appearance `mode` stands for over `base`; nil when it is not one (the base itself, a
    /// mode that changes neither the colour scheme nor the contrast, or a base that is not light).
    public init?(mode: ButtonTheme, base: ButtonTheme) {
        // A mode, or an Increase Contrast accessibility variant of the base.
        guard mode.mode != nil || mode.accessibility.highContrast, base.mode == nil, base.colorAppearance == .light,
              base.accessibilityContrast == .normal else {
            return nil
        }
        switch (mode.colorAppearance, mode.accessibilityContrast) {
        case (.dark, .normal): self = .dark
        case (.light, .high): self = .highContrast
        case (.dark, .high): self = .darkHighContrast
        case (.light, .normal): return nil
        }
    }

    /// The asset catalog's `appearances` of an image in this appearance.
    public var catalogAppearances: [(appearance: String, value: String)] {
        switch self {
        case .dark: [("luminosity", "dark")]
        case .highContrast: [("contrast", "high")]
        case .darkHighContrast: [("luminosity", "dark"), ("contrast", "high")]
        }
    }

    /// What the image files of this appearance add to their name: `play-normal-dark@2x.png`.
    public var fileSuffix: String {
        switch self {
        case .dark: "-dark"
        case .highContrast: "-contrast-high"
        case .darkHighContrast: "-dark-contrast-high"
        }
    }

    /// Android's resource qualifier for it (`drawable-night-xhdpi`); nil: Android has none
    /// (high contrast is a text setting there, not a resource qualifier).
    public var androidQualifier: String? { self == .dark ? "night" : nil }
}
