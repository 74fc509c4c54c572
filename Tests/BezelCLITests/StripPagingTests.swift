import BezelCore
import BezelPNG
import Foundation
import Testing
@testable import BezelCLI

/// A strip wider than `--max-sheet-size` wraps into rows (and spills into pages when the rows are
/// too tall), as sheets spill into pages: what `validate --max-sheet-size N` accepts, `render
/// --strips --max-sheet-size N` renders; one state over the limit is refused by both alike.
@Suite struct StripPagingTests {
    static func theme(width: Int, height: Int = 40) -> String {
        let d = NSTemporaryDirectory() + "bezel-strips-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        let json = ##"{ "name": "wide", "scales": [1], "states": ["normal", "highlighted", "disabled"], "buttons": { "w": { "size": [\##(width), \##(height)], "backgroundColor": "#3366cc" } } }"##
        try! Data(json.utf8).write(to: URL(fileURLWithPath: d + "/wide.json"))
        return d + "/wide.json"
    }

    @Test func aStripOverTheLimitWrapsIntoRows() throws {
        let theme = Self.theme(width: 700), out = theme + "-out"
        defer { for f in [ThemeFileSystem.folder(of: theme), out] { try? FileManager.default.removeItem(atPath: f) } }
        #expect(CLIRun(["validate", theme, "--max-sheet-size", "2048"]).code == 0)
        let run = CLIRun(["render", theme, "-o", out, "--strips", "--max-sheet-size", "2048", "--no-progress"])
        #expect(run.code == 0, "\(run.err)")
        // Three 700-pt states with 2-pt padding are 2,104 px in one row: two a row, two rows.
        let header = try PNGHeader(data: try #require(FileManager.default.contents(atPath: out + "/wide/buttons/w.png")))
        #expect(header.width == 1402 && header.height == 82)
        let atlas = try #require(AtlasFrames(json: try Data(contentsOf: URL(fileURLWithPath: out + "/wide/buttons/w.json"))))
        #expect(atlas.frames.map(\.name) == ["w/normal", "w/highlighted", "w/disabled"])
        #expect(atlas.frames.map { [$0.x, $0.y, $0.w, $0.h] } == [[0, 0, 700, 40], [702, 0, 700, 40], [0, 42, 700, 40]])
        // Each state is drawn in its frame; the padding and the empty cell stay clear.
        let pixels = try PNGDecoder.decode(path: out + "/wide/buttons/w.png")
        #expect(pixels.pixel(x: 350, y: 20) == RGBAColor(red: 0x33, green: 0x66, blue: 0xcc))
        #expect(pixels.pixel(x: 350, y: 62).alpha == 255 && pixels.pixel(x: 701, y: 20).alpha == 0 && pixels.pixel(x: 1000, y: 62).alpha == 0)
    }

    @Test func rowsTallerThanTheLimitSpillIntoPages() throws {
        let theme = Self.theme(width: 1500, height: 900), out = theme + "-out"
        defer { for f in [ThemeFileSystem.folder(of: theme), out] { try? FileManager.default.removeItem(atPath: f) } }
        #expect(CLIRun(["validate", theme, "--max-sheet-size", "2048"]).code == 0)
        let run = CLIRun(["render", theme, "-o", out, "--strips", "--max-sheet-size", "2048", "--no-progress"])
        #expect(run.code == 0, "\(run.err)")
        // One state a row, two rows a page: pages 0 and 1, each naming the other in its atlas.
        for (page, states) in [(0, 2), (1, 1)] {
            let data = try #require(FileManager.default.contents(atPath: out + "/wide/buttons/w-\(page).png"))
            #expect(try PNGHeader(data: data).height == states * 900 + (states - 1) * 2)
            let atlas = String(decoding: try #require(FileManager.default.contents(atPath: out + "/wide/buttons/w-\(page).json")), as: UTF8.self)
            #expect(atlas.contains("w-\(1 - page).json"))
        }
    }

    @Test func oneStateOverTheLimitIsRefusedByBothWithOneMessage() {
        let theme = Self.theme(width: 2100), out = theme + "-out"
        defer { for f in [ThemeFileSystem.folder(of: theme), out] { try? FileManager.default.removeItem(atPath: f) } }
        let validate = CLIRun(["validate", theme, "--max-sheet-size", "2048"])
        let render = CLIRun(["render", theme, "-o", out, "--strips", "--max-sheet-size", "2048", "--no-progress"])
        #expect(validate.code == 2 && render.code == 2)
        let line = validate.err.split(separator: "\n").first.map(String.init) ?? ""
        #expect(line.contains("buttons.w") && render.err.contains(line))
        // It names the sprite and a fix that works: the option's value that fits it.
        #expect(line.hasSuffix("buttons.w: sprite 'w' is 2100×40 px at @1x, over the 2048 px limit of one sheet; "
                               + "make the button smaller or pass --max-sheet-size 2100 (or more)"), "\(line)")
        let fixed = CLIRun(["render", theme, "-o", out, "--strips", "--max-sheet-size", "2100", "--no-progress"])
        #expect(fixed.code == 0, "\(fixed.err)")
        #expect(FileManager.default.fileExists(atPath: out + "/wide/buttons/w.png"))
    }
}
