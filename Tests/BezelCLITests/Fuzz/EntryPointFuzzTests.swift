import BezelTestSupport
import Foundation
import Testing

/// The other entry points under hostile input (`EntryPointWorld`, `EntryPointCases`): `diff` of
/// damaged PNGs, `verify`/`record` against tampered baselines, `merge` of tampered shards,
/// `approve` of tampered reports, `import`/`validate`/`render` of hostile Interface Builder
/// documents. `BEZEL_FUZZ_ENTRY_COUNT` (default 90) and `BEZEL_FUZZ_SEED` choose the run.
@Suite(.serialized) struct EntryPointFuzzTests {
    static let count = Int(ProcessInfo.processInfo.environment["BEZEL_FUZZ_ENTRY_COUNT"] ?? "") ?? 90

    @Test func tamperedInputsToEveryEntryPointAreRefusedCleanly() throws {
        let binary = ProcessInfo.processInfo.environment["BEZEL_FUZZ_BINARY"]
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("bezel").path
        try #require(FileManager.default.isExecutableFile(atPath: binary), "bezel executable not found at \(binary)")
        let storyboard = try String(contentsOfFile: repositoryRoot + "/samples/interface-builder/Buttons.storyboard", encoding: .utf8)
        let world = try EntryPointWorld(binary: binary, storyboard: storyboard)
        defer { world.remove() }
        let results = FuzzFailures(count: Self.count)
        DispatchQueue.concurrentPerform(iterations: 2) { lane in
            for i in stride(from: lane, to: Self.count, by: 2) {
                let (kind, verdict) = world.check(case: i, seed: FuzzTests.seed, timeout: FuzzWorld.timeout)
                results[i] = verdict == "ok" ? "ok: \(kind)" : verdict
            }
        }
        let found = results.values.compactMap { $0 }.filter { !$0.hasPrefix("ok:") }
        print("fuzz entry points: \(Self.count) inputs (seed \(FuzzTests.seed)): \(found.count) failed; peak memory \(FuzzPeak.shared.shown)")
        #expect(found.isEmpty, Comment(rawValue: "\(found.count) of \(Self.count) inputs failed:\n" + found.prefix(20).joined(separator: "\n")))
    }
}
