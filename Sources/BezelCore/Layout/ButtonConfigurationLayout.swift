/// The layout-relevant part of a `UIButton.Configuration`, already resolved for one state.
public struct ButtonConfigurationLayout: Hashable, Sendable {
    /// Size class; picks default insets, radius and fonts.
    public var size: ButtonConfigurationSize
    /// `contentInsets` (left = leading, right = trailing, mirrored under right-to-left); nil → the
    /// size's default. A given value replaces the default (docs/uikit.md, "`UIButton.Configuration` layout").
    public var contentInsets: EdgeInsets?
    /// Gap between title and subtitle, in points.
    public var titlePadding: Double
    /// Alignment of title and subtitle with each other.
    public var titleAlignment: TitleAlignment
    /// Side of the text the image goes on.
    public var imagePlacement: ImagePlacement
    /// Gap between image and text, in points.
    public var imagePadding: Double
    /// How the corner radius is chosen.
    public var cornerStyle: CornerStyle
    /// `background.cornerRadius`; nil → the size's default.
    public var cornerRadius: Double?
    /// Title lines; configurations wrap by default (docs/uikit.md, "`UIButton.Configuration` layout") [L].
    public var numberOfLines: Int
    /// `titleLineBreakMode` (iOS 16); word wrapping by default [L].
    public var titleLineBreakMode: LineBreakMode

    public init(size: ButtonConfigurationSize = .medium, contentInsets: EdgeInsets? = nil,
                titlePadding: Double = UIKitLayoutConstants.configurationTitlePadding,
                titleAlignment: TitleAlignment = .automatic, imagePlacement: ImagePlacement = .leading,
                imagePadding: Double = UIKitLayoutConstants.configurationImagePadding,
                cornerStyle: CornerStyle = .dynamic, cornerRadius: Double? = nil,
                numberOfLines: Int = 0, titleLineBreakMode: LineBreakMode = .word) {
        self.size = size; self.contentInsets = contentInsets; self.titlePadding = titlePadding
        self.titleAlignment = titleAlignment; self.imagePlacement = imagePlacement
        self.imagePadding = imagePadding; self.cornerStyle = cornerStyle; self.cornerRadius = cornerRadius
        self.numberOfLines = numberOfLines; self.titleLineBreakMode = titleLineBreakMode
    }

    /// The insets in physical left/right terms for `direction`.
    public func resolvedContentInsets(direction: LayoutDirection) -> EdgeInsets {
        let insets = contentInsets ?? size.defaultContentInsets
        return direction == .rightToLeft ? insets.horizontallyMirrored : insets
    }

    /// The corner radius for a button of `boundsSize`.
    public func resolvedCornerRadius(boundsSize: Size) -> Double {
        cornerStyle.radius(backgroundRadius: cornerRadius ?? size.defaultCornerRadius, size: boundsSize)
    }
}

extension CornerStyle {
    /// The corner radius for a button of `size` whose background radius is `backgroundRadius`.
    public func radius(backgroundRadius: Double, size: Size) -> Double {
        switch self {
        case .fixed, .dynamic: backgroundRadius
        case .small: UIKitLayoutConstants.cornerStyleSmallRadius
        case .medium: UIKitLayoutConstants.cornerStyleMediumRadius
        case .large: UIKitLayoutConstants.cornerStyleLargeRadius
        case .capsule: max(min(size.width, size.height), 0) / 2
        }
    }
}
