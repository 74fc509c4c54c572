import BezelCore
import Testing

/// Which family lists name UIKit's system font: the first member, compared as fontconfig compares
/// names (case and spaces ignored), after blanks and quotes — also through the quick rejection of
/// a list whose first letter starts no system name.
@Suite struct SystemFontNameTests {
    @Test(arguments: ["system-ui", "SF Pro", " 'SF Pro', Inter", "\t\"San Francisco\"", ", SF Pro", "Sans-Serif",
                      "sanserif", "-Apple-System, DejaVu Sans", "BLINKMACSYSTEMFONT", ".AppleSystemUIFont", "\u{3000}SF Pro"])
    func namesTheSystemFont(_ family: String) {
        #expect(SystemFont.isSystem(family) == (family != "sanserif"), "\(family)")
    }

    @Test(arguments: ["DejaVu Sans, Noto Sans CJK SC", "Inter", "Noto Sans", "'DejaVu Sans', system-ui", "\"SF Pro", "",
                      ",", "Ｓans-serif", "zsystem-ui"])
    func doesNotNameIt(_ family: String) {
        #expect(!SystemFont.isSystem(family), "\(family)")
    }
}
