import BezelCore
import Dispatch
import Foundation
import Testing
import CPangoCairo
@testable import BezelRaster

// The numbers pinned here are goldens for the pinned fonts: FontConfiguration loads only the files
// of Debian's fonts-dejavu-core and fonts-noto-cjk (see `FontConfiguration.pinnedFontFiles`), with
// no system or user fontconfig, fixed hinting and antialiasing, at 72 dpi. A change in them means
// those packages, Pango/HarfBuzz or Bezel's configuration changed, not the machine's settings.

private let measurer = PangoTextMeasurer()

private func size(_ string: String, _ font: TextFont = TextFont(size: 17), maxWidth: Double? = nil,
                  lines: Int = 1, mode: LineBreakMode = .middle) -> Size {
    measurer.measure(TitleText(string, font: font), maxWidth: maxWidth, numberOfLines: lines, lineBreakMode: mode)
}

private let longTitle = "A very long button title that will not fit"

@Suite struct FontPinningTests {
    @Test func onlyThePinnedFontFilesAreLoaded() {
        #expect(FontConfiguration.shared.fontFiles == FontConfiguration.pinnedFontFiles.sorted())
    }

    @Test func theConfigurationIncludesNoSystemOrUserConfiguration() {
        let xml = FontConfiguration.shared.xml
        #expect(!xml.contains("<include"))
        #expect(!xml.contains("prefix=\"xdg\""))
        if let cache = FontConfiguration.shared.cacheDirectory {
            #expect(xml.contains("<cachedir>\(cache)</cachedir>"))
        }
    }

    @Test func fontFilesCannotBeAddedOnceInUse() throws {
        let configuration = try FontConfiguration()
        _ = PangoTextMeasurer(fontConfiguration: configuration).measure(
            TitleText("x", font: TextFont(size: 12)), maxWidth: nil, numberOfLines: 1, lineBreakMode: .tail)
        #expect(throws: FontConfigurationError.configurationInUse) {
            try configuration.addFontFile(path: FontConfiguration.pinnedFontFiles[0])
        }
    }

    @Test func aMissingFontFileIsReported() throws {
        let configuration = try FontConfiguration()
        #expect(throws: FontConfigurationError.couldNotAddFontFile(path: "/nonexistent/Font.ttf")) {
            try configuration.addFontFile(path: "/nonexistent/Font.ttf")
        }
    }
}

@Suite struct PangoTextMeasurerTests {
    @Test func measuringIsDeterministic() {
        #expect(size("Button") == size("Button"))
        #expect(size(longTitle, maxWidth: 120, lines: 0, mode: .word) == size(longTitle, maxWidth: 120, lines: 0, mode: .word))
    }

    @Test func measuringFromSeveralThreadsAtOnceGivesTheSameSizes() {
        let titles = ["Button", longTitle, "提交", "مرحبا", "Sign in"]
        let expected = titles.map { size($0, maxWidth: 100) }
        let lock = NSLock()
        var results: [[Size]] = []
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            var sizes: [Size] = []
            for _ in 0..<25 { sizes = titles.map { size($0, maxWidth: 100) } }
            lock.lock(); results.append(sizes); lock.unlock()
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
    }

    @Test func buttonAt15PointDejaVuSansHasItsPinnedSize() {
        #expect(size("Button", TextFont(family: "DejaVu Sans", size: 15)) == Size(width: 50.24609375, height: 17.4609375))
    }

    /// The system font is Inter, tracked for its size: "Button" at 15 pt is 46–47 pt wide, as in San
    /// Francisco (46), where DejaVu Sans gives 50.2.
    @Test func buttonAt15PointInTheSystemFontMeasuresLikeSanFrancisco() {
        let measured = size("Button", TextFont(size: 15))
        #expect(measured == Size(width: 46.365234375, height: 17.900390625))
        #expect(measured.width >= 46 && measured.width <= 47)
        for name in ["-apple-system", "SF Pro Text", "system-ui, Noto Sans CJK SC"] {
            #expect(size("Button", TextFont(family: name, size: 15)) == measured, "\(name)")
        }
    }

    /// San Francisco's line heights: 1.1934 × the size (UIFont.systemFont(ofSize: 17).lineHeight 20.287).
    @Test(arguments: [(15.0, 17.900390625), (17.0, 20.287109375), (18.0, 21.48046875)])
    func lineHeight(pointSize: Double, height: Double) {
        #expect(size("Button", TextFont(size: pointSize)).height == height)
        #expect(size("Button", TextFont(size: pointSize)).height == pointSize * SystemFont.lineHeightRatio)
    }

