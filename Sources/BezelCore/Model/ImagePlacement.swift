/// Where the image goes relative to the title (UIKit's `NSDirectionalRectEdge` as used by
/// `UIButton.Configuration.imagePlacement`). Raw values are the docs/format.md names.
public enum ImagePlacement: String, CaseIterable, Sendable, Codable {
    case leading, trailing, top, bottom

    /// Whether image and text sit side by side (leading/trailing) rather than stacked.
    public var isHorizontal: Bool { self == .leading || self == .trailing }
}
