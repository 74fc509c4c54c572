/// How a title too long for its rect is shortened or wrapped (UIKit's `NSLineBreakMode`).
public enum LineBreakMode: String, CaseIterable, Sendable, Codable {
    /// UIKit's default for button titles: "Lon…tle".
    case middle
    case tail, head, clip, word
}