    /// A font's letter spacing goes between the letters (5 gaps in "Button") on top of the system
    /// font's tracking, and its line height sets each line, in any family.
    @Test func aFontsLetterSpacingAndLineHeightShapeTheText() {
        let dejaVu = TextFont(family: "DejaVu Sans", size: 15)
        var spaced = dejaVu
        spaced.letterSpacing = 1
        spaced.lineHeight = 30
        let plain = size("Button", dejaVu), wide = size("Button", spaced)
        #expect(abs(wide.width - plain.width - 5) < 0.01 && wide.height == 30)
        // Tightened lines still fit their width (Pango fits before it trims the ends' spacing).
        spaced.letterSpacing = -1
        #expect(size(longTitle, spaced, maxWidth: 100, mode: .tail).width <= 100)
    }

    /// A text style's line height wins (a 17-pt configuration title is 22 pt tall); two lines are two of it.
    @Test func aTextStyleLineHeightSetsEachLine() {
        #expect(size("Continue", TextFont(size: 17, lineHeight: 22)).height == 22)
        #expect(size(longTitle, TextFont(size: 17, lineHeight: 22), maxWidth: 100, lines: 2, mode: .tail).height == 44)
    }

    @Test func widthGrowsWithText() {
        let widths = ["B", "Bu", "Button", "Button title"].map { size($0).width }
        #expect(widths == widths.sorted())
        #expect(Set(widths).count == widths.count)
        #expect(widths[0] > 0)
    }

    @Test func emptyTextMeasuresZero() {
        #expect(size("") == .zero)
    }

    @Test func middleTruncationFitsTheWidth() {
        #expect(size(longTitle).width > 100)
        let truncated = size(longTitle, maxWidth: 100, mode: .middle)
        #expect(truncated.width <= 100)
        #expect(truncated.height == size("Button").height)
        measurer.withLayout(TitleText(longTitle, font: TextFont(size: 17)), maxWidth: 100) { layout in
            #expect(layout.isEllipsized)
            #expect(layout.lineCount == 1)
        }
    }

    @Test(arguments: [LineBreakMode.tail, .head, .word, .clip])
    func otherModesFitOneLineInTheWidth(mode: LineBreakMode) {
        let measured = size(longTitle, maxWidth: 100, mode: mode)
        #expect(measured.width <= 100)
        #expect(measured.height == size("Button").height)
    }

    @Test func unlimitedWordWrapIsTallerThanOneLine() {
        let oneLine = size(longTitle, maxWidth: 100, lines: 1, mode: .word)
        let wrapped = size(longTitle, maxWidth: 100, lines: 0, mode: .word)
        #expect(wrapped.height > oneLine.height)
        #expect(wrapped.width <= 100)
        measurer.withLayout(TitleText(longTitle, font: TextFont(size: 17)), maxWidth: 100, numberOfLines: 0, lineBreakMode: .word) {
            #expect($0.lineCount > 2)
            #expect(!$0.isEllipsized)
        }
    }

    @Test(arguments: [LineBreakMode.tail, .clip])
    func twoLinesAreTwoLineHeights(mode: LineBreakMode) {
        let measured = size(longTitle, maxWidth: 100, lines: 2, mode: mode)
        #expect(measured.height == 2 * size("Button").height)
        #expect(measured.width <= 100)
    }

    @Test func unconstrainedTextDoesNotWrap() {
        let measured = size(longTitle, lines: 0, mode: .word)
        #expect(measured.height == size("Button").height)
        #expect(measured.width > 100)
    }

    @Test func chineseUsesNotoSansCJK() {
        for title in ["提交", "示例"] {
            measurer.withLayout(TitleText(title, font: TextFont(size: 17))) { layout in
                #expect(layout.unknownGlyphsCount == 0)
                #expect(layout.resolvedFontFamilies == ["Noto Sans CJK SC"])
                #expect(layout.size.width > 0 && layout.size.height > 0)
            }
        }
    }

    /// Inter has no Arabic or Hebrew: DejaVu Sans, the system font's next stand-in, draws them.
    @Test(arguments: [("مرحبا", ["DejaVu Sans"]), ("שלום", ["DejaVu Sans"]), ("Submit إرسال", ["Inter", "DejaVu Sans"])])
    func arabicAndHebrewUseDejaVuSans(title: String, families: [String]) {
        measurer.withLayout(TitleText(title, font: TextFont(size: 17))) { layout in
            #expect(layout.unknownGlyphsCount == 0)
            #expect(Set(layout.resolvedFontFamilies) == Set(families))
            #expect(layout.size.width > 0 && layout.size.height > 0)
        }
    }

