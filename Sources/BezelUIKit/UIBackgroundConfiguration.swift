import BezelCore
import Foundation

/// A button configuration's background (`UIButton.Configuration.background`): its colour, corner
/// radius, stroke and image, written as the theme button's `backgroundColor`, `cornerRadius`,
/// `border` and `backgroundImage` (docs/uikit-swift.md, "How the names map"). What a theme cannot
/// draw (a stroke outset, background insets, an image content mode other than `scaleToFill`) is
/// an error naming the property when the button is drawn or written, never left out.
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// The fill. nil: the configuration style's colour (from `baseBackgroundColor`, changing with
    /// the state); set: this colour in every state, as UIKit keeps a custom value when it updates
    /// the configuration for a state.
    public var backgroundColor: UIColor?
    var ownCornerRadius: CGFloat?
    /// The stroke colour; nil: the button's tint colour, as UIKit draws it.
    public var strokeColor: UIColor?
    /// The stroke width in points (0: no stroke), drawn inside the bounds.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke lies outside the background; Bezel draws it inside the bounds only, so
    /// anything but 0 is an error.
    public var strokeOutset: CGFloat = 0
    /// Insets of the background from the button's bounds; anything but zero is an error (a theme's
    /// background fills the bounds).
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// An image stretched over the background, above its colour and clipped to its corners.
    public var image: UIImage?
    /// How `image` fills the background: `scaleToFill` only (others are an error).
    public var imageContentMode: UIView.ContentMode = .scaleToFill

    public init() {}

    /// The corner radius: the configuration's `cornerStyle` `fixed` draws it as it is, `dynamic`
    /// scales it with Dynamic Type (unchanged at the default text size); the other corner styles use
    /// their own radius. Reads 0 until set; an unset radius draws the button size's default
    /// (docs/format.md §9).
    public var cornerRadius: CGFloat {
        get { ownCornerRadius ?? 0 }
        set { ownCornerRadius = newValue }
    }

    /// Writes the background's keys into the theme button `o`; `tint` is the button's tint (a nil
    /// stroke colour's), `path` the configuration's JSON path for problems.
    func write(into o: inout JSONObject, _ w: inout ThemeValueWriter, tint: UIColor, at path: String) {
        let at = path + ".background"
        if let c = backgroundColor { o["backgroundColor"] = w.color(c) }
        if let r = ownCornerRadius { o["cornerRadius"] = ThemeValueWriter.number(max(0, r)) }
        if strokeWidth > 0 {
            o["border"] = .object(JSONObject([("width", ThemeValueWriter.number(strokeWidth)), ("color", w.color(strokeColor ?? tint))]))
        }
        if strokeOutset != 0 {
            w.problem(at + ".strokeOutset", "Bezel draws the stroke inside the bounds (a theme's border): a stroke outset of "
                          + "\(Double(strokeOutset)) is not drawn")
        }
        if backgroundInsets != .zero {
            w.problem(at + ".backgroundInsets", "a theme's background fills the bounds: background insets are not drawn")
        }
        guard let image else { return }
        if o["backgroundImage"] != nil {
            w.problem(at + ".image", "the button has setBackgroundImage(_:for:) images too: a theme draws one background image")
        }
        if imageContentMode != .scaleToFill {
            w.problem(at + ".imageContentMode", "Bezel stretches a background image over the bounds (scaleToFill): "
                          + "content mode \(imageContentMode) is not drawn")
        }
        if let value = w.image(image, at: at + ".image", background: true) {
            o["backgroundImage"] = value
            // The background view clips its image to its rounded corners.
            o["clipsToBounds"] = .bool(true)
        }
    }
}
