/// The iOS 17 system and semantic colours (UIKit's `UIColor.systemBlue`, `.label`, …) with their
/// light, dark, increased-contrast light and increased-contrast dark values (the base, not the
/// elevated, level).
///
/// Source: flutter/flutter `packages/flutter/lib/src/cupertino/colors.dart`, whose constants are
/// documented as the UIKit equivalents with all four variants. `systemMint`, `systemCyan` and
/// `systemBrown` (iOS 15) are not in that file: their values are Apple's Human Interface Guidelines
/// colour table for iOS 17 ([HIG], not checked against a second source). Apple advises against
/// hard-coding these; they are pinned here so renders are reproducible.
enum SystemColors {
    /// One named colour with its four variants.
    struct Entry: Sendable {
        let name: String
        let light: RGBAColor
        let dark: RGBAColor
        let lightHigh: RGBAColor
        let darkHigh: RGBAColor

        init(_ name: String, _ light: RGBAColor, _ dark: RGBAColor, _ lightHigh: RGBAColor, _ darkHigh: RGBAColor) {
            self.name = name; self.light = light; self.dark = dark; self.lightHigh = lightHigh; self.darkHigh = darkHigh
        }

        func value(_ appearance: ColorAppearance, _ contrast: AccessibilityContrast) -> RGBAColor {
            switch (appearance, contrast) {
            case (.light, .normal): light
            case (.dark, .normal): dark
            case (.light, .high): lightHigh
            case (.dark, .high): darkHigh
            }
        }
    }

    private static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> RGBAColor {
        RGBAColor(red: r, green: g, blue: b, alpha: a)
    }

