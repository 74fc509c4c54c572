/// What a pointer hovering over a button that has no hover look of its own shows (`"web":
/// {"hover": …}`): CSS `:hover` and Godot's `texture_hover`. UIKit has no hover look, so a theme
/// says which of its states stands for it; by default hovering changes nothing (the pressed look
/// belongs to `:active`). A button that gives a `hover` look (`ControlState.hover`) shows that
/// instead.
public enum WebHover: String, Sendable, CaseIterable {
    /// Hover shows the highlighted (pressed) look.
    case highlighted
    /// Hover shows the focused look (Bootstrap's `:hover` and `:focus-visible` colours).
    case focused
    /// Hover changes nothing.
    case none

    /// The state flag hover stands for; nil for `none`.
    public var flag: ControlState? {
        switch self {
        case .highlighted: .highlighted
        case .focused: .focused
        case .none: nil
        }
    }
}
