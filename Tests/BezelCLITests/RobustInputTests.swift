import BezelCore
import BezelPNG
import Foundation
import Testing

/// Inputs `validate` accepts that crashed a check, failed one format, or cost time growing with
/// the square of their size (issue 43, items 1, 5, 8, 9 and 11).
@Suite struct RobustInputTests {
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = Date()
        try body()
        return Date().timeIntervalSince(start)
    }

    /// Item 1: the contrast check trapped (`Range requires lowerBound <= upperBound`) on a title
    /// rect below the button.
    @Test func theContrastCheckJudgesATitleRectOutsideTheButton() throws {
        let (file, _) = try HostileInputTests.theme(#"{"name":"t","buttons":{"b":{"size":[100,40],"title":"Photos","titleRect":[0,65,100,35]}}}"#)
        defer { try? FileManager.default.removeItem(atPath: (file as NSString).deletingLastPathComponent) }
        let run = CLIRun(["validate", file, "--contrast"])
        #expect(run.code == 0, "\(run.err)")
        // Nothing of the title is drawn inside the button: it is judged against the background colour.
        #expect(run.err.contains("\(file): buttons.b.normal: warning: contrast 1.00:1 of title #FFFFFFFF on #FFFFFFFF is below 3:1"), "\(run.err)")
    }

    /// Item 5: PDF refused a title holding a Unicode noncharacter ("input string not valid
    /// UTF-8") that PNG and SVG draw (as a hex box); the PDF now draws the same glyphs. Poppler's
    /// pdftoppm reads the PDF; its title pixels lie where the PNG's do.
    @Test func aPDFDrawsATitleWithNoncharactersAsThePNGDoes() throws {
        let pdftoppm = try RenderFormatsTests.reader("pdftoppm")
        let (file, out) = try HostileInputTests.theme(##"{"name":"t","scales":[1],"states":["normal"],"buttons":{"b":{"size":[160,40],"title":"A\uffffB\ufdd0C\ud83f\udffe","titleColor":"#aa0000","backgroundColor":"#ddeeff","font":{"size":20}}}}"##)
        let dir = (file as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = CLIRun(["render", file, "-o", out, "--format", "png,pdf"])
        #expect(run.code == 0, "\(run.err)")
        try #require(try RenderFormatsTests.run(pdftoppm, ["-png", "-r", "72", "-singlefile", out + "/t/normal.pdf", dir + "/pdf"]) == 0)
        let inPDF = try #require(Self.titleBounds(try PNGDecoder.decode(path: dir + "/pdf.png")))
        let inPNG = try #require(Self.titleBounds(try PNGDecoder.decode(path: out + "/t/normal.png")))
        // Three hex boxes and four letters, about 86 px wide, in both.
        #expect(inPNG.maxX - inPNG.minX > 80)
        for (a, b) in [(inPDF.minX, inPNG.minX), (inPDF.maxX, inPNG.maxX), (inPDF.minY, inPNG.minY), (inPDF.maxY, inPNG.maxY)] {
            #expect(abs(a - b) <= 2, "PDF \(inPDF) vs PNG \(inPNG)")
        }
    }

    /// The box of the dark red title pixels (#aa0000 and its anti-aliased edges on light blue).
    static func titleBounds(_ image: DecodedImage) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
        var box: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
        for y in 0..<image.height {
            for x in 0..<image.width {
                let i = (y * image.width + x) * 4
                guard image.rgba[i] > 120, image.rgba[i + 1] < 80, image.rgba[i + 3] > 200 else { continue }
                box = (min(box?.minX ?? x, x), max(box?.maxX ?? x, x), min(box?.minY ?? y, y), max(box?.maxY ?? y, y))
            }
        }
        return box
    }

    /// Item 8: "did you mean" compared an unknown colour name with every known name by full edit
    /// distance: an 800 KB value took 16.7 s. A name longer than every candidate by more than the
    /// distance allowed is answered at once.
    @Test func anEnormousUnknownColourIsRefusedQuickly() throws {
        let (file, _) = try HostileInputTests.theme(#"{"buttons":{"b":{"title":"Hi","backgroundColor":""# + String(repeating: "q", count: 800_000) + #""}}}"#)
        defer { try? FileManager.default.removeItem(atPath: (file as NSString).deletingLastPathComponent) }
        var run: CLIRun?
        let time = Self.seconds { run = CLIRun(["validate", file]) }
        #expect(run?.code == 2)
        #expect(run?.err.contains("buttons.b.backgroundColor.normal: unknown colour 'qqq") == true)
        #expect((run?.err.count ?? .max) < 1_000, "the message shows the name cut short")
        #expect(time < 2, "validate took \(time) s")
    }

    /// Item 9: every darkened image (a highlighted custom button's) made Cairo's SVG surface
    /// rasterise the page again: 25 / 50 / 100 sprites took 2 / 8 / 32 s. Four times the sprites
    /// now take about four times as long.
    @Test func svgSheetsAreLinearInTheSpritesThatDrawAnImage() throws {
        func time(_ count: Int) throws -> Double {
            let buttons = (0..<count).map { #""b\#($0)":{"size":[80,30],"title":"Go","image":"i.svg"}"# }.joined(separator: ",")
            let (file, out) = try HostileInputTests.theme(#"{"name":"t","scales":[1],"states":["highlighted"],"buttons":{\#(buttons)}}"#)
            let dir = (file as NSString).deletingLastPathComponent
            defer { try? FileManager.default.removeItem(atPath: dir) }
            try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="10" fill="red"/></svg>"#.utf8)
                .write(to: URL(fileURLWithPath: dir + "/i.svg"))
            var run: CLIRun?
            let seconds = Self.seconds { run = CLIRun(["render", file, "-o", out, "--format", "svg", "--force"]) }
            #expect(run?.code == 0, "\(run?.err ?? "")")
            return seconds
        }
        _ = try time(4)  // fonts and caches warm
        // The faster of three runs each, and twice the linear ratio allowed, so that a busy machine does not decide.
        let small = min(try time(25), try time(25), try time(25)), large = min(try time(100), try time(100), try time(100))
        #expect(large / small < 8, "25 sprites: \(small) s, 100 sprites: \(large) s")
    }

    /// Item 11: without a `states` list, the check computed the theme's rendered states (which
    /// look at every button) once per button: 500 → 1,000 → 5,000 buttons took 0.8 → 3.6 → 26 s.
    @Test func validationIsLinearInTheButtons() throws {
        func time(_ count: Int) throws -> Double {
            let buttons = (0..<count).map { ##""b\##($0)":{"size":[80,30],"title":"B \##($0)","backgroundColor":"#336699"}"## }.joined(separator: ",")
            let (file, _) = try HostileInputTests.theme(#"{"name":"t","buttons":{\#(buttons)}}"#)
            defer { try? FileManager.default.removeItem(atPath: (file as NSString).deletingLastPathComponent) }
            var run: CLIRun?
            let seconds = Self.seconds { run = CLIRun(["validate", file]) }
            #expect(run?.code == 0, "\(run?.err ?? "")")
            return seconds
        }
        _ = try time(20)
        // Four times the buttons: about four times as long (quadratic was about sixteen); the
        // faster of three runs each, and twice the linear ratio allowed, so that a busy machine does
        // not decide. (Release, one run: 500 → 5,000 buttons take 0.18 → 1.09 s.)
        let small = min(try time(250), try time(250), try time(250)), large = min(try time(1_000), try time(1_000), try time(1_000))
        #expect(large / small <= 8, "250 buttons: \(small) s, 1000 buttons: \(large) s")
    }
}
