/// Which variant of an appearance-dependent (iOS system or semantic) colour to use.
public enum ColorAppearance: String, Sendable, CaseIterable {
    case light, dark
}
