/// The keys of the theme format (docs/format.md), in one place: decoding checks every key against these
/// lists so that unknown keys are errors with a "did you mean" hint.
public enum ThemeSchema {
    /// Top-level theme keys. `colorScheme` (light/dark system colours) and `locales` are Bezel additions.
    public static let themeKeys = ["$schema", "name", "description", "extends", "tokens", "tokenSettings", "tintColor", "appearance",
                                   "modes", "scales", "states", "buttons", "colorScheme", "accessibilityContrast", "locales", "web", "accessibility", "symbols"]
    /// Keys of the theme's `accessibility` object (the accessibility variants it renders).
    public static let accessibilityVariantKeys = ["contentSizes", "contrast", "boldText", "buttonShapes", "highContrastTokens"]
    /// Keys of the theme's `web` object.
    public static let webKeys = ["hover"]
    /// Keys of the theme's `tokenSettings` object.
    public static let tokenSettingsKeys = ["remSize", "states", "select", "modeGroups", "strictModes"]
    /// Keys a mode may override.
    public static let modeKeys = ["description", "tokens", "tintColor", "appearance", "scales", "states", "buttons", "colorScheme",
                                  "accessibilityContrast", "accessibility"]

    /// Button keys whose value may differ per control state.
    public static let perStateKeys = ["title", "attributedTitle", "titleColor", "titleShadowColor", "font", "image",
                                      "backgroundImage", "backgroundColor", "backgroundGradient", "tintColor", "cornerRadius", "border",
                                      "shadow"]
    /// Button keys that hold one value for every state.
    public static let singleKeys = ["type", "size", "titleShadowOffset", "reversesTitleShadowWhenHighlighted", "cornerCurve",
                                    "clipsToBounds", "contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets",
                                    "contentHorizontalAlignment", "contentVerticalAlignment", "imagePlacement", "imagePadding",
                                    "titleRect", "imageRect", "lineBreakMode", "numberOfLines", "adjustsImageWhenHighlighted",
                                    "adjustsImageWhenDisabled", "showsTouchWhenHighlighted", "glyphStyle", "layoutDirection", "configuration",
                                    "accessibility", "localizations", "states", "isEnabled", "isSelected", "changesSelectionAsPrimaryAction", "contrastExemption", "stretchable", "description", "source",
                                    "adjustsFontForContentSizeCategory"]
    public static var buttonKeys: [String] { perStateKeys + singleKeys }

    /// Keys of a colour object: a derived colour (`shade`, `tint`, `mix` + `amount`, `opacity`,
    /// `overlay` + `alpha`, each with an optional `of`) or a DTCG colour (`colorSpace`, `components`,
    /// `alpha`, `hex`).
    public static let colorObjectKeys = ["shade", "tint", "mix", "amount", "opacity", "overlay", "alpha", "of",
                                         "colorSpace", "components", "hex"]
    public static let imageKeys = ["src", "renderingMode", "size", "scale", "tintColor"]
    /// Keys of a symbol image (an image object with a `systemName`).
    public static let symbolImageKeys = ["systemName", "pointSize", "textStyle", "weight", "scale", "renderingMode", "tintColor"]
    public static let backgroundImageKeys = ["src", "capInsets", "resizingMode", "scale"]
    public static let borderKeys = ["width", "color", "style", "dashPattern", "lineCap"]
    public static let shadowKeys = ["color", "offset", "radius", "opacity", "spread", "inset"]
    /// Keys of a `backgroundGradient` object (`CAGradientLayer`'s, with DTCG's stops).
    public static let gradientKeys = ["type", "stops", "startPoint", "endPoint"]
    /// Keys of one gradient stop (a DTCG gradient token's stop).
    public static let gradientStopKeys = ["color", "position"]
    public static let sizeKeys = ["width", "height"]
    /// Keys whose values are lengths in points (alone or in a list): where a design token's bare
    /// number whose unit nothing tells is used, a warning says so.
    public static let lengthKeys: Set<String> = [
        "cornerRadius", "contentEdgeInsets", "titleEdgeInsets", "imageEdgeInsets", "contentInsets", "capInsets",
        "imagePadding", "titlePadding", "titleShadowOffset", "size", "width", "height", "top", "left", "bottom", "right",
        "x", "y", "titleRect", "imageRect", "lineHeight", "letterSpacing", "kern", "baselineOffset", "offset", "radius",
        "spread", "dashPattern", "pointSize",
    ]
    public static let insetsKeys = ["top", "left", "bottom", "right"]
    public static let rectKeys = ["x", "y", "width", "height"]

    /// Keys that mark an object as a value (not a per-state table) for each per-state property.
    public static let valueObjectKeys: [String: Set<String>] = {
        let colorKeys = Set(colorObjectKeys)
        return [
            "titleColor": colorKeys, "titleShadowColor": colorKeys, "backgroundColor": colorKeys, "tintColor": colorKeys,
            "font": Set(fontKeys), "image": Set(imageKeys).union(symbolImageKeys), "backgroundImage": Set(backgroundImageKeys),
            "border": Set(borderKeys), "shadow": Set(shadowKeys), "backgroundGradient": Set(gradientKeys),
        ]
    }()

    public static let fontKeys = ["family", "size", "weight", "italic", "file", "lineHeight", "letterSpacing", "textStyle"]
    public static let runKeys = ["text", "font", "color", "backgroundColor", "underline", "strikethrough", "kern", "baselineOffset"]
    public static let configurationKeys = ["style", "size", "buttonSize", "cornerStyle", "subtitle", "attributedSubtitle", "imagePlacement", "imagePadding",
                                           "titlePadding", "titleAlignment", "contentInsets", "baseForegroundColor",
                                           "baseBackgroundColor", "showsActivityIndicator"]
    public static let accessibilityKeys = ["label", "hint", "traits"]
    public static let localizationKeys = ["title", "attributedTitle"]

    /// The per-type sections an `appearance` object may hold.
    public static var appearanceTypeKeys: [String] { ButtonType.acceptedNames }
}
