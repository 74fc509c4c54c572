/// UIKit's numbers that Bezel reproduces, in one place. Each names its section of docs/uikit.md;
/// those marked **unverified** could not be confirmed and need a device screenshot.
public enum UIKitConstants {
    /// Title font size of custom buttons (`initWithFrame:`): 18 pt system regular (docs/uikit.md, "Defaults per button type") [C].
    public static let customTitleFontSize = 18.0
    /// Title font size of `buttonWithType:` non-custom buttons: 15 pt system regular (docs/uikit.md, "Defaults per button type") [C].
    public static let modernTitleFontSize = 15.0
    /// Highlighted images from the normal fallback are filled with black at α 7/15, source-atop:
    /// RGB × (1 − 7/15) = 0.5333 inside the image's alpha (docs/uikit.md, "Images") [C].
    public static let highlightedImageDarkening = 1.0 - 7.0 / 15.0
    /// Disabled images from the normal fallback have their alpha × 0.5 (docs/uikit.md, "Images") [C].
    public static let disabledImageAlpha = 0.5
    /// Alpha of a system button's title, image and background image while pressed (docs/uikit.md,
    /// "Defaults per button type") [C]: a view dump of iOS shows the pressed label at alpha 0.2.
    public static let systemPressedAlpha = 0.2
    /// A system button's default disabled title is the tint converted to grey (its luma) with alpha ×
    /// this factor (docs/uikit.md, "Defaults per button type"). **Unverified**: needs a device screenshot.
    public static let disabledTitleAlphaFactor = 0.5
    /// The glyph box of detailDisclosure, infoLight, infoDark and contactAdd: 22×22 pt (docs/uikit.md, "Defaults per button type") [L].
    public static let glyphButtonSize = 22.0
    /// The glyph box of the iOS 13+ symbols (`plus.circle`, `info.circle`): 24.333 × 23.667 pt, the
    /// intrinsic size of a contactAdd button on iOS 17 (docs/uikit.md, "Defaults per button type") [L].
    public static let symbolGlyphSize = Size(width: 73.0 / 3, height: 71.0 / 3)
    /// The close button: 30×30 pt circle (docs/uikit.md, "Defaults per button type") [L].
    public static let closeButtonSize = 30.0
    /// Radius of the `showsTouchWhenHighlighted` glow (docs/uikit.md, "Defaults per button type"). **Unverified**: needs a device screenshot.
    public static let touchGlowRadius = 10.0
}
