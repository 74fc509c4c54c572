import BezelCore
@testable import BezelPNG
import Foundation
import Testing
@testable import BezelCLI

/// What `bezel diff` and `bezel verify` accept as PNG input: every encoding of the same pixels
/// compares equal, a header over the pixel limit is refused at once, and the diff image never
/// overwrites an input.
@Suite struct PNGInputTests {
    static let encodings = fixtures + "/png-encodings"

    /// The names Fixtures/png-encodings/generate.py writes: every colour type × bit depth, and
    /// each type that allows tRNS again with one.
    static let names = ["g01", "g02", "g04", "g08", "g16", "c08", "c16", "p01", "p02", "p04", "p08", "ga08", "ga16", "rgba08", "rgba16",
                        "g01t", "g02t", "g04t", "g08t", "g16t", "c08t", "c16t", "p01t", "p02t", "p04t", "p08t"]

    /// The issue's acceptance: the encodings of one image (here 26 types and depths, each plain and
    /// Adam7-interlaced) give 0 differing pixels against its 8-bit RGBA version, even at threshold 0.
    @Test(arguments: names) func everyEncodingEqualsItsRGBA8Version(_ name: String) throws {
        let reference = "\(Self.encodings)/\(name).rgba8.png"
        for file in ["\(name).png", "i\(name).png"] {
            let run = CLIRun(["diff", "\(Self.encodings)/\(file)", reference, "--threshold", "0"])
            #expect(run.code == 0 && run.out.hasPrefix("0 differing pixels of 143 "), "\(file): \(run.out)\(run.err)")
            #expect(try PNGDecoder.decode(path: "\(Self.encodings)/\(file)") == PNGDecoder.decode(path: reference), "\(file)")
        }
    }

    @Test func theFixturesCoverEveryTypeAndDepthPlainAndInterlaced() throws {
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: Self.encodings))
        for name in Self.names { #expect(files.isSuperset(of: ["\(name).png", "i\(name).png", "\(name).rgba8.png"]), "\(name)") }
        #expect(Self.names.count * 2 == 52)
    }

    /// The issue's reproduction: a baseline sheet re-encoded as 16-bit RGBA verifies as equal.
    @Test func aBaselineReencodedAs16BitPasses() throws {
        let (themes, baseline) = RegressionCommandTests.recorded()
        defer { try? FileManager.default.removeItem(atPath: themes); try? FileManager.default.removeItem(atPath: (baseline as NSString).deletingLastPathComponent) }
        let sheet = baseline + "/shop/normal@2x.png"
        let image = try PNGDecoder.decode(path: sheet)
        let sixteen = PNG16Encoder.encode(rgba: image.rgba, width: image.width, height: image.height)
        #expect(sixteen[24] == 16 && sixteen[25] == 6) // really RGBA16
        try sixteen.write(to: URL(fileURLWithPath: sheet))
        let run = CLIRun(["verify", themes, "--baseline", baseline])
        #expect(run.code == 0 && run.out.contains("8 passed, 0 failed"), "\(run.out)\(run.err)")
    }

    /// The issue's reproduction: two 16384 × 16384 PNGs (32 KB each) are refused from the header.
    @Test func aDecompressionBombIsRefusedFromItsHeader() throws {
        let bomb = Self.encodings + "/bomb.png"
        let run = CLIRun(["diff", bomb, bomb])
        #expect(run.code == 2)
        #expect(run.err == "\(bomb) is 16384 × 16384 pixels, over the limit of 67108864 pixels; --max-pixels raises it\n")
        // --max-pixels is read and checked: a lower limit refuses a 143-pixel image, its size accepts it.
        let small = Self.encodings + "/rgba08.png"
        #expect(CLIRun(["diff", small, small, "--max-pixels", "142"]).err.contains("is 13 × 11 pixels, over the limit of 142 pixels"))
        #expect(CLIRun(["diff", small, small, "--max-pixels", "143"]).code == 0)
        #expect(CLIRun(["diff", small, small, "--max-pixels", "0"]).err.contains("--max-pixels takes a whole number from 1 to 4294967296"))
    }

    /// The built executable on the bomb: exit 2 within seconds, peak memory (its own) well under
    /// 100 MB. Measured by a small Python parent with wait4: a child spawned straight from this
    /// test process would count the test process's own memory, which the kernel carries into the
    /// child's peak when it executes.
    @Test func theBombCostsNeitherTimeNorMemory() throws {
        let bin = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("bezel").path
        try #require(FileManager.default.isExecutableFile(atPath: bin), "bezel executable not found at \(bin)")
        let python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python) else {
            Issue.record("missing reader \(python): the child's own peak memory cannot be measured")
            return
        }
        let measure = """
        import os, sys, time
        devnull = os.open(os.devnull, os.O_WRONLY)
        start = time.monotonic()
        pid = os.fork()
        if pid == 0:
            os.dup2(devnull, 1); os.dup2(devnull, 2)
            os.execv(sys.argv[1], sys.argv[1:])
        _, status, usage = os.wait4(pid, 0)
        print(os.waitstatus_to_exitcode(status), usage.ru_maxrss, time.monotonic() - start)
        """
        let bomb = Self.encodings + "/bomb.png"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", measure, bin, "diff", bomb, bomb]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = text.split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }
        try #require(fields.count == 3, "\(text)")
        let (status, peakKiB, seconds) = (Int(fields[0]), Int(fields[1]) ?? .max, Double(fields[2]) ?? .infinity)
        #expect(status == 2)
        #expect(seconds < 5, "took \(seconds) s")
        #expect(peakKiB < 100 * 1024, "peak RSS \(peakKiB) KiB")
        print("bezel diff bomb.png bomb.png: exit \(fields[0]), \(String(format: "%.2f", seconds)) s, peak RSS \(peakKiB) KiB")
    }

    /// `-o` naming an input (as given, through `..`, or through a symlink) is refused before anything is read.
    @Test func theDiffImageNeverOverwritesAnInput() throws {
        let d = RegressionCommandTests.tempDir()
        defer { try? FileManager.default.removeItem(atPath: d) }
        let a = d + "/a.png", b = d + "/b.png"
        try FileManager.default.copyItem(atPath: Self.encodings + "/g08.png", toPath: a)
        try FileManager.default.copyItem(atPath: Self.encodings + "/g16.png", toPath: b)
        try FileManager.default.createSymbolicLink(atPath: d + "/link.png", withDestinationPath: "b.png")
        try FileManager.default.createDirectory(atPath: d + "/sub", withIntermediateDirectories: true)
        let before = try [Data(contentsOf: URL(fileURLWithPath: a)), Data(contentsOf: URL(fileURLWithPath: b))]
        for (output, input) in [(a, a), (b, b), (d + "/sub/../a.png", a), (d + "/link.png", b)] {
            let run = CLIRun(["diff", a, b, "-o", output])
            #expect(run.code == 2, "\(output)")
            #expect(run.err.hasPrefix("Error: --output \(output) is the input \(input); the diff image must not overwrite an image it compares"), "\(run.err)")
        }
        #expect(try [Data(contentsOf: URL(fileURLWithPath: a)), Data(contentsOf: URL(fileURLWithPath: b))] == before)
        #expect(CLIRun(["diff", a, b, "-o", d + "/diff.png"]).code == 1) // g08 and g16 hold different pixels
    }
}
