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
