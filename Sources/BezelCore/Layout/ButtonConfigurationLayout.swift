/// How a configuration's background corner radius is chosen (UIKit's
/// `UIButton.Configuration.CornerStyle`). Raw values are the docs/format.md names.
public enum CornerStyle: String, CaseIterable, Sendable, Codable {
    /// `background.cornerRadius` unchanged.
    case fixed
    /// `background.cornerRadius` scaled with Dynamic Type; at the default text size, unchanged. UIKit's default.
    case dynamic
    /// System substitute radii (values unverified, see `UIKitLayoutConstants`).
    case small, medium, large
    /// Half the shorter side.
    case capsule

    /// UIKit's integer value: fixed -1, dynamic 0, small 1, medium 2, large 3, capsule 4.
    public var uiKitValue: Int {
        switch self {
        case .fixed: -1
        case .dynamic: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .capsule: 4
        }
    }

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

/// How title and subtitle align with each other (UIKit's `UIButton.Configuration.TitleAlignment`).
public enum TitleAlignment: String, CaseIterable, Sendable, Codable {
    case automatic, leading, center, trailing

    /// UIKit's integer value: automatic 0, leading 1, center 2, trailing 3.
    public var uiKitValue: Int {
        switch self {
        case .automatic: 0
        case .leading: 1
        case .center: 2
        case .trailing: 3
        }
    }

    /// Resolves `.automatic` (docs/uikit.md, "`UIButton.Configuration` layout"): centre, except with both an image and a subtitle,
    /// where a leading image gives leading and a trailing image trailing alignment.
    public func resolved(hasImage: Bool, hasSubtitle: Bool, imagePlacement: ImagePlacement) -> TitleAlignment {
        guard self == .automatic else { return self }
        guard hasImage && hasSubtitle else { return .center }
        switch imagePlacement {
        case .leading: return .leading
        case .trailing: return .trailing
        case .top, .bottom: return .center
        }
    }
}

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
