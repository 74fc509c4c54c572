/// Names that become file and frame names: theme, mode and button names.
public enum SafeName {
    public static let rule = "names may not contain '/', '\\\\', '..', control characters, or start with '.'"
    /// Whether `name` is safe as a file name on every platform Bezel writes to.
    public static func isSafe(_ name: String) -> Bool {
        guard !name.isEmpty, name.count <= 200, !name.hasPrefix("."), !name.contains("..") else { return false }
        return !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || "/\\:*?\"<>|".unicodeScalars.contains($0) }
    }
}
