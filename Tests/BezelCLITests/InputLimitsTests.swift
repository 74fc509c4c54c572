import BezelCore
import Foundation
import Testing

/// The one limits table (`InputLimits`, docs/format.md "Limits and checks") and the inputs of
/// issue 43 that `validate` accepted and `render` could not draw, or drew at any cost: each is now
/// refused by both alike, exit 2, the file, the JSON path and the limit named, nothing written.
@Suite struct InputLimitsTests {
    @Test func theDocumentedTableIsTheCodesTable() throws {
        let text = try String(contentsOfFile: repositoryRoot + "/docs/format.md", encoding: .utf8)
        #expect(text.contains(InputLimits.markdownTable + "\n"), "docs/format.md §12 must hold InputLimits.markdownTable as it is")
        #expect(Set(InputLimits.all.map(\.name)).count == InputLimits.all.count)
        for limit in InputLimits.all { #expect(limit.tag == " (limit \(limit.name))") }
    }

    /// Runs `validate` (with `validateOptions`) and `render` (with `renderOptions`) on `json`.
    static func refused(_ json: String, files: [String: String] = [:], validateOptions: [String] = [],
                        renderOptions: [String] = []) throws -> (validate: CLIRun, render: CLIRun, file: String, wrote: Bool) {
        let (file, out) = try HostileInputTests.theme(json)
        let dir = (file as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/" + name)) }
        let validate = CLIRun(["validate", file] + validateOptions)
        let render = CLIRun(["render", file, "-o", out] + renderOptions)
        return (validate, render, file, FileManager.default.fileExists(atPath: out))
    }

    /// Issue 43, item 2: validate said ok, render "cannot draw: out of memory".
    @Test func aRadialGradientWithANearZeroRadiusIsRefused() throws {
        let r = try Self.refused(#"{"name":"t","buttons":{"b":{"size":[100,40],"title":"Hi","backgroundGradient":{"type":"radial","startPoint":[0.5,0.5],"endPoint":[0.500000001,0.500000001],"stops":[{"color":"red","position":0},{"color":"blue","position":1}]}}}}"#)
        for run in [r.validate, r.render] {
            #expect(run.code == 2)
            #expect(run.err.contains("\(r.file): buttons.b.backgroundGradient.normal.endPoint: a radial gradient needs startPoint and endPoint at least 0.001 apart"), "\(run.err)")
            #expect(run.err.contains("(limit radial-gradient-radius)"), "\(run.err)")
            #expect(!run.err.contains("out of memory"))
        }
        #expect(!r.wrote)
    }

    /// Issue 43, item 2: an SVG drawn at 10000 × 10000 pt through `imageRect` (librsvg rasterises
    /// its filter at that size: gigabytes).
    @Test func anSVGDrawnHugeIsRefused() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><defs><filter id="f"><feGaussianBlur stdDeviation="1"/></filter></defs><circle cx="12" cy="12" r="10" fill="red" filter="url(#f)"/></svg>"#
        let r = try Self.refused(#"{"name":"t","scales":[1],"buttons":{"b":{"size":[100,40],"title":"Hi","image":"i.svg","imageRect":[0,0,10000,10000]}}}"#,
                                 files: ["i.svg": svg])
        for run in [r.validate, r.render] {
            #expect(run.code == 2)
            #expect(run.err.contains("\(r.file): buttons.b.image.normal: the SVG image would be drawn 10000×10000 px at @1x, over 16,777,216 px"), "\(run.err)")
            #expect(run.err.contains("(limit image-draw-pixels)"), "\(run.err)")
        }
        #expect(!r.wrote)
    }

    /// Issue 43, item 3: a huge shadow radius × scale × sheet size peaked at 2.6 GB and aborted
    /// (`BoxBlur`) when memory ran out.
    @Test func aSpriteOverThePixelLimitIsRefusedBeforeItsShadowIsBlurred() throws {
        let json = #"{"name":"t","buttons":{"g":{"stretchable":true,"size":[88,33.3],"cornerRadius":4095,"shadow":{"radius":500,"offset":[8,1],"opacity":0.5}}}}"#
        let r = try Self.refused(json, validateOptions: ["--max-sheet-size", "32768"], renderOptions: ["--scale", "4", "--max-sheet-size", "32768"])
        #expect(r.validate.code == 2 && r.render.code == 2)
        #expect(r.validate.err.contains("\(r.file): buttons.g: the sprite is 6074×6074 px at @2x, over 16,777,216 px (4096 × 4096)"), "\(r.validate.err)")
        #expect(r.render.err.contains("\(r.file): buttons.g: the sprite is 12148×12148 px at @4x, over 16,777,216 px (4096 × 4096)"), "\(r.render.err)")
        for run in [r.validate, r.render] { #expect(run.err.contains("(limit sprite-pixels)")) }
        #expect(!r.wrote)
    }

    /// The sheet-size error of a sprite over the area limit offers no --max-sheet-size: passing it
    /// would only meet the sprite-pixels limit (a fix that does not work).
    @Test func aSpriteOverTheAreaLimitIsNotToldToRaiseTheSheetSize() throws {
        let json = #"{"name":"t","scales":[4],"buttons":{"g":{"stretchable":true,"size":[88,33.3],"cornerRadius":4095,"shadow":{"radius":500,"offset":[8,1],"opacity":0.5}}}}"#
        let r = try Self.refused(json)
        for run in [r.validate, r.render] {
            #expect(run.code == 2)
            #expect(run.err.contains("make the shadow's radius or spread smaller, or render smaller scales (a larger --max-sheet-size would not help: "
                                     + "12148×12148 px is over 16,777,216 px (4096 × 4096), limit sprite-pixels)"), "\(run.err)")
            #expect(!run.err.contains("pass --max-sheet-size"))
        }
    }

    /// An inset layer's mask within `--max-sheet-size` on each side but over the area limit.
    @Test func anInsetMaskOverThePixelLimitIsRefused() throws {
        let json = #"{"name":"t","scales":[1],"buttons":{"g":{"size":[4000,4000],"shadow":{"radius":100,"opacity":0.5,"inset":true}}}}"#
        let r = try Self.refused(json, validateOptions: ["--max-sheet-size", "32768"], renderOptions: ["--max-sheet-size", "32768"])
        for run in [r.validate, r.render] {
            #expect(run.code == 2)
            #expect(run.err.contains("\(r.file): buttons.g.shadow: an inset layer in state normal would blur a "), "\(run.err)")
            #expect(run.err.contains("over 16,777,216 px (4096 × 4096); make its radius or spread smaller, or render smaller scales (limit blur-mask-pixels)"), "\(run.err)")
        }
        #expect(!r.wrote)
    }

    /// Issue 43, item 10: the 1,000-character limit held for a localized title table but not for
    /// a bare localized title or bare attributed runs.
    @Test(arguments: [
        (#"{"title":"TEXT"}"#, "buttons.a.localizations.ja.title.normal"),
        (#"{"attributedTitle":["TEXT"]}"#, "buttons.a.localizations.ja.attributedTitle.normal[0]"),
        (#"{"attributedTitle":[{"text":"TEXT"}]}"#, "buttons.a.localizations.ja.attributedTitle.normal[0].text"),
    ])
    func everyLocalizedTitleFormKeepsTheTextLimit(_ localized: String, _ path: String) throws {
        let text = String(repeating: "字", count: 10_000)
        let json = #"{"name":"t","buttons":{"a":{"title":"Hi","localizations":{"ja":"# + localized.replacingOccurrences(of: "TEXT", with: text) + "}}}}"
        let r = try Self.refused(json)
        for run in [r.validate, r.render] {
            #expect(run.code == 2)
            #expect(run.err.contains("\(r.file): \(path): text of 10000 characters is longer than the limit of 1000 (limit text-length)"), "\(run.err)")
        }
        #expect(!r.wrote)
    }

    @Test func aThemeOrCommandLineWithTooManyScalesIsRefused() throws {
        let scales = (0..<17).map { String(format: "%.2f", 1 + Double($0) / 10) }
        let r = try Self.refused(#"{"scales":[\#(scales.joined(separator: ","))],"buttons":{"a":{"title":"Hi"}}}"#)
        for run in [r.validate, r.render] {
            #expect(run.code == 2)
            #expect(run.err.contains("\(r.file): scales: a theme has at most 16 scales, found 17 (limit scales)"), "\(run.err)")
        }
        let (file, out) = try HostileInputTests.theme(#"{"buttons":{"a":{"title":"Hi"}}}"#)
        defer { try? FileManager.default.removeItem(atPath: (file as NSString).deletingLastPathComponent) }
        let cli = CLIRun(["render", file, "-o", out, "--scale", scales.joined(separator: ",")])
        #expect(cli.code == 2 && cli.err.contains("--scale takes at most 16 scales, found 17 (limit scales)"), "\(cli.err)")
    }
}
