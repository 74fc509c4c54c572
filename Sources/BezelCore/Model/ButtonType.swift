/// The button types of `UIButton.ButtonType`; `roundedRect` decodes as `system`, as in UIKit.
public enum ButtonType: String, CaseIterable, Sendable, Codable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close

    /// Decodes a docs/format.md type name, mapping the deprecated alias `roundedRect` to `system`.
    public init?(name: String) {
        if name == "roundedRect" { self = .system; return }
        self.init(rawValue: name)
    }

    /// Every name the format accepts, including the `roundedRect` alias.
    public static let acceptedNames = allCases.map(\.rawValue) + ["roundedRect"]

    /// UIKit's "modern" buttons: every type made by `buttonWithType:` except custom (tint-coloured
    /// title, fade instead of darkening).
    public var isModern: Bool { self != .custom }
}
