@testable import BezelCore
import BezelTestSupport
import Foundation
import Testing

/// Generated themes over the features added since the first fuzz test (`FeatureThemeGenerator`:
/// DTCG tokens of every type, multi-file sets, Tokens Studio folders, resolvers, `extends` chains,
/// accessibility variants, stretchable and nine-slice buttons, shadows, gradients, dashed borders,
/// localizations) through the real `validate` and `render`, judged as `FuzzTests` judges mutants.
/// `BEZEL_FUZZ_FEATURE_COUNT` (default 120) and `BEZEL_FUZZ_SEED` choose the run.
@Suite(.serialized) struct FeatureFuzzTests {
    static let count = Int(ProcessInfo.processInfo.environment["BEZEL_FUZZ_FEATURE_COUNT"] ?? "") ?? 120

    @Test func generatedFeatureThemesNeverCrashHangOrDisagree() throws {
        let world = try FuzzWorld()
        defer { world.remove() }
        let results = FuzzFailures(count: Self.count)
        DispatchQueue.concurrentPerform(iterations: 2) { lane in
            for i in stride(from: lane, to: Self.count, by: 2) { results[i] = world.checkFeature(case: i, seed: FuzzTests.seed) }
        }
        let found = results.values.compactMap { $0 }.filter { !$0.hasPrefix("ok:") }
        let accepted = results.values.filter { $0 == "ok: accepted" }.count, slow = results.values.filter { $0 == "ok: slow" }.count
        print("fuzz features: \(Self.count) inputs (seed \(FuzzTests.seed)): \(accepted) accepted, \(Self.count - accepted - slow - found.count) refused, "
              + "\(slow) slow (output-bound), \(found.count) failed; peak memory \(FuzzPeak.shared.shown)")
        #expect(accepted * 4 >= Self.count, "most generated themes should be valid: \(accepted) of \(Self.count) accepted")
        #expect(found.isEmpty, Comment(rawValue: "\(found.count) of \(Self.count) inputs failed:\n" + found.prefix(20).joined(separator: "\n")))
    }
}

extension FuzzWorld {
    /// Generates one feature theme in samples/ (beside its images), runs validate and render on it
    /// and judges them; the theme's files (token files, `extends` bases) are removed after.
    func checkFeature(case index: Int, seed: UInt64) -> String {
        var random = SplitMix64(seed: seed &* 7_000_003 &+ UInt64(index) &+ 0x5EED)
        let folder = root + "/samples"
        let stem = "fz\(index)"
        let generator = FeatureThemeGenerator(folder: folder, stem: stem,
                                              images: ["images/plus.svg", "images/star.svg", "images/banner-wide.svg", "images/avatar.svg"])
        let document = generator.theme(&random)
        let file = "\(folder)/\(stem).json"
        let out = "\(root)/out-\(stem)"
        defer {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names where name == stem || name.hasPrefix(stem + ".") || name.hasPrefix(stem + "-") {
                try? FileManager.default.removeItem(atPath: folder + "/" + name)
            }
            try? FileManager.default.removeItem(atPath: out)
        }
        guard (try? Data(JSONWriter.write(document).utf8).write(to: URL(fileURLWithPath: file))) != nil else { return "case \(index): cannot write" }
        var verdict = judge(file: file, out: out, label: "feature case \(index) (seed \(seed))")
        if index % 4 == 0, verdict.hasPrefix("ok:") { verdict = judgeContrast(file: file, plain: verdict, label: "feature case \(index) (seed \(seed))") }
        let keepAll = ProcessInfo.processInfo.environment["BEZEL_FUZZ_KEEP_ALL"] != nil
        if !verdict.hasPrefix("ok:") || keepAll, let keep = ProcessInfo.processInfo.environment["BEZEL_FUZZ_KEEP"] {
            let target = "\(keep)/feature-\(seed)-\(index)"
            try? FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names where name == stem || name.hasPrefix(stem + ".") || name.hasPrefix(stem + "-") {
                try? FileManager.default.copyItem(atPath: folder + "/" + name, toPath: target + "/" + name)
            }
        }
        return verdict
    }
}

extension FuzzWorld {
    /// `validate --contrast` (the check over drawn pixels) on a theme `validate` judged `plain`:
    /// contrast findings are warnings, so it must exit as `validate` did, and behave as it does.
    func judgeContrast(file: String, plain: String, label: String) -> String {
        let result = run(["validate", file, "--contrast"])
        if result.timedOut { return "\(label): validate --contrast hung (killed after \(FuzzWorld.timeout) s of CPU)" }
        if result.overMemory { return "\(label): validate --contrast passed 1 GiB of memory (killed)" }
        if result.signal != 0 { return "\(label): validate --contrast died of signal \(result.signal)" }
        if result.code != (plain == "ok: accepted" ? 0 : 2) { return "\(label): validate --contrast exited \(result.code), validate did not: \(result.err.prefix(300))" }
        if let line = result.err.split(separator: "\n").first(where: { !$0.hasPrefix(root) }) {
            return "\(label): validate --contrast printed an error line without its file: \(line.prefix(200))"
        }
        return plain
    }
}
