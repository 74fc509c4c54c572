import BezelUIKit
import Foundation

/// A view Bezel cannot snapshot.
struct ViewSnapshotError: Error, CustomStringConvertible {
    var description: String
}

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view drawn as Bezel draws it, compared exactly.
    public static var image: Snapshotting { .image() }

    /// The view drawn by `bezelImage(scale:traits:)` — a `UIButton` in its current state, at the
    /// traits' `displayScale` (1 when unspecified: there is no screen), in their style, contrast
    /// and content size — and compared as `Diffing.image(precision:perceptualPrecision:scale:)`
    /// says. `size` sets the frame's size for the snapshot (the view's own frame without it).
    /// Another kind of view, or a button Bezel cannot draw, fails the assertion with the reason.
    /// `drawHierarchyInKeyWindow` must be false: there is no window.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        let scale = traits.displayScale == 0 ? 1 : traits.displayScale
        return SimplySnapshotting<UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale).pullback { view in
            if drawHierarchyInKeyWindow { throw ViewSnapshotError(description: "drawHierarchyInKeyWindow: there is no key window on Linux") }
            return try MainActor.assumeIsolated {
                guard let button = view as? UIButton else {
                    throw ViewSnapshotError(description: "Bezel draws UIButtons only; \(type(of: view)) cannot be snapshot as an image")
                }
                return try Self.withSize(size, of: button) { try button.bezelImage(scale: scale, traits: traits) }
            }
        }
    }

    /// `body` with the view's frame resized to `size` (when given), restored after.
    @MainActor static func withSize<R>(_ size: CGSize?, of view: UIView, _ body: () throws -> R) throws -> R {
        guard let size else { return try body() }
        let frame = view.frame
        view.frame.size = size
        defer { view.frame = frame }
        return try body()
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view tree as `recursiveDescription` prints it, addresses removed, in a `.txt` reference.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view tree at `size` (the view's frame without it), with addresses (":? 0x…") removed
    /// as swift-snapshot-testing removes them, compared line by line.
    public static func recursiveDescription(size: CGSize? = nil) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { view in
            try MainActor.assumeIsolated {
                let text = try Snapshotting<UIView, UIImage>.withSize(size, of: view) { view.recursiveDescription }
                return SnapshotAddresses.removed(from: text)
            }
        }
    }
}
