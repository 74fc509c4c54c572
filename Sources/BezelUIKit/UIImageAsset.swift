import Foundation

/// Images for trait collections (light and dark, contrast, Dynamic Type size): one image that
/// resolves to the variant registered for the traits a button is drawn with. Bezel resolves it
/// when the button is drawn or written (`bezelTheme` writes the variant of its `traits`).
public final class UIImageAsset: NSObject, @unchecked Sendable {
    /// Guards every asset's variants and every image's `asset` link.
    static let lock = NSLock()
    private var variants: [(traits: UITraitCollection, image: UIImage)] = []

    public override init() {}

    /// Registers `image` for the traits `traitCollection` specifies (replacing one registered for the same traits).
    /// The image then belongs to this asset (its `imageAsset`), as in UIKit, so a button given any
    /// of the registered images draws the variant for its traits.
    public func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        Self.lock.lock(); defer { Self.lock.unlock() }
        variants.removeAll { Self.key($0.traits) == Self.key(traitCollection) }
        variants.append((traitCollection, image))
        image.asset = self
    }

    /// Removes the image registered for exactly these traits.
    public func unregisterImage(with traitCollection: UITraitCollection) {
        Self.lock.lock(); defer { Self.lock.unlock() }
        variants.removeAll { Self.key($0.traits) == Self.key(traitCollection) }
    }

    /// The registered image whose specified traits all match `traitCollection`, the most specific
    /// first (the one registered with no traits last).
    public func image(with traitCollection: UITraitCollection) -> UIImage {
        guard let best = best(for: traitCollection) else { preconditionFailure("UIImageAsset.image(with:): no image registered") }
        return best.image
    }

    /// The registration `image(with:)` picks; nil when none matches.
    func best(for traitCollection: UITraitCollection) -> (traits: UITraitCollection, image: UIImage)? {
        Self.lock.lock(); defer { Self.lock.unlock() }
        return variants.filter { Self.matches($0.traits, traitCollection) }.max { Self.specified($0.traits) < Self.specified($1.traits) }
    }

    /// The traits a registration keys on.
    private static func key(_ t: UITraitCollection) -> String {
        "\(t.userInterfaceStyle.rawValue) \(t.accessibilityContrast.rawValue) \(t.legibilityWeight.rawValue) "
            + "\(t.displayScale) \(t.preferredContentSizeCategory.rawValue)"
    }

    static func specified(_ t: UITraitCollection) -> Int {
        [t.userInterfaceStyle != .unspecified, t.accessibilityContrast != .unspecified, t.legibilityWeight != .unspecified,
         t.displayScale != 0, t.preferredContentSizeCategory != .unspecified].filter { $0 }.count
    }

    private static func matches(_ registered: UITraitCollection, _ drawn: UITraitCollection) -> Bool {
        (registered.userInterfaceStyle == .unspecified || registered.userInterfaceStyle == drawn.userInterfaceStyle)
            && (registered.accessibilityContrast == .unspecified || registered.accessibilityContrast == drawn.accessibilityContrast)
            && (registered.legibilityWeight == .unspecified || registered.legibilityWeight == drawn.legibilityWeight)
            && (registered.displayScale == 0 || registered.displayScale == drawn.displayScale)
            && (registered.preferredContentSizeCategory == .unspecified
                || registered.preferredContentSizeCategory == drawn.preferredContentSizeCategory)
    }
}

extension UIImage {
    /// The image's asset: register dark (or other trait) variants with it and the button draws the
    /// one for its traits. Made on first use, holding this image for any traits.
    public var imageAsset: UIImageAsset? {
        UIImageAsset.lock.lock()
        if let asset { UIImageAsset.lock.unlock(); return asset }
        UIImageAsset.lock.unlock()
        let made = UIImageAsset()
        made.register(self, with: UITraitCollection())   // sets `asset`, unless another thread's asset came first
        UIImageAsset.lock.lock(); defer { UIImageAsset.lock.unlock() }
        return asset ?? made
    }

    /// The variant of this image for `traits`: one registered for traits that match them, else
    /// itself (as it is, with its own rendering mode and tint).
    func resolved(for traits: UITraitCollection) -> UIImage {
        UIImageAsset.lock.lock()
        let asset = self.asset
        UIImageAsset.lock.unlock()
        guard let best = asset?.best(for: traits), UIImageAsset.specified(best.traits) > 0 else { return self }
        return best.image
    }
}
