import BezelCore
import Testing
@testable import BezelRaster

/// UIKit lays out a label whose glyphs come from fallback fonts with the line metrics of its
/// first family (an 18-pt `登录` is one Latin line tall on iOS, 21.5 pt there): CJK and emoji
/// titles are as tall as a Latin title of the same font, not as tall as the fallback's line.
@Suite struct FallbackLineHeightTests {
    let measurer = PangoTextMeasurer()

    func height(_ text: String, size: Double = 18, family: String = TextFont.systemFamily) -> Double {
        measurer.measure(TitleText(text, font: TextFont(family: family, size: size)), maxWidth: nil, numberOfLines: 1,
                         lineBreakMode: .clip).height
    }

    /// In the system font every line is San Francisco's: 21.48 pt at 18 pt, whatever font draws it.
    @Test(arguments: ["Login", "登录", "안녕", "ゲーム", "⚔️ 🐉", "Play 登录", "Go 👍"])
    func aSystemFontLineIsSanFranciscosLine(_ title: String) {
        #expect(height(title) == 21.48046875, "\(title)")
    }

    /// Another first family: its own line height (DejaVu Sans: 20.95 at 18 pt), kept for CJK and emoji.
    @Test(arguments: ["登录", "안녕", "ゲーム", "⚔️ 🐉"])
    func aFallbackLineIsAsTallAsTheFirstFamilysLine(_ title: String) {
        let latin = height("Login", family: "DejaVu Sans, Noto Sans CJK SC")
        #expect(latin > 20 && latin < 22)
        let fallback = height(title, family: "DejaVu Sans, Noto Sans CJK SC")
        #expect(abs(fallback - latin) < 0.1, "\(title): \(fallback) vs \(latin)")
    }

    /// A line that mixes the first family with a fallback: each font's half-leading is its own, so
    /// the line is a little taller than a Latin one (under 2 pt at 18 pt), and far from the CJK line.
    @Test(arguments: ["Play 登录", "Go 👍"])
    func aMixedLineIsCloseToTheFirstFamilysLine(_ title: String) {
        let latin = height("Login", family: "DejaVu Sans, Noto Sans CJK SC")
        let mixed = height(title, family: "DejaVu Sans, Noto Sans CJK SC")
        #expect(mixed >= latin - 0.1 && mixed < latin + 2, "\(title): \(mixed) vs \(latin)")
    }

    @Test func anAllLatinTitleKeepsPangosOwnLineHeight() {
        // The Latin line is not rebuilt from the font metrics (that would move every title by a subpixel).
        #expect(PangoLayoutBuilder.usesFallbackFonts("Login – naïve café") == false)
        #expect(PangoLayoutBuilder.usesFallbackFonts("登录") && PangoLayoutBuilder.usesFallbackFonts("👍"))
    }
}
