/// Names that become file and frame names: theme, mode and button names.
public enum SafeName {
    public static let rule = "names are 1 to \(maximumBytes) bytes in UTF-8 and may not contain '/', '\\\\', '..', control characters, or start with '.'"
    /// The longest name in UTF-8 bytes: a file name may hold 255, and Bezel adds suffixes such as
    /// `-focused+selected+highlighted@3x.png` or `.imageset` to button names.
    public static let maximumBytes = 150
    /// Whether `name` is safe as a file name on every platform Bezel writes to.
    public static func isSafe(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= maximumBytes, !name.hasPrefix("."), !name.contains("..") else { return false }
        return !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || "/\\:*?\"<>|".unicodeScalars.contains($0) }
    }
}
