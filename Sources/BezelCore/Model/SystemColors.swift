/// The iOS system and semantic colours (UIKit's `UIColor.systemBlue`, `.label`, …) with their light and
/// dark values.
///
/// Source table `apple-ios13`: flutter/flutter `packages/flutter/lib/src/cupertino/colors.dart`, whose
/// constants are documented as the UIKit equivalents. Only the base
/// (not high-contrast, not elevated) variants are modelled. Apple advises against hard-coding these;
/// they are pinned here so renders are reproducible.
enum SystemColors {
    /// One named colour with its light and dark variants.
    struct Entry: Sendable {
        let name: String
        let light: RGBAColor
        let dark: RGBAColor
    }

    private static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> RGBAColor {
        RGBAColor(red: r, green: g, blue: b, alpha: a)
    }

    /// Every system and semantic colour, in UIKit spelling.
    static let entries: [Entry] = [
        // System colours (the iOS 13 table).
        Entry(name: "systemBlue", light: rgb(0, 122, 255), dark: rgb(10, 132, 255)),
        Entry(name: "systemGreen", light: rgb(52, 199, 89), dark: rgb(48, 209, 88)),
        Entry(name: "systemIndigo", light: rgb(88, 86, 214), dark: rgb(94, 92, 230)),
        Entry(name: "systemOrange", light: rgb(255, 149, 0), dark: rgb(255, 159, 10)),
        Entry(name: "systemPink", light: rgb(255, 45, 85), dark: rgb(255, 55, 95)),
        Entry(name: "systemPurple", light: rgb(175, 82, 222), dark: rgb(191, 90, 242)),
        Entry(name: "systemRed", light: rgb(255, 59, 48), dark: rgb(255, 69, 58)),
        Entry(name: "systemTeal", light: rgb(90, 200, 250), dark: rgb(100, 210, 255)),
        Entry(name: "systemYellow", light: rgb(255, 204, 0), dark: rgb(255, 214, 10)),
        Entry(name: "systemGray", light: rgb(142, 142, 147), dark: rgb(142, 142, 147)),
        Entry(name: "systemGray2", light: rgb(174, 174, 178), dark: rgb(99, 99, 102)),
        Entry(name: "systemGray3", light: rgb(199, 199, 204), dark: rgb(72, 72, 74)),
        Entry(name: "systemGray4", light: rgb(209, 209, 214), dark: rgb(58, 58, 60)),
        Entry(name: "systemGray5", light: rgb(229, 229, 234), dark: rgb(44, 44, 46)),
        Entry(name: "systemGray6", light: rgb(242, 242, 247), dark: rgb(28, 28, 30)),
        // iOS 15 additions, absent from the pinned flutter file: values from Apple's HIG colour
        // table as quoted in the project brief. [U] = unverified against a primary text source.
        Entry(name: "systemMint", light: rgb(0x00, 0xC7, 0xBE), dark: rgb(0x63, 0xE6, 0xE2)),  // [U] HIG
        Entry(name: "systemCyan", light: rgb(0x32, 0xAD, 0xE6), dark: rgb(0x64, 0xD2, 0xFF)),  // [U] HIG
        Entry(name: "systemBrown", light: rgb(0xA2, 0x84, 0x5E), dark: rgb(0xAC, 0x8E, 0x68)),  // [U] HIG
        // Semantic colours ("Semantic" part of the table).
        Entry(name: "label", light: rgb(0, 0, 0), dark: rgb(255, 255, 255)),
        Entry(name: "secondaryLabel", light: rgb(60, 60, 67, 153), dark: rgb(235, 235, 245, 153)),
        Entry(name: "tertiaryLabel", light: rgb(60, 60, 67, 76), dark: rgb(235, 235, 245, 76)),
        Entry(name: "quaternaryLabel", light: rgb(60, 60, 67, 45), dark: rgb(235, 235, 245, 40)),
        Entry(name: "systemFill", light: rgb(120, 120, 128, 51), dark: rgb(120, 120, 128, 91)),
        Entry(name: "secondarySystemFill", light: rgb(120, 120, 128, 40), dark: rgb(120, 120, 128, 81)),
        Entry(name: "tertiarySystemFill", light: rgb(118, 118, 128, 30), dark: rgb(118, 118, 128, 61)),
        Entry(name: "quaternarySystemFill", light: rgb(116, 116, 128, 20), dark: rgb(118, 118, 128, 45)),
        Entry(name: "placeholderText", light: rgb(60, 60, 67, 76), dark: rgb(235, 235, 245, 76)),
        Entry(name: "systemBackground", light: rgb(255, 255, 255), dark: rgb(0, 0, 0)),
        Entry(name: "secondarySystemBackground", light: rgb(242, 242, 247), dark: rgb(28, 28, 30)),
        Entry(name: "tertiarySystemBackground", light: rgb(255, 255, 255), dark: rgb(44, 44, 46)),
        Entry(name: "separator", light: rgb(60, 60, 67, 73), dark: rgb(84, 84, 88, 153)),
        Entry(name: "opaqueSeparator", light: rgb(198, 198, 200), dark: rgb(56, 56, 58)),
        Entry(name: "link", light: rgb(0, 122, 255), dark: rgb(9, 132, 255)),
        // Fixed (appearance-independent) UIKit colours.
        Entry(name: "lightText", light: rgb(255, 255, 255, 153), dark: rgb(255, 255, 255, 153)),
        Entry(name: "darkText", light: rgb(0, 0, 0), dark: rgb(0, 0, 0)),
    ]

    /// Entries keyed by lower-case name.
    static let byLowercasedName: [String: Entry] = Dictionary(
        uniqueKeysWithValues: entries.map { ($0.name.lowercased(), $0) })

    /// Looks up a lower-case name and resolves it for an appearance.
    static func color(named lowercased: String, appearance: ColorAppearance) -> RGBAColor? {
        guard let entry = byLowercasedName[lowercased] else { return nil }
        return appearance == .dark ? entry.dark : entry.light
    }
}

extension RGBAColor {
    /// An iOS system or semantic colour by its UIKit name (`systemBlue`, `tertiarySystemFill`), for an
    /// appearance. Traps on an unknown name: only Bezel's own code calls it, with fixed names.
    public static func system(_ name: String, _ appearance: ColorAppearance) -> RGBAColor {
        guard let c = SystemColors.color(named: name.lowercased(), appearance: appearance) else {
            preconditionFailure("unknown system colour \(name)")
        }
        return c
    }
}
