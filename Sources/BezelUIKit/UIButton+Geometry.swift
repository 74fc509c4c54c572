import BezelCore
import BezelRender
import Foundation

extension UIButton {
    /// Answers a layout question with the layout engine over the button's theme in its current
    /// state and traits (the frame's size, or the intrinsic size for an empty frame). A button the
    /// theme check refuses stops the program with the check's messages: UIKit's layout functions
    /// cannot throw (`bezelTheme()` and `bezelImage` throw the same messages instead).
    func geometry<T>(_ answer: (ButtonGeometry, ControlState) -> T) -> T {
        do {
            let traits = effectiveTraits(nil)
            let file = try renderTheme(traits: traits, size: frame.size == .zero ? nil : frame.size)
            let geometry: ButtonGeometry
            do { geometry = try ButtonGeometry(theme: file, button: Self.renderName) } catch { throw BezelUIKitError(error) }
            return answer(geometry, controlState)
        } catch {
            fatalError("BezelUIKit: \(error)")
        }
    }
}

extension CGRect {
    /// The rect in Bezel's model.
    var bezelRect: Rect { Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height)) }
}

extension Rect {
    var cgRect: CGRect { CGRect(x: origin.x, y: origin.y, width: size.width, height: size.height) }
}

extension Size {
    var cgSize: CGSize { CGSize(width: width, height: height) }
}
