import Bezel
import Foundation
import Testing

/// Sheets that spill into pages (`--max-sheet-size`, 4096 px by default): a 400-button theme at
/// @1x, @2x and @3x, its pages and atlases, the PixiJS and Phaser 3 loaders' view of them, and the
/// one size error left (a single sprite over the limit).
@Suite struct SheetPagesTests {
    static let scales: [(label: String, suffix: String, scale: Int)] = [("@1x", "", 1), ("@2x", "@2x", 2), ("@3x", "@3x", 3)]

    /// 400 buttons of 120×60 pt, blue when normal and red when highlighted: 11 a row, 37 rows,
    /// 2,292 pt tall, so 6,876 px at @3x.
    /// `last` describes b399 (the last button, on the last page).
    static func bigTheme(in dir: String, last: String = "{}") throws -> String {
        let buttons = (0..<400).map { String(format: "\"b%03d\": ", $0) + ($0 == 399 ? last : "{}") }.joined(separator: ", ")
        let text = """
        { "name": "big", "scales": [1, 2, 3], "states": ["normal", "highlighted"],
          "appearance": { "type": "custom", "size": [120, 60],
                          "backgroundColor": { "normal": "#0d6efd", "highlighted": "#dc3545" } },
          "buttons": { \(buttons) } }
        """
        let path = dir + "/big.json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func json(_ path: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
    }

    @Test func aBigThemeRendersIntoPagesAtEveryScale() throws {
        let dir = NSTemporaryDirectory() + "bezel-pages-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let theme = try Self.bigTheme(in: dir)
        #expect(CLIRun(["validate", theme]).code == 0, "validate accepts a theme that is big but renders")
        let run = CLIRun(["render", theme, "-o", dir + "/out", "-q"])
        #expect(run.code == 0, "\(run.err)")
        let out = dir + "/out/big"
        var pageOf: [String: Int] = [:]
        var frames1x: [String: [Int]] = [:]
        for (label, suffix, scale) in Self.scales {
            #expect(!FileManager.default.fileExists(atPath: "\(out)/normal\(suffix).png"), "a paged sheet has no unnumbered file")
            var seen = Set<String>()
            var page = 0
            while FileManager.default.fileExists(atPath: "\(out)/normal\(suffix)-\(page).json") {
                let atlas = try Self.json("\(out)/normal\(suffix)-\(page).json")
                let highlighted = try Self.json("\(out)/highlighted\(suffix)-\(page).json")
                let same = NSDictionary(dictionary: atlas["frames"] as! [String: Any]).isEqual(to: highlighted["frames"] as! [String: Any])
                #expect(same, "the same frames in every state's page")
                let meta = atlas["meta"] as! [String: Any], size = meta["size"] as! [String: Int]
                #expect(size["w"]! <= 4096 && size["h"]! <= 4096, "\(label) page \(page) is \(size)")
                let png = try PNGDecoder.decode(path: "\(out)/normal\(suffix)-\(page).png")
                #expect(png.width == size["w"]! && png.height == size["h"]!)
                let red = try PNGDecoder.decode(path: "\(out)/highlighted\(suffix)-\(page).png")
                for (name, value) in atlas["frames"] as! [String: [String: Any]] {
                    let f = value["frame"] as! [String: Int]
                    let (x, y, w, h) = (f["x"]!, f["y"]!, f["w"]!, f["h"]!)
                    #expect(x >= 0 && y >= 0 && x + w <= png.width && y + h <= png.height, "\(name) inside its page")
                    #expect(w == 120 * scale && h == 60 * scale)
                    #expect(seen.insert(name).inserted, "\(name) on one page only")
                    if scale == 1 { pageOf[name] = page; frames1x[name] = [x, y] } else {
                        #expect(pageOf[name] == page, "\(name) on the same page at \(label)")
                        #expect(frames1x[name].map { $0.map { $0 * scale } } == [x, y], "\(name) at \(scale)× its @1x place")
                    }
                    if name == "b000" || name == "b399" {
                        let i = ((y + h / 2) * png.width + x + w / 2) * 4
                        #expect(Array(png.rgba[i..<i + 4]) == [0x0d, 0x6e, 0xfd, 0xff], "\(name) blue when normal")
                        #expect(Array(red.rgba[i..<i + 4]) == [0xdc, 0x35, 0x45, 0xff], "\(name) red when highlighted")
                    }
                }
                page += 1
            }
            #expect(page == 2, "\(label): \(page) pages")
            #expect(seen.count == 400, "\(label): every button on a page")
        }
        let manifest = try Self.json(out + "/manifest.json")
        let sheets = (manifest["sheets"] as! [String: [String: Any]])["normal"]!
        #expect(sheets["@2x"] as? [String] == ["normal@2x-0.png", "normal@2x-1.png"])
        let b399 = ((manifest["buttons"] as! [String: [String: Any]])["b399"]!["frames"] as! [String: [String: Any]])["@3x"]!
        #expect(b399["page"] as? Int == pageOf["b399"])
    }

