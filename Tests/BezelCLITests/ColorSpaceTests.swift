import BezelCore
import Foundation
import Testing

/// DTCG colour spaces converted to sRGB as CSS Color 4 converts them, with its gamut mapping:
/// CSS Color 4's own test values, and every space against an independent implementation (PyPI
/// ColorAide).
@Suite struct ColorSpaceTests {
    static func convert(_ space: String, _ c: [Double]) throws -> (color: RGBAColor, gamutMapped: Bool) {
        try RGBAColor.converting(dtcg: DTCGColor(colorSpace: space, components: c))
    }

    @Test func cssColor4TestValues() throws {
        // oklch(80% 0.15 160) is rgb(32.022% 85.805% 61.147%) (web-platform-tests css-color/oklch-006).
        #expect(try Self.convert("oklch", [0.8, 0.15, 160]) == (RGBAColor(red: 82, green: 219, blue: 156), false))
        // sRGB green #008000 is oklch(51.975% 44.215% 142.495), 100% chroma being 0.4 (oklch-011).
        #expect(try Self.convert("oklch", [0.51975, 0.44215 * 0.4, 142.495]) == (RGBAColor(red: 0, green: 128, blue: 0), false))
        // Outside sRGB: display-p3 green, and a saturated cyan-blue, mapped by chroma reduction in OKLCh.
        #expect(try Self.convert("display-p3", [0, 1, 0]) == (RGBAColor(red: 0x00, green: 0xFB, blue: 0x29), true))
        #expect(try Self.convert("oklch", [0.5, 0.205, 230]) == (RGBAColor(red: 0x00, green: 0x6E, blue: 0x9B), true))
        // Lightness at the ends is white and black.
        #expect(try Self.convert("oklch", [1, 0.3, 40]).color == RGBAColor(red: 255, green: 255, blue: 255))
        #expect(try Self.convert("lab", [0, 0, 0]).color == RGBAColor(red: 0, green: 0, blue: 0))
        // D50 white in Lab is sRGB white.
        #expect(try Self.convert("lab", [100, 0, 0]) == (RGBAColor(red: 255, green: 255, blue: 255), false))
    }

    /// 14 spaces × 24 colours (a fixed pseudo-random set, inside and outside sRGB) converted by
    /// Bezel and by ColorAide: every channel within one 8-bit step (rounding at .5).
    @Test
    func everySpaceAgreesWithColorAide() throws {
        try requireReader(ToolOutput.hasPyPIReaders, "the PyPI readers are not installed (scripts/install-deps installs them)")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double { state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407; return Double(state >> 11) / Double(1 << 53) }
        var inputs: [(String, [Double])] = []
        for space in DTCGColor.allColorSpaces {
            for _ in 0..<24 {
                let ranges: [ClosedRange<Double>] = switch space {
                case "hsl", "hwb": [0...360, 0...100, 0...100]
                case "lab": [0...100, -125...125, -125...125]
                case "lch": [0...100, 0...150, 0...360]
                case "oklab": [0...1, -0.4...0.4, -0.4...0.4]
                case "oklch": [0...1, 0...0.4, 0...360]
                default: [0...1, 0...1, 0...1]
                }
                inputs.append((space, ranges.map { $0.lowerBound + next() * ($0.upperBound - $0.lowerBound) }))
            }
        }
        let stdin = inputs.map { "\($0.0) " + $0.1.map { String(format: "%.9f", $0) }.joined(separator: " ") }.joined(separator: "\n")
        let theirs = try Self.colorAide(stdin)
        #expect(theirs.count == inputs.count)
        var mapped = 0
        for ((space, c), line) in zip(inputs, theirs) {
            let (ours, wasMapped) = try Self.convert(space, c)
            mapped += wasMapped ? 1 : 0
            let reference = line.split(separator: " ").map { Int((Double($0)! * 255 + 0.5).rounded(.down)) }
            let mine = [Int(ours.red), Int(ours.green), Int(ours.blue)]
            #expect(zip(mine, reference).allSatisfy { abs($0 - $1) <= 1 }, "\(space) \(c): Bezel \(mine), ColorAide \(reference)")
        }
        #expect(mapped > 50, "the set reaches outside sRGB: \(mapped) mapped")
    }

    @Test func aThemeIsToldWhenAColourIsMappedIntoSRGB() throws {
        let dir = RenderCommandTests.tempDir()
        try Data(##"{ "name": "p3", "buttons": { "ok": { "backgroundColor": { "colorSpace": "display-p3", "components": [0, 1, 0] } } } }"##.utf8)
            .write(to: URL(fileURLWithPath: dir + "/p3.json"))
        let run = CLIRun(["validate", dir + "/p3.json"])
        #expect(run.code == 0)
        #expect(run.err.contains("buttons.ok.backgroundColor.normal: warning: colour in display-p3 is outside sRGB: drawn as #00FB29FF"), "\(run.err)")
        try Data(##"{ "name": "p3", "buttons": { "ok": { "backgroundColor": { "colorSpace": "oklch", "components": [2, 0, 0] } } } }"##.utf8)
            .write(to: URL(fileURLWithPath: dir + "/p3.json"))
        let bad = CLIRun(["validate", dir + "/p3.json"])
        #expect(bad.code == 2 && bad.err.contains("DTCG oklch component 1 must be within 0…1, found 2"), "\(bad.err)")
    }

    static func colorAide(_ input: String) throws -> [String] {
        let script = repositoryRoot + "/Tests/Readers/coloraide_convert.py"
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        p.arguments = [script]
        p.environment = ProcessInfo.processInfo.environment.merging(["PYTHONPATH": ToolOutput.pyPIReaders]) { $1 }
        let stdin = Pipe(), stdout = Pipe()
        p.standardInput = stdin
        p.standardOutput = stdout
        try p.run()
        stdin.fileHandleForWriting.write(Data((input + "\n").utf8))
        try stdin.fileHandleForWriting.close()
        let out = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        return out.split(separator: "\n").map(String.init)
    }
}
