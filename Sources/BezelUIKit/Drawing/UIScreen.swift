import Foundation

/// The screen, as far as drawing needs it: its scale. There is no screen on Linux, so the main
/// screen's scale is 1 unless a program (a test standing in for a 2× or 3× device) sets
/// `UIScreen.bezelMainScale` before drawing. It is what `UIGraphicsBeginImageContextWithOptions`
/// takes for a scale of 0 and what `UIGraphicsImageRendererFormat` defaults to (the snapshot
/// strategies draw at the traits' `displayScale`, 1 when unspecified); draw at another scale by
/// passing it (`bezelPNGData(scale:)`, `UITraitCollection(displayScale:)`).
public final class UIScreen: @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var mainScale: CGFloat = 1

    /// The main screen's scale (Bezel's own, settable: there is no device to read it from).
    public static var bezelMainScale: CGFloat {
        get { lock.lock(); defer { lock.unlock() }; return mainScale }
        set {
            precondition(newValue > 0, "UIScreen.bezelMainScale must be more than 0")
            lock.lock(); mainScale = newValue; lock.unlock()
        }
    }

    /// The main screen.
    public static let main = UIScreen()

    private init() {}

    /// Pixels per point: `UIScreen.bezelMainScale` (1 unless set).
    public var scale: CGFloat { UIScreen.bezelMainScale }
    /// As `scale`.
    public var nativeScale: CGFloat { UIScreen.bezelMainScale }
}