    @Test func markupInATitleIsPlainText() {
        measurer.withLayout(TitleText("<b>Button</b> &amp;", font: TextFont(size: 17))) { layout in
            #expect(String(cString: pango_layout_get_text(layout.pointer)) == "<b>Button</b> &amp;")
        }
        #expect(size("<b>Button</b>").width > size("Button").width)
    }
}

@Suite struct PangoAttributeTests {
    private func size(_ runs: [TextRun]) -> Size {
        measurer.measure(TitleText(runs: runs, font: TextFont(size: 17)), maxWidth: nil, numberOfLines: 1, lineBreakMode: .middle)
    }

    @Test func plainRunsMeasureLikePlainText() {
        #expect(size([TextRun(text: "But"), TextRun(text: "ton")]) == BezelRasterTests.size("Button"))
    }

    @Test func aBoldRunIsWider() {
        let plain = size([TextRun(text: "But"), TextRun(text: "ton")])
        let bold = size([TextRun(text: "But"), TextRun(text: "ton", font: TextFont(size: 17, weight: 700))])
        #expect(bold.width > plain.width)
    }

    @Test func kernAddsSpaceBetweenCharacters() {
        // Pango's letter spacing goes between characters: 5 gaps in "Button", none after the
        // last character (UIKit's NSKern also adds it after the last one).
        let plain = size([TextRun(text: "Button")])
        let kerned = size([TextRun(text: "Button", kern: 2)])
        #expect(abs(kerned.width - plain.width - 10) < 0.01)
    }

    @Test func baselineOffsetRaisesTheLine() {
        let plain = size([TextRun(text: "Button")])
        let raised = size([TextRun(text: "Bu"), TextRun(text: "tton", baselineOffset: 3)])
        #expect(raised.height > plain.height)
    }

    @Test func colourAndDecorationsDoNotChangeTheSize() {
        let plain = size([TextRun(text: "Bu"), TextRun(text: "tton")])
        let decorated = size([TextRun(text: "Bu"), TextRun(
            text: "tton", color: RGBAColor(red: 255, green: 0, blue: 0, alpha: 128),
            backgroundColor: RGBAColor(red: 0, green: 0, blue: 255), underline: true, strikethrough: true)])
        #expect(decorated == plain)
    }

    @Test func attributesCoverTheRunsUTF8Bytes() throws {
        let runs = [TextRun(text: "提交"), TextRun(text: "é", underline: true), TextRun(text: "x", strikethrough: true)]
        let list = try #require(PangoAttributes.list(for: runs, base: TextFont(family: "DejaVu Sans", size: 17)))
        defer { pango_attr_list_unref(list) }
        let attributes = pango_attr_list_get_attributes(list)
        defer { g_slist_free_full(attributes) { pango_attribute_destroy($0?.assumingMemoryBound(to: PangoAttribute.self)) } }
        var ranges: [ClosedRange<UInt32>] = []
        var node = attributes
        while let current = node {
            let attribute = current.pointee.data.assumingMemoryBound(to: PangoAttribute.self)
            ranges.append(attribute.pointee.start_index...attribute.pointee.end_index)
            node = current.pointee.next
        }
        #expect(ranges == [6...8, 8...9])
    }
}

@Suite struct PangoDrawingContextTests {
    @Test func aDrawingContextLaysOutLikeTheMeasuringOne() {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 120, 40)
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)
        defer { cairo_destroy(cairo) }
        let title = TitleText("Button", font: TextFont(size: 17))
        let measured = measurer.measure(title, maxWidth: 100, numberOfLines: 1, lineBreakMode: .middle)
        FontConfiguration.shared.withPangoContext { context in
            let drawing = PangoTextContext(sharingFontMapOf: context, cairo: cairo)
            let layout = PangoLayoutBuilder.makeLayout(title, in: drawing, maxWidth: 100, numberOfLines: 1, lineBreakMode: .middle)
            #expect(layout.size == measured)
            cairo_set_source_rgb(cairo, 0, 0, 0)
            pango_cairo_show_layout(cairo, layout.pointer)
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var inked = 0
        for y in 0..<40 { for x in 0..<120 where data[y * stride + x * 4 + 3] != 0 { inked += 1 } }
        #expect(inked > 100)
    }
}
