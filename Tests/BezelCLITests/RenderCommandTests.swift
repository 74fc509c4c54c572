@testable import BezelRaster
import Foundation
import Testing
@testable import BezelCLI
@testable import BezelCore

/// `bezel render`: files, atlases, determinism across --jobs, atomicity, errors per theme, shards.
@Suite struct RenderCommandTests {
    static func tempDir() -> String {
        let d = NSTemporaryDirectory() + "bezel-render-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        return d
    }

    /// Every output file below `root` by relative path; Bezel's dot-files (`.bezel-unit.json`,
    /// `.bezel.lock`) are bookkeeping, not output, and are left out.
    static func tree(_ root: String) -> [String: Data] {
        var out: [String: Data] = [:]
        let e = FileManager.default.enumerator(atPath: root)!
        while let p = e.nextObject() as? String {
            if (p as NSString).lastPathComponent.hasPrefix(".") { continue }
            var isDir: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root + "/" + p, isDirectory: &isDir)
            if !isDir.boolValue { out[p] = FileManager.default.contents(atPath: root + "/" + p) }
        }
        return out
    }

    /// A theme folder with two good themes and one broken theme.
    static func themes() -> String {
        let d = tempDir()
        try! Data(##"{ "name": "alpha", "scales": [1, 2], "buttons": { "b": { "title": "B", "backgroundColor": "#ff0000", "size": [40, 20] }, "a": { "title": "A", "backgroundColor": { "normal": "#0000ff", "highlighted": "#00ff00" }, "size": [30, 10] } } }"##.utf8).write(to: URL(fileURLWithPath: d + "/alpha.json"))
        try! Data(##"{ "name": "beta", "scales": [1], "modes": { "dark": { "tintColor": "#ffffff" } }, "buttons": { "s": { "type": "system", "title": "Go", "localizations": { "zh-Hans": { "title": "走" } } } } }"##.utf8).write(to: URL(fileURLWithPath: d + "/beta.json"))
        try! Data(##"{ "name": "broken", "buttons": { "x": { "titleColor": "#zz" } } }"##.utf8).write(to: URL(fileURLWithPath: d + "/broken.json"))
        return d
    }

    @Test func writesSheetsAtlasesAndManifestPerUnit() throws {
        let input = Self.themes(), out = Self.tempDir()
        let run = CLIRun(["render", input, "-o", out, "--jobs", "2"])
        #expect(run.code == 2) // broken.json fails …
        #expect(run.err.contains("broken.json: buttons.x.titleColor.normal:"))
        let files = Self.tree(out)
        // … and the others are rendered anyway.
        for name in ["alpha/normal.png", "alpha/normal@2x.png", "alpha/highlighted.json", "alpha/manifest.json",
                     "beta/normal.png", "beta/dark/normal.png", "beta/zh-Hans/normal.png", "beta/dark/zh-Hans/manifest.json"] {
            #expect(files[name] != nil, "missing \(name)")
        }
        #expect(files.keys.allSatisfy { !$0.hasPrefix("broken") })
        #expect(files.keys.allSatisfy { !$0.contains(".tmp") })
        // Frames: same position in every state, @2x exactly twice @1x, name order.
        let atlas = try JSONParser.parse([UInt8](files["alpha/normal.json"]!)).objectValue!
        let frames = atlas["frames"]!.objectValue!
        #expect(frames.keys == ["a", "b"])
        let a1 = frames["a"]!.objectValue!["frame"]!.objectValue!
        let hl = try JSONParser.parse([UInt8](files["alpha/highlighted.json"]!)).objectValue!["frames"]!.objectValue!["a"]!.objectValue!["frame"]
        #expect(hl == .object(a1))
        let a2 = try JSONParser.parse([UInt8](files["alpha/normal@2x.json"]!)).objectValue!["frames"]!.objectValue!["a"]!.objectValue!["frame"]!.objectValue!
        for k in ["x", "y", "w", "h"] { #expect(a2[k]!.numberValue! == 2 * a1[k]!.numberValue!) }
        #expect(atlas["meta"]!.objectValue!["scale"] == .string("1"))
        #expect(atlas["meta"]!.objectValue!["image"] == .string("normal.png"))
        // The pixels: sample each button's centre in the sheets.
        let normal = try PNGDecoding.rgba(files["alpha/normal.png"]!)
        let highlighted = try PNGDecoding.rgba(files["alpha/highlighted.png"]!)
        let ax = Int(a1["x"]!.numberValue!) + 2, ay = Int(a1["y"]!.numberValue!) + 1
        #expect(normal.pixel(x: ax, y: ay) == RGBAColor(red: 0, green: 0, blue: 255))
        #expect(highlighted.pixel(x: ax, y: ay) == RGBAColor(red: 0, green: 255, blue: 0))
    }

    @Test func outputIsByteIdenticalWhateverJobsIs() {
        let input = Self.themes()
        let one = Self.tempDir(), two = Self.tempDir()
        _ = CLIRun(["render", input, "-o", one, "--jobs", "1", "--strips"])
        _ = CLIRun(["render", input, "-o", two, "--jobs", "4", "--strips"])
        let a = Self.tree(one), b = Self.tree(two)
        #expect(!a.isEmpty)
        #expect(a == b)
    }

    @Test func shardsPartitionTheWork() {
        let input = Self.themes()
        let whole = Self.tempDir()
        _ = CLIRun(["render", input, "-o", whole])
        var union: [String: Data] = [:]
        for i in 1...3 {
            let part = Self.tempDir()
            _ = CLIRun(["render", input, "-o", part, "--shard", "\(i)/3"])
            for (k, v) in Self.tree(part) { #expect(union[k] == nil); union[k] = v }
        }
        #expect(union == Self.tree(whole))
    }

    @Test func mergedShardsEqualOneRun() {
        let input = Self.themes()
        let whole = Self.tempDir()
        _ = CLIRun(["render", input, "-o", whole])
        let parts = (1...3).map { i -> String in
            let part = Self.tempDir()
            _ = CLIRun(["render", input, "-o", part, "--shard", "\(i)/3"])
            return part
        }
        let merged = Self.tempDir() + "/merged"
        let run = CLIRun(["merge"] + parts + ["-o", merged])
        #expect(run.code == 0, "\(run.err)")
        #expect(Self.tree(merged) == Self.tree(whole))
        // Conflicting shards are refused and nothing is written.
        let other = Self.tempDir()
        try! FileManager.default.createDirectory(atPath: other + "/alpha", withIntermediateDirectories: true)
        try! Data("different".utf8).write(to: URL(fileURLWithPath: other + "/alpha/manifest.json"))
        let refused = Self.tempDir() + "/refused"
        let conflict = CLIRun(["merge", whole, other, "-o", refused])
        #expect(conflict.code == 2)
        #expect(conflict.err.contains("manifest.json: differs from"))
        #expect(!FileManager.default.fileExists(atPath: refused))
    }

    @Test func aSheetPixelMatchesTheButtonRenderedAlone() throws {
        let input = Self.themes(), out = Self.tempDir()
        _ = CLIRun(["render", input + "/alpha.json", "-o", out, "--scale", "2"])
        let atlas = try JSONParser.parse([UInt8](Data(contentsOf: URL(fileURLWithPath: out + "/alpha/normal@2x.json")))).objectValue!
        let sheet = try RasterImage(pngData: Data(contentsOf: URL(fileURLWithPath: out + "/alpha/normal@2x.png")))
        let theme = ThemeValidator.validate(input + "/alpha.json").themes[0]
        let resolver = AppearanceResolver(theme: theme)
        let engine = ButtonLayoutEngine(measurer: PangoTextMeasurer())
        for button in theme.buttons {
            let frame = atlas["frames"]!.objectValue![button.name]!.objectValue!["frame"]!.objectValue!
            let fx = Int(frame["x"]!.numberValue!), fy = Int(frame["y"]!.numberValue!)
            let fw = Int(frame["w"]!.numberValue!), fh = Int(frame["h"]!.numberValue!)
            let appearance = resolver.resolve(button, state: .normal).appearance
            var layoutInput = ButtonLayoutInput(button: button, appearance: appearance, locale: nil)
            layoutInput.size = button.frameSize(resolver: resolver, engine: engine, locale: nil)
            let alone = try ButtonRenderer().renderImage(ButtonDrawing(appearance: appearance, layout: engine.layout(layoutInput), input: layoutInput), scale: 2)
            #expect(alone.width == fw && alone.height == fh)
            for (x, y) in [(0, 0), (fw / 2, fh / 2), (fw - 1, fh - 1), (3, fh / 2)] {
                #expect(sheet.pixel(x: fx + x, y: fy + y) == alone.pixel(x: x, y: y), "\(button.name) at \(x),\(y)")
            }
        }
    }

    @Test func killingARunLeavesNoTruncatedPNG() throws {
        // The bezel executable beside the test bundle.
        let bin = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("bezel").path
        try #require(FileManager.default.isExecutableFile(atPath: bin), "bezel executable not found at \(bin)")
        let input = Self.tempDir(), out = Self.tempDir()
        // Enough work that the run is still going when it is killed.
        for i in 0..<8 {
            let buttons = (0..<20).map { ##""b\##($0)": { "title": "ButtonModel \##($0)", "backgroundColor": "#3366cc", "size": [160, 44] }"## }.joined(separator: ",")
            try Data(##"{ "name": "t\##(i)", "buttons": { \##(buttons) } }"##.utf8).write(to: URL(fileURLWithPath: "\(input)/t\(i).json"))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: bin)
        process.arguments = ["render", input, "-o", out, "--jobs", "2", "--quiet"]
        try process.run()
        Thread.sleep(forTimeInterval: 0.6)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        var pngs = 0
        for (path, data) in Self.tree(out) where path.hasSuffix(".png") && !(path as NSString).lastPathComponent.hasPrefix(".") {
            _ = try RasterImage(pngData: data) // every finished PNG decodes
            pngs += 1
        }
        // A re-run completes the work and leaves no temporary files.
        let rerun = CLIRun(["render", input, "-o", out, "--quiet"])
        #expect(rerun.code == 0)
        let files = Self.tree(out)
        #expect(files.keys.allSatisfy { !$0.hasSuffix(".tmp") })
        #expect(files.keys.filter { $0.hasSuffix(".png") }.count == 8 * 4 * 3)
        #expect(pngs < 8 * 4 * 3, "the run finished before it was killed; the test proved nothing")
    }

    @Test func anOutputPathThatIsAFileIsNamed() {
        let file = Self.tempDir() + "/not-a-folder"
        #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
        let run = CLIRun(["render", Self.themes() + "/alpha.json", "-o", file])
        #expect(run.code == 2)
        #expect(run.err.contains("not-a-folder: is a file, not a folder"))
    }

    @Test func badOptionsWriteNothing() {
        let out = Self.tempDir() + "/never"
        for args in [["--shard", "0/3"], ["--scale", "0"], ["--state", "pressed"], ["--format", "gif"], ["--jobs", "0"]] {
            let run = CLIRun(["render", Self.themes(), "-o", out] + args)
            #expect(run.code == 2, "\(args)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(CLIRun(["render", Self.themes()]).err.contains("--output"))
    }

    @Test func vectorFormats() {
        let out = Self.tempDir()
        let input = Self.tempDir()
        try! Data(##"{ "name": "v", "scales": [1, 2], "buttons": { "a": { "title": "A", "backgroundColor": "#0000ff", "size": [30, 10] } } }"##.utf8).write(to: URL(fileURLWithPath: input + "/v.json"))
        let run = CLIRun(["render", input, "-o", out, "--format", "png,svg,pdf", "--state", "normal"])
        #expect(run.code == 0, "\(run.err)")
        let files = Self.tree(out)
        #expect(String(decoding: files["v/normal.svg"] ?? Data(), as: UTF8.self).contains("<svg"))
        #expect(files["v/normal.pdf"]?.starts(with: Array("%PDF".utf8)) == true)
        #expect(files["v/normal@2x.svg"] == nil)
    }
}

/// Decodes PNG bytes for tests through Cairo (premultiplied, un-premultiplied by RasterImage).
enum PNGDecoding {
    static func rgba(_ data: Data) throws -> RasterImage { try RasterImage(pngData: data) }
}
