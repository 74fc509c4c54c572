import Foundation
import Testing
@testable import BezelRaster
import BezelCore

/// Emoji come from the pinned `fonts-noto-color-emoji`: in colour, and scaled from the font's
/// 109 px bitmaps to the title's size (without the scaling rule they draw ~3× too large).
@Suite struct EmojiTests {
    @Test func emojiUseTheColourFontAtTheTitlesSize() {
        PangoTextMeasurer().withLayout(TitleText("👍", font: TextFont(size: 17))) { layout in
            #expect(layout.unknownGlyphsCount == 0)
            #expect(layout.resolvedFontFamilies == ["Noto Color Emoji"])
            // About one and a quarter em wide at 17 pt, not the 109 px strike.
            #expect(layout.size.width > 17 && layout.size.width < 25, "\(layout.size)")
            #expect(layout.size.height < 25, "\(layout.size)")
        }
    }

    @Test func anEmojiTitleIsDrawnInColour() throws {
        let json = ##"{ "buttons": { "like": { "title": "👍", "titleColor": "#000", "backgroundColor": "#fff", "size": [40, 30] } } }"##
        let (image, drawing) = try renderTheme(json, button: "like", scale: 2)
        let title = try #require(drawing.layout.titleRect)
        // Count saturated yellow pixels (the thumb) inside the title rect; black text has none.
        var yellow = 0
        for y in Int(title.minY * 2)..<Int(title.maxY * 2) {
            for x in Int(title.minX * 2)..<Int(title.maxX * 2) {
                let p = image.pixel(x: x, y: y)
                if p.red > 200 && p.green > 150 && p.blue < 90 && p.alpha == 255 { yellow += 1 }
            }
        }
        #expect(yellow > 200, "\(yellow) yellow pixels")
    }

    /// As on iOS: emoji presentation characters and sequences take the colour font even where
    /// the system font (Inter) has a plain glyph; text presentation stays in Inter.
    @Test(arguments: [("❤️", ["Noto Color Emoji"]), ("❤", ["Inter"]), ("❤\u{FE0E}", ["Inter"]),
                      ("☕", ["Noto Color Emoji"]), ("✓", ["Inter"]), ("1️⃣", ["Noto Color Emoji"]),
                      ("A❤️B", ["Inter", "Noto Color Emoji", "Inter"])])
    func emojiPresentationPicksTheColourFont(title: String, families: [String]) {
        PangoTextMeasurer().withLayout(TitleText(title, font: TextFont(size: 17))) { layout in
            #expect(layout.unknownGlyphsCount == 0)
            #expect(layout.resolvedFontFamilies == families)
        }
    }

    @Test func emojiRangesAreUTF8ByteRangesJoinedWhenAdjacent() {
        #expect(PangoAttributes.emojiRanges("a👍👍b☕") == [1..<9, 10..<13])
        #expect(PangoAttributes.emojiRanges("OK ✓ #1") == [])
        #expect(PangoAttributes.emojiRanges("🇫🇷") == [0..<8])
    }
}
