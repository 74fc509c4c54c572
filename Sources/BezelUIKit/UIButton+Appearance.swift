import BezelCore
import Foundation

extension UIButton {
    /// The appearance proxies made so far, by class (`UIButton` and any subclass asked for one).
    private static var appearanceProxies: [ObjectIdentifier: (className: String, proxy: UIButton)] = [:]

    /// The appearance proxy: what is set on it is the default of every button drawn or written after,
    /// written as the theme's `appearance` section (docs/format.md §6), so a button's own value wins
    /// and the proxy's shows where the button sets none, as the theme layers them. Returns a
    /// `UIButton` (UIKit's returns `Self`); a subclass's proxy with anything set is an error when
    /// drawn (a theme's appearance is per button type, not per class).
    public class func appearance() -> UIButton {
        let key = ObjectIdentifier(self)
        if let made = appearanceProxies[key] { return made.proxy }
        let proxy = UIButton(frame: .zero)
        appearanceProxies[key] = (String(describing: self), proxy)
        return proxy
    }

    /// Bezel's own (not UIKit's, which has no way back): forgets every appearance proxy, so buttons
    /// drawn after have no appearance defaults (a test's clean start).
    public static func bezelResetAppearance() { appearanceProxies = [:] }

    /// The theme's `appearance` object from `UIButton.appearance()`; nil when nothing is set on it.
    static func appearanceObject(_ w: inout ThemeValueWriter) -> JSONObject? {
        var result: JSONObject?
        for (key, made) in appearanceProxies.sorted(by: { $0.value.className < $1.value.className }) {
            var o = made.proxy.themeButton(&w, path: "appearance", renderState: nil, size: nil)
            o["type"] = nil
            if o.isEmpty { continue }
            guard key == ObjectIdentifier(UIButton.self) else {
                w.problem("appearance", "\(made.className).appearance(): a theme's appearance is per button type, not per class: "
                              + "set UIButton.appearance(), or the subclass's buttons themselves")
                continue
            }
            result = o
        }
        return result
    }
}
