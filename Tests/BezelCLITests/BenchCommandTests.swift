import BezelCore
import Foundation
import Testing
@testable import BezelCLI

@Suite struct BenchCommandTests {
    @Test func tinyWorkloadReportsEveryField() throws {
        let run = CLIRun(["bench", "--count", "10", "--json", "--no-diff", "--jobs", "2"])
        #expect(run.code == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        #expect(json["jobs"] as? Double == 2)
        #expect(json["pngCompression"] as? String == "balanced")
        let workload = try #require(json["workload"] as? [String: Any])
        #expect(workload["buttons"] as? Double == 10)
        let modes = try #require(json["modes"] as? [[String: Any]])
        #expect(modes.compactMap { $0["mode"] as? String } == ["per-image", "sheets", "strips"])
        for mode in modes {
            for key in ["bezel", "cairo"] {
                let r = try #require(mode[key] as? [String: Any])
                #expect(r["images"] as? Double == 20)
                for field in ["bytes", "seconds", "cpuSeconds", "imagesPerSecond", "peakMemoryBytes", "files"] { #expect(r[field] is Double, "\(field)") }
                let stages = try #require(r["stages"] as? [String: Double])
                for stage in ["model", "resolveLayout", "pack", "draw", "encode", "text", "write"] { #expect(stages[stage] != nil, "\(stage)") }
                // CPU seconds: each stage's threads' CPU time, so together at most the process's (plus clock granularity).
                let cpu = try #require(r["cpuSeconds"] as? Double)
                #expect(stages.values.reduce(0, +) <= cpu + 0.01 && stages["draw"]! > 0 && stages["encode"]! > 0, "\(stages) against \(cpu)")
                if key == "bezel", mode["mode"] as? String != "per-image" { #expect(stages["write"]! > 0, "the run's writes are timed") }
            }
            #expect(mode["speedup"] is Double)
            #expect(mode["sizeRatio"] is Double)
        }
    }

    @Test func outputFolderIsKeptOnlyWhenGiven() throws {
        let folder = NSTemporaryDirectory() + "/bezel-bench-test-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CLIRun(["bench", "--count", "3", "--no-diff", "--no-cairo", "--mode", "sheets", "--out", folder])
        #expect(run.code == 0, "\(run.err)")
        #expect(run.out.contains("sheets"))
        // Written by `bezel render`'s own driver: into the theme's folder.
        #expect(FileManager.default.fileExists(atPath: folder + "/sheets-bezel/w1/normal@2x.png"))
        #expect(FileManager.default.fileExists(atPath: folder + "/sheets-bezel/w1/highlighted@2x.json"))
    }

    @Test func benchStripsAreTheStripsRenderWrites() throws {
        let folder = NSTemporaryDirectory() + "/bezel-bench-strips-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bench = CLIRun(["bench", "--count", "4", "--no-diff", "--no-cairo", "--mode", "strips", "--out", folder])
        #expect(bench.code == 0, "\(bench.err)")
        let render = CLIRun(["render", folder + "/w1.json", "-o", folder + "/render", "--strips", "--scale", "2",
                             "--state", "normal,highlighted", "--max-sheet-size", "16384", "--no-progress"])
        #expect(render.code == 0, "\(render.err)")
        let benchStrips = folder + "/strips-bezel/w1/buttons", renderStrips = folder + "/render/w1/buttons"
        let names = try FileManager.default.contentsOfDirectory(atPath: benchStrips).sorted()
        let rendered = try FileManager.default.contentsOfDirectory(atPath: renderStrips).sorted()
        #expect(names.count == 8 && names == rendered)
        for name in names {
            #expect(FileManager.default.contents(atPath: benchStrips + "/" + name) == FileManager.default.contents(atPath: renderStrips + "/" + name), "\(name)")
        }
    }
}
