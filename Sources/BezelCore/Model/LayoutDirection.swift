/// The user-interface layout direction (UIKit's `UIUserInterfaceLayoutDirection`).
/// Raw values are the docs/format.md names `ltr` and `rtl`.
public enum LayoutDirection: String, CaseIterable, Sendable, Codable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}