    @Test
    func pixiAndPhaserLoadersSeeEveryButtonOnItsPage() throws {
        try requireReader(pythonReader != nil, "python3 is not installed (scripts/install-deps installs it)")
        let dir = NSTemporaryDirectory() + "bezel-pages-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let theme = try Self.bigTheme(in: dir)
        #expect(CLIRun(["render", theme, "-o", dir + "/out", "--scale", "3", "-q"]).code == 0)
        let out = dir + "/out/big"
        let fromPage0 = try Self.reader("pixi", "\(out)/normal@3x-0.json")
        let fromPage1 = try Self.reader("pixi", "\(out)/normal@3x-1.json")
        let phaser = try Self.reader("phaser", "\(out)/normal@3x.multiatlas.json")
        #expect(fromPage0.count == 400, "Pixi loads every page from the first one's related_multi_packs")
        #expect(fromPage0 == fromPage1, "and from any page")
        #expect(phaser == fromPage0, "Phaser's multiatlas cuts the same frames from the same pages")
        let pages = Set(phaser.map { $0.split(separator: " ")[1] })
        #expect(pages == ["normal@3x-0.png", "normal@3x-1.png"])
        #expect(phaser.first == "b000 normal@3x-0.png 0 0 360 180 4020 4086")
    }

    @Test func onlyASpriteOverTheLimitIsAnError() throws {
        let dir = NSTemporaryDirectory() + "bezel-pages-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let theme = dir + "/wide.json"
        try #"{ "name": "wide", "scales": [3], "buttons": { "ok": {}, "banner": { "type": "custom", "size": [1500, 40] } } }"#
            .write(toFile: theme, atomically: true, encoding: .utf8)
        let render = CLIRun(["render", theme, "-o", dir + "/out"])
        #expect(render.code == 2)
        #expect(render.err.contains("sprite 'banner' is 4500×120 px at @3x, over the 4096 px limit of one sheet"), "\(render.err)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out/wide"))
        let validate = CLIRun(["validate", theme])
        #expect(validate.code == 2, "validate refuses what render refuses")
        #expect(validate.err.contains("'banner'"), "\(validate.err)")
    }

    @Test
    func cssSpritesShowButtonsFromEveryPageInABrowser() throws {
        try requireReader(chromiumPath != nil, "needs chromium (scripts/install-deps installs it)")
        let dir = NSTemporaryDirectory() + "bezel-pages-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let theme = try Self.bigTheme(in: dir, last: ##"{ "backgroundColor": { "normal": "#00aa00", "highlighted": "#ffcc00" } }"##)
        let run = CLIRun(["render", theme, "-o", dir + "/out", "--scale", "1,2", "--format", "png,css", "--max-sheet-size", "1024", "-q"])
        #expect(run.code == 0, "\(run.err)")
        let out = dir + "/out/big"
        #expect(FileManager.default.fileExists(atPath: out + "/normal@2x-12.png"), "13 pages at 1024 px")
        // b000 is on page 0 and b399 on the last: each in both states, 130 CSS px apart.
        let cells = [("b000", ""), ("b000", " is-highlighted"), ("b399", ""), ("b399", " is-highlighted")]
        let divs = cells.enumerated().map { i, cell in
            "<div class=\"bezel-big-\(cell.0)\(cell.1)\" style=\"position: absolute; left: \(i * 130)px; top: 0\"></div>"
        }
        try ("<!doctype html><link rel=\"stylesheet\" href=\"buttons.css\"><body style=\"margin: 0\">" + divs.joined() + "</body>")
            .write(toFile: out + "/pages.html", atomically: true, encoding: .utf8)
        let shot = dir + "/shot.png"
        // Virtual time lets the 26 page images load and decode before the shot, however busy the machine.
        _ = try ReportBrowserTests.chromium(["--force-device-scale-factor=2", "--window-size=520,60", "--virtual-time-budget=10000",
                                             "--screenshot=" + shot, "file://" + out + "/pages.html"])
        let image = try PNGDecoder.decode(path: shot)
        for (i, cell) in cells.enumerated() {
            let at = (60 * image.width + (i * 130 + 60) * 2) * 4  // the centre of the cell, in device pixels
            let expected: [UInt8] = cell.0 == "b399" ? (cell.1.isEmpty ? [0x00, 0xAA, 0x00, 0xff] : [0xff, 0xcc, 0x00, 0xff])
                : cell.1.isEmpty ? [0x0d, 0x6e, 0xfd, 0xff] : [0xdc, 0x35, 0x45, 0xff]
            let seen = Array(image.rgba[at..<at + 4])
            #expect(zip(seen, expected).allSatisfy { abs(Int($0) - Int($1)) <= 2 }, "\(cell.0)\(cell.1): \(seen)")
        }
    }

    /// The lines `Tests/Readers/multipack_loaders.py` prints for `file`, read as `loader` does.
    static func reader(_ loader: String, _ file: String) throws -> [String] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: pythonReader!)
        p.arguments = [repositoryRoot + "/Tests/Readers/multipack_loaders.py", loader, file]
        let pipe = Pipe(), errors = Pipe()
        p.standardOutput = pipe
        p.standardError = errors
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(p.terminationStatus == 0, "\(loader): \(message)")
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}

/// Debian's Python 3, or nil.
let pythonReader: String? = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }
