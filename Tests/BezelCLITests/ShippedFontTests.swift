import BezelCore
@testable import BezelRaster
@testable import BezelPNG
import Foundation
import Testing
@testable import BezelCLI

/// Fonts a theme ships are drawn with (docs/format.md, "Fonts"); a file that is not a font and a
/// family no font provides are errors, in `validate` and `render` alike.
@Suite struct ShippedFontTests {
    /// Liberation Mono as Debian's fonts-liberation2 installs it (scripts/install-deps): not a
    /// pinned font, and monospaced, so its glyphs are measurably unlike DejaVu Sans's. The tests
    /// copy it into their scratch theme folder, as a theme ships a font; when it is missing they fail.
    static let fontFixture = "/usr/share/fonts/truetype/liberation2/LiberationMono-Regular.ttf"

    /// A scratch theme folder holding `fonts/LiberationMono-Regular.ttf` and `theme.json` with `buttons`.
    static func theme(_ buttons: String, extra: (String, Data)? = nil) throws -> (folder: String, file: String) {
        try #require(FileManager.default.fileExists(atPath: fontFixture),
                     "missing \(fontFixture): scripts/install-deps installs fonts-liberation2")
        let folder = NSTemporaryDirectory() + "bezel-fonts-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/fonts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fontFixture, toPath: folder + "/fonts/LiberationMono-Regular.ttf")
        if let (name, data) = extra { try data.write(to: URL(fileURLWithPath: folder + "/" + name)) }
        let file = folder + "/theme.json"
        try Data(#"{ "name": "fonts", "scales": [1], "states": ["normal"], "buttons": { \#(buttons) } }"#.utf8)
            .write(to: URL(fileURLWithPath: file))
        return (folder, file)
    }

    @Test func shippedFontIsInspectedUnderItsOwnFamily() throws {
        let (folder, file) = try Self.theme(#"""
            "short": { "title": "iiii", "font": "fonts/LiberationMono-Regular.ttf" },
            "long": { "title": "iiii", "font": { "file": "fonts/LiberationMono-Regular.ttf", "size": 17 } }
            """#)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(CLIRun(["validate", file]).code == 0)
        for button in ["short", "long"] {
            let run = CLIRun(["inspect", file, "--button", button, "--state", "normal"])
            #expect(run.code == 0, "\(run.err)")
            #expect(run.out.contains(#"font: {"family":"Liberation Mono","#), "\(run.out)")
            #expect(run.out.contains(#"titleFontsDrawn: ["Liberation Mono"]"#), "\(run.out)")
        }
    }

    @Test func inspectNamesTheFamilyDrawnFromAList() throws {
        let (folder, file) = try Self.theme(#""a": { "title": "Hi", "font": { "family": "Helvetica Neue, DejaVu Sans" } }"#)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CLIRun(["inspect", file, "--button", "a", "--state", "normal"])
        #expect(run.code == 0, "\(run.err)")
        #expect(run.out.contains(#"font: {"family":"Helvetica Neue, DejaVu Sans","#), "\(run.out)")
        #expect(run.out.contains(#"titleFontsDrawn: ["DejaVu Sans"]"#), "\(run.out)")
    }

    /// The width of the ink (columns with a pixel darker than mid-grey) of each frame of the sheet.
    static func inkWidths(_ out: String) throws -> [String: Int] {
        let sheet = try PNGDecoder.decode(path: out + "/fonts/normal.png")
        let atlas = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/fonts/normal.json"))) as! [String: Any]
        var widths: [String: Int] = [:]
        for (name, entry) in atlas["frames"] as! [String: [String: Any]] {
            let f = entry["frame"] as! [String: Int]
            let inked = (f["x"]!..<f["x"]! + f["w"]!).filter { x in
                (f["y"]!..<f["y"]! + f["h"]!).contains { y in sheet.rgba[(y * sheet.width + x) * 4] < 128 }
            }
            widths[name] = (inked.max() ?? 0) - (inked.min() ?? 0) + 1
        }
        return widths
    }

    @Test func titleIsDrawnWithTheShippedFont() throws {
        // Black titles on white at 20 pt: Liberation Mono gives "iiii" and "MMMM" the same advance
        // (0.6 em), DejaVu Sans draws "iiii" at under half the width of "MMMM".
        func button(_ title: String, _ font: String) -> String {
            let text = title.hasSuffix("I") ? "iiii" : "MMMM"
            return ##""\##(title)": { "title": "\##(text)", "size": [120, 40], "backgroundColor": "#FFFFFF", "titleColor": "#000000", "font": \##(font) }"##
        }
        let mono = #"{ "file": "fonts/LiberationMono-Regular.ttf", "size": 20 }"#, sans = #"{ "size": 20 }"#
        let (folder, file) = try Self.theme([button("monoI", mono), button("monoM", mono), button("sansI", sans), button("sansM", sans)].joined(separator: ","))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CLIRun(["render", file, "-o", folder + "/out", "-q"])
        #expect(run.code == 0, "\(run.err)")
        let w = try Self.inkWidths(folder + "/out")
        // Mono: 3 advances of 12 pt plus one glyph's ink, for both strings (within a pixel of each other).
        #expect(abs(w["monoI"]! - w["monoM"]!) <= 2, "\(w)")
        #expect(w["monoI"]! >= 40, "\(w)")
        // DejaVu Sans: "iiii" is 3 × 5.6 pt plus an i; "MMMM" is 3 × 17.3 pt plus an M.
        #expect(w["sansI"]! <= 22, "\(w)")
        #expect(w["sansM"]! >= 60, "\(w)")
    }

    @Test func fingerprintCoversShippedFonts() throws {
        let (folder, file) = try Self.theme(#""a": { "title": "iiii", "font": "fonts/LiberationMono-Regular.ttf" }"#)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let record = CLIRun(["record", file, "--baseline", folder + "/base"])
        #expect(record.code == 0, "\(record.err)")
        let fingerprint = try RendererFingerprint(jsonData: Data(contentsOf: URL(fileURLWithPath: folder + "/base/fingerprint.json")))
        #expect(Set(fingerprint.fonts.map(\.file)) == Set((FontConfiguration.pinnedFontFiles + [Self.fontFixture]).map { ($0 as NSString).lastPathComponent }))
        #expect(fingerprint.fonts.count == FontConfiguration.pinnedFontFiles.count + 1)
        #expect(fingerprint.fonts.first { $0.file == "LiberationMono-Regular.ttf" }?.sha256.count == 64)
        #expect(fingerprint.fontsSHA256 != RendererFingerprint.current().fontsSHA256)
        #expect(CLIRun(["verify", file, "--baseline", folder + "/base"]).code == 0)
    }

    @Test func textFileNamedTtfIsRefused() throws {
        let (folder, file) = try Self.theme(#""a": { "title": "x", "font": { "file": "fake.ttf", "size": 17 } }"#,
                                            extra: ("fake.ttf", Data("not a font\n".utf8)))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for command in [["validate", file], ["render", file, "-o", folder + "/out"]] {
            let run = CLIRun(command)
            #expect(run.code == 2)
            #expect(run.err.contains("theme.json: buttons.a.font.normal.file: '"), "\(run.err)")
            #expect(run.err.contains("fake.ttf' is not a usable font file"), "\(run.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    }

    @Test func unavailableFamilyListsTheAvailableOnes() throws {
        let (folder, file) = try Self.theme(#"""
            "a": { "title": "x", "font": { "family": "Comic Sans MS" } },
            "b": { "title": "x", "font": { "family": "DejaVu San" } },
            "c": { "title": "x", "font": { "family": "Liberation Mono", "size": 12 } },
            "d": { "title": "x", "font": { "family": "Roboto, DejaVu Sans" } },
            "e": { "title": "x", "font": { "family": "system-ui" } },
            "f": { "title": "x", "font": { "file": "fonts/LiberationMono-Regular.ttf" } }
            """#)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CLIRun(["validate", file])
        #expect(run.code == 2)
        let lines = run.err.split(separator: "\n").map(String.init)
        let a = lines.first { $0.contains("theme.json: buttons.a.font.normal.family: no font provides the family 'Comic Sans MS'") }
        #expect(a?.contains("available: Inter, DejaVu Sans, DejaVu Sans Mono, DejaVu Serif, Noto Sans CJK JP") == true, "\(run.err)")
        #expect(a?.contains("Noto Color Emoji, Roboto, Liberation Mono;") == true, "\(run.err)")
        // One name per family: not also Inter's per-weight names.
        #expect(a?.contains("Inter Black") == false, "\(run.err)")
        #expect(a?.contains("did you mean") == false, "\(run.err)")
        #expect(lines.contains { $0.contains("buttons.b.font.normal.family:") && $0.hasSuffix("(did you mean 'DejaVu Sans'?)") }, "\(run.err)")
        // A shipped family named elsewhere, a list with one available member and a generic name are fine.
        #expect(!run.err.contains("buttons.c.") && !run.err.contains("buttons.d.") && !run.err.contains("buttons.e."), "\(run.err)")
        #expect(run.err.hasSuffix("theme.json: 2 errors\n"), "\(run.err)")
        #expect(CLIRun(["render", file, "-o", folder + "/out"]).code == 2)
    }
}
