import Foundation

extension Snapshotting where Format == String {
    /// Any value as a text dump (`ValueDump`: swift-snapshot-testing's `.dump` format), compared line
    /// by line in a `.txt` reference:
    ///
    /// ```
    /// ▿ Settings
    ///   - color: UIExtendedSRGBColorSpace 1 0 0 1
    ///   - title: "Sign in"
    /// ```
    public static var dump: Snapshotting {
        SimplySnapshotting<String>.lines.pullback { ValueDump.text(of: $0) }
    }

    /// The value's `String(describing:)`, compared line by line in a `.txt` reference.
    public static var description: Snapshotting {
        SimplySnapshotting<String>.lines.pullback { String(describing: $0) }
    }
}