    /// Every system and semantic colour, in UIKit spelling: light, dark, light and dark with Increase Contrast.
    static let entries: [Entry] = [
        // System colours.
        Entry("systemBlue", rgb(0, 122, 255), rgb(10, 132, 255), rgb(0, 64, 221), rgb(64, 156, 255)),
        Entry("systemGreen", rgb(52, 199, 89), rgb(48, 209, 88), rgb(36, 138, 61), rgb(48, 219, 91)),
        Entry("systemIndigo", rgb(88, 86, 214), rgb(94, 92, 230), rgb(54, 52, 163), rgb(125, 122, 255)),
        Entry("systemOrange", rgb(255, 149, 0), rgb(255, 159, 10), rgb(201, 52, 0), rgb(255, 179, 64)),
        Entry("systemPink", rgb(255, 45, 85), rgb(255, 55, 95), rgb(211, 15, 69), rgb(255, 100, 130)),
        Entry("systemPurple", rgb(175, 82, 222), rgb(191, 90, 242), rgb(137, 68, 171), rgb(218, 143, 255)),
        Entry("systemRed", rgb(255, 59, 48), rgb(255, 69, 58), rgb(215, 0, 21), rgb(255, 105, 97)),
        Entry("systemTeal", rgb(90, 200, 250), rgb(100, 210, 255), rgb(0, 113, 164), rgb(112, 215, 255)),
        Entry("systemYellow", rgb(255, 204, 0), rgb(255, 214, 10), rgb(160, 90, 0), rgb(255, 212, 38)),
        Entry("systemMint", rgb(0, 199, 190), rgb(99, 230, 226), rgb(12, 129, 123), rgb(102, 212, 207)),  // [HIG]
        Entry("systemCyan", rgb(50, 173, 230), rgb(100, 210, 255), rgb(0, 113, 164), rgb(112, 215, 255)),  // [HIG]
        Entry("systemBrown", rgb(162, 132, 94), rgb(172, 142, 104), rgb(127, 101, 69), rgb(181, 148, 105)),  // [HIG]
        Entry("systemGray", rgb(142, 142, 147), rgb(142, 142, 147), rgb(108, 108, 112), rgb(174, 174, 178)),
        Entry("systemGray2", rgb(174, 174, 178), rgb(99, 99, 102), rgb(142, 142, 147), rgb(124, 124, 128)),
        Entry("systemGray3", rgb(199, 199, 204), rgb(72, 72, 74), rgb(174, 174, 178), rgb(84, 84, 86)),
        Entry("systemGray4", rgb(209, 209, 214), rgb(58, 58, 60), rgb(188, 188, 192), rgb(68, 68, 70)),
        Entry("systemGray5", rgb(229, 229, 234), rgb(44, 44, 46), rgb(216, 216, 220), rgb(54, 54, 56)),
        Entry("systemGray6", rgb(242, 242, 247), rgb(28, 28, 30), rgb(235, 235, 240), rgb(36, 36, 38)),
        // Label colours.
        Entry("label", rgb(0, 0, 0), rgb(255, 255, 255), rgb(0, 0, 0), rgb(255, 255, 255)),
        Entry("secondaryLabel", rgb(60, 60, 67, 153), rgb(235, 235, 245, 153), rgb(60, 60, 67, 173), rgb(235, 235, 245, 173)),
        Entry("tertiaryLabel", rgb(60, 60, 67, 76), rgb(235, 235, 245, 76), rgb(60, 60, 67, 96), rgb(235, 235, 245, 96)),
        Entry("quaternaryLabel", rgb(60, 60, 67, 45), rgb(235, 235, 245, 40), rgb(60, 60, 67, 66), rgb(235, 235, 245, 61)),
        Entry("placeholderText", rgb(60, 60, 67, 76), rgb(235, 235, 245, 76), rgb(60, 60, 67, 96), rgb(235, 235, 245, 96)),
        Entry("link", rgb(0, 122, 255), rgb(9, 132, 255), rgb(0, 122, 255), rgb(9, 132, 255)),
        // Fill colours.
        Entry("systemFill", rgb(120, 120, 128, 51), rgb(120, 120, 128, 91), rgb(120, 120, 128, 71), rgb(120, 120, 128, 112)),
        Entry("secondarySystemFill", rgb(120, 120, 128, 40), rgb(120, 120, 128, 81), rgb(120, 120, 128, 61), rgb(120, 120, 128, 102)),
        Entry("tertiarySystemFill", rgb(118, 118, 128, 30), rgb(118, 118, 128, 61), rgb(118, 118, 128, 51), rgb(118, 118, 128, 81)),
        Entry("quaternarySystemFill", rgb(116, 116, 128, 20), rgb(118, 118, 128, 45), rgb(116, 116, 128, 40), rgb(118, 118, 128, 66)),
        // Background colours, plain and grouped.
        Entry("systemBackground", rgb(255, 255, 255), rgb(0, 0, 0), rgb(255, 255, 255), rgb(0, 0, 0)),
        Entry("secondarySystemBackground", rgb(242, 242, 247), rgb(28, 28, 30), rgb(235, 235, 240), rgb(36, 36, 38)),
        Entry("tertiarySystemBackground", rgb(255, 255, 255), rgb(44, 44, 46), rgb(255, 255, 255), rgb(54, 54, 56)),
        Entry("systemGroupedBackground", rgb(242, 242, 247), rgb(0, 0, 0), rgb(235, 235, 240), rgb(0, 0, 0)),
        Entry("secondarySystemGroupedBackground", rgb(255, 255, 255), rgb(28, 28, 30), rgb(255, 255, 255), rgb(36, 36, 38)),
        Entry("tertiarySystemGroupedBackground", rgb(242, 242, 247), rgb(44, 44, 46), rgb(235, 235, 240), rgb(54, 54, 56)),
        // Separators.
        Entry("separator", rgb(60, 60, 67, 73), rgb(84, 84, 88, 153), rgb(60, 60, 67, 94), rgb(84, 84, 88, 173)),
        Entry("opaqueSeparator", rgb(198, 198, 200), rgb(56, 56, 58), rgb(198, 198, 200), rgb(56, 56, 58)),
        // Fixed (appearance-independent) UIKit colours.
        Entry("lightText", rgb(255, 255, 255, 153), rgb(255, 255, 255, 153), rgb(255, 255, 255, 153), rgb(255, 255, 255, 153)),
        Entry("darkText", rgb(0, 0, 0), rgb(0, 0, 0), rgb(0, 0, 0), rgb(0, 0, 0)),
    ]

    /// Entries keyed by lower-case name.
    static let byLowercasedName: [String: Entry] = Dictionary(
        uniqueKeysWithValues: entries.map { ($0.name.lowercased(), $0) })

    /// Looks up a lower-case name and resolves it for an appearance and contrast.
    static func color(named lowercased: String, appearance: ColorAppearance, contrast: AccessibilityContrast = .normal) -> RGBAColor? {
        byLowercasedName[lowercased]?.value(appearance, contrast)
    }
}

extension RGBAColor {
    /// Every iOS system and semantic colour name, in UIKit spelling.
    public static var systemColorNames: [String] { SystemColors.entries.map(\.name) }

    /// An iOS system or semantic colour by its UIKit name (`systemBlue`, `tertiarySystemFill`), for an
    /// appearance and contrast. Traps on an unknown name: only Bezel's own code calls it, with fixed names.
    public static func system(_ name: String, _ appearance: ColorAppearance, _ contrast: AccessibilityContrast = .normal) -> RGBAColor {
        guard let c = SystemColors.color(named: name.lowercased(), appearance: appearance, contrast: contrast) else {
            preconditionFailure("unknown system colour \(name)")
        }
        return c
    }
}
