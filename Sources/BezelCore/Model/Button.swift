/// A button as a theme describes it, after decoding and validation: typed values, per-state tables,
/// resolved file paths. Appearance-proxy layers are already merged in; token references are gone.
/// Nothing here depends on a state: `AppearanceResolver` turns it into one `Appearance` per state.
public struct ButtonModel: Sendable {
    public var name: String
    public var type: ButtonType
    /// The frame size in points; nil: the intrinsic size (`sizeToFit`).
    public var size: Size?

    public var title = StateTable<String>()
    public var attributedTitle = StateTable<[AttributedRunSpec]>()
    public var titleColor = StateTable<ColorValue>()
    public var titleShadowColor = StateTable<ColorValue>()
    public var titleShadowOffset = Size.zero
    public var reversesTitleShadowWhenHighlighted = false
    public var font = StateTable<FontSpec>()
    public var image = StateTable<ImageSpec>()
    public var backgroundImage = StateTable<BackgroundImageSpec>()
    public var backgroundColor = StateTable<ColorValue>()
    /// A gradient over the background colour (`CAGradientLayer`), per state like the colour.
    public var backgroundGradient = StateTable<GradientSpec>()
    public var tintColor = StateTable<ColorValue>()
    public var cornerRadius = StateTable<CornerRadius>()
    public var cornerCurve = CornerCurve.circular
    public var border = StateTable<BorderSpec>()
    /// The shadow's layers per state, the first drawn on top; an empty list draws none.
    public var shadow = StateTable<[ShadowSpec]>()
    public var clipsToBounds = false

    public var layout = ButtonLayoutOptions()
    /// nil: UIKit's per-type default (true for custom buttons, false for the others).
    public var adjustsImageWhenHighlighted: Bool?
    public var adjustsImageWhenDisabled: Bool?
    public var showsTouchWhenHighlighted = false
    /// The artwork of the type's built-in glyph.
    public var glyphStyle: GlyphStyle = .ios13

    public var configuration: ButtonConfiguration?
    public var accessibility = AccessibilitySpec()
    public var localizations: [String: LocalizedTitles] = [:]
    /// States to render for this button; nil: the theme's.
    public var states: [ControlState]?
    public var isEnabled = true
    public var isSelected = false
    /// A tap toggles `isSelected` (UIKit's `changesSelectionAsPrimaryAction`, iOS 15): the show/hide
    /// password pattern. Used by simulation.
    public var changesSelectionAsPrimaryAction = false
    /// Fixed-size fonts scale with the content size category as `UIFontMetrics.default` scales
    /// them (UIKit's `titleLabel.adjustsFontForContentSizeCategory`); text styles always do.
    public var adjustsFontForContentSizeCategory = false
    /// Why this button's title/background contrast is accepted below WCAG's ratios (e.g. a design
    /// system's published colours); `validate --contrast` then skips it and counts it as exempt.
    public var contrastExemption: String?
    /// Bezel addition: draw the button as one stretchable image (`Button+Stretchable.swift`): its
    /// background alone (no title or image) at its minimal width, with nine-slice cap insets.
    public var stretchable = false

    public init(name: String, type: ButtonType = .custom) { self.name = name; self.type = type }

    /// The effective `adjustsImageWhenHighlighted` (docs/uikit.md, "Images").
    public var effectiveAdjustsImageWhenHighlighted: Bool {
        configuration == nil && (adjustsImageWhenHighlighted ?? !type.isModern)
    }
    /// The effective `adjustsImageWhenDisabled` (docs/uikit.md, "Images").
    public var effectiveAdjustsImageWhenDisabled: Bool {
        configuration == nil && (adjustsImageWhenDisabled ?? !type.isModern)
    }

    /// Every state this button stores a value for, in any per-state table.
    public var statesWithValues: Set<ControlState> {
        var s = Set<ControlState>()
        s.formUnion(title.states); s.formUnion(attributedTitle.states); s.formUnion(titleColor.states)
        s.formUnion(titleShadowColor.states); s.formUnion(font.states); s.formUnion(image.states)
        s.formUnion(backgroundImage.states); s.formUnion(backgroundColor.states); s.formUnion(backgroundGradient.states); s.formUnion(tintColor.states)
        s.formUnion(cornerRadius.states); s.formUnion(border.states); s.formUnion(shadow.states)
        for l in localizations.values { s.formUnion(l.title.states); s.formUnion(l.attributedTitle.states) }
        return s
    }
}

/// A UIButton.Configuration as a theme states it (docs/uikit.md, "`UIButton.Configuration` layout").
public struct ButtonConfiguration: Hashable, Sendable {
    /// plain, gray, tinted, filled; the bordered names map as UIKit does.
    public enum Style: String, CaseIterable, Sendable {
        case plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent
        /// The behaviour style an alias stands for (docs/uikit.md, "`UIButton.Configuration` layout").
        public var base: Style {
            switch self {
            case .borderless: .plain
            case .bordered: .gray
            case .borderedTinted: .tinted
            case .borderedProminent: .filled
            default: self
            }
        }
    }
    public var style: Style = .plain
    public var size: ButtonConfigurationSize = .medium
    public var cornerStyle: CornerStyle = .dynamic
    public var subtitle: String?
    public var imagePlacement: ImagePlacement = .leading
    public var imagePadding: Double = 0
    public var titlePadding: Double?
    public var titleAlignment: TitleAlignment = .automatic
    public var contentInsets: EdgeInsets?
    public var baseForegroundColor: ColorValue?
    public var baseBackgroundColor: ColorValue?
    public var showsActivityIndicator = false
    /// The subtitle as styled runs (`attributedSubtitle`), winning over `subtitle`; nil: none.
    public var attributedSubtitle: [AttributedRunSpec]? = nil
    public init() {}
}
