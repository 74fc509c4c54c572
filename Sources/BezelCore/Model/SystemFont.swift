import Foundation

/// UIKit's system font (San Francisco) as Bezel draws it on Linux: the names that mean it, the
/// pinned families that stand in for it, and San Francisco's line height.
///
/// San Francisco cannot be shipped; Inter (SIL OFL, Debian `fonts-inter`) is close to it in width
/// ("Button" at 15 pt: SF Pro 46 pt, Inter 47, DejaVu Sans 51), so it draws every title whose
/// family is one of `names`, with DejaVu Sans and Noto Sans CJK behind it for characters Inter
/// lacks. Lines keep San Francisco's height (`lineHeightRatio`) whatever font draws the glyphs.
public enum SystemFont {
    /// The family names that mean the system font, compared ignoring case and blanks:
    /// CSS's `system-ui` and `-apple-system`/`BlinkMacSystemFont`, Apple's names for San Francisco,
    /// and CSS's `sans-serif`.
    public static let names = ["system-ui", "-apple-system", "BlinkMacSystemFont", "SF Pro", "SF Pro Text",
                               "SF Pro Display", "San Francisco", ".AppleSystemUIFont", "sans-serif"]

    /// The pinned families that draw it, in fallback order.
    public static let standIns = ["Inter", "DejaVu Sans", "Noto Sans CJK SC"]

    /// San Francisco's line height per point of size: (ascender 1950 + descender 494) / 2048 units
    /// per em, so `UIFont.systemFont(ofSize: 17).lineHeight` is 20.287 and an 18-pt label 21.48 tall.
    public static let lineHeightRatio = 2444.0 / 2048.0

    /// Whether the first member of the family list `family` names the system font.
    public static func isSystem(_ family: String) -> Bool {
        // The family every default font has, without splitting the list (this is asked per title).
        if family == names[0] { return true }
        if cannotNameSystem(family) { return false }
        guard let first = FontFamilyList.members(of: family).first else { return false }
        return keys.contains(FontFamilyList.key(first))
    }

    /// The line height a title in `font` gets: the text style's (`TextFont.lineHeight`), else San
    /// Francisco's for the system font; nil for other families (their own metrics).
    public static func lineHeight(of font: TextFont) -> Double? {
        if let lineHeight = font.lineHeight { return lineHeight }
        return isSystem(font.family) ? font.size * lineHeightRatio : nil
    }

    /// The letter spacing, in points, the system font's stand-in gets at `font.size`: Inter's own
    /// size-dependent tracking (its "dynamic metrics": −0.0223 + 0.185 · e^(−0.1745 · size) em),
    /// which tightens text as San Francisco's built-in tracking does (15 pt: −0.13 pt per letter);
    /// 0 for other families.
    public static func tracking(of font: TextFont) -> Double {
        guard isSystem(font.family) else { return 0 }
        return font.size * (-0.0223 + 0.185 * exp(-0.1745 * font.size))
    }

    /// Whether the list's first ASCII letter (after blanks and quotes) starts none of `keys`: then
    /// it cannot name the system font, and the list need not be split ("DejaVu Sans, …").
    private static func cannotNameSystem(_ family: String) -> Bool {
        for byte in family.utf8 where byte != 0x20 && byte != 0x09 && byte != 0x22 && byte != 0x27 {
            guard byte < 0x80, byte != UInt8(ascii: ",") else { return false }  // other blanks, empty members: split
            let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            return !firstLetters.contains(lower)
        }
        return false
    }

    /// The first bytes of `keys`.
    private static let firstLetters = Set(keys.compactMap(\.utf8.first))

    /// The names as fontconfig compares them (`FontFamilyList.key`).
    private static let keys = Set(names.map(FontFamilyList.key))
}
