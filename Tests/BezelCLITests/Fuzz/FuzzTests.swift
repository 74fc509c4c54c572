@testable import BezelCore
import BezelPNG
import Foundation
import Testing

/// Hostile and randomly mutated themes through the real `bezel` executable: no input may crash or
/// hang `validate` or `render`, pass 1 GiB of memory, exit with anything but 0 or 2, leave files
/// behind after exit 2, print an error line that does not start with a file, or be accepted by one
/// and refused by the other. The other fuzz tests beside this file: `FeatureFuzzTests` (generated
/// themes over the newer features) and `EntryPointFuzzTests` (diff, verify, record, merge,
/// approve, import). Environment variables choose a run:
/// - `BEZEL_FUZZ_COUNT` (default 160), `BEZEL_FUZZ_FEATURE_COUNT` (120), `BEZEL_FUZZ_ENTRY_COUNT`
///   (90): the inputs of each test (CI runs the defaults, under three minutes in debug on two cores);
/// - `BEZEL_FUZZ_SEED` (default 1): the seed of all three;
/// - `BEZEL_FUZZ_KEEP=<folder>`: keep a copy of every input that failed there
///   (`BEZEL_FUZZ_KEEP_ALL=1`: of every generated theme);
/// - `BEZEL_FUZZ_BINARY=<path>`: run another build of `bezel` (a release build runs long campaigns
///   faster; a hang is then 20 s instead of 90).
@Suite(.serialized) struct FuzzTests {
    static let count = Int(ProcessInfo.processInfo.environment["BEZEL_FUZZ_COUNT"] ?? "") ?? 160
    static let seed = UInt64(ProcessInfo.processInfo.environment["BEZEL_FUZZ_SEED"] ?? "") ?? 1

    @Test func mutatedThemesNeverCrashHangOrDisagree() throws {
        let world = try FuzzWorld()
        defer { world.remove() }
        let failures = FuzzFailures(count: Self.count)
        DispatchQueue.concurrentPerform(iterations: 2) { lane in
            for i in stride(from: lane, to: Self.count, by: 2) {
                failures[i] = world.check(case: i, seed: Self.seed)
            }
        }
        let found = failures.values.compactMap { $0 }.filter { !$0.hasPrefix("ok:") }
        let accepted = failures.values.filter { $0 == "ok: accepted" }.count, slow = failures.values.filter { $0 == "ok: slow" }.count
        print("fuzz: \(Self.count) inputs (seed \(Self.seed)): \(accepted) accepted, \(Self.count - accepted - slow - found.count) refused, "
              + "\(slow) slow (output-bound), \(found.count) failed; peak memory \(FuzzPeak.shared.shown)")
        let report = "\(found.count) of \(Self.count) inputs failed:\n" + found.prefix(20).joined(separator: "\n")
        #expect(found.isEmpty, Comment(rawValue: report))
    }
}

/// Results written by several threads, one slot each.
final class FuzzFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String?]
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    subscript(i: Int) -> String? {
        get { lock.lock(); defer { lock.unlock() }; return storage[i] }
        set { lock.lock(); storage[i] = newValue; lock.unlock() }
    }
    var values: [String?] { lock.lock(); defer { lock.unlock() }; return storage }
}

/// A scratch copy of themes/ and samples/ (with their images and token files) that mutants are
/// written into, so their relative paths resolve as the originals' do.
struct FuzzWorld: Sendable {
    let root: String
    let seeds: [(folder: String, document: JSONValue)]
    let binary: String

    init() throws {
        root = NSTemporaryDirectory() + "bezel-fuzz-\(UUID().uuidString)"
        binary = ProcessInfo.processInfo.environment["BEZEL_FUZZ_BINARY"]
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("bezel").path
        try #require(FileManager.default.isExecutableFile(atPath: binary), "bezel executable not found at \(binary)")
        var seeds: [(String, JSONValue)] = []
        for folder in ["themes", "samples"] {
            try FileManager.default.copyItem(atPath: repositoryRoot + "/" + folder, toPath: root + "/" + folder)
            for file in try shippedThemeFiles() where file.contains("/\(folder)/") {
                seeds.append((folder, try JSONParser.parse(String(contentsOfFile: file, encoding: .utf8))))
            }
        }
        self.seeds = seeds
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    /// Runs one mutant through validate and render: "ok: accepted" or "ok: refused" when Bezel
    /// behaved, else what went wrong.
    func check(case index: Int, seed: UInt64) -> String {
        var mutator = ThemeMutator(seed: seed &* 1_000_003 &+ UInt64(index))
        let (folder, document) = mutator.pick(seeds)
        let file = "\(root)/\(folder)/fuzz-\(index).json"
        let out = "\(root)/out-\(index)"
        defer { try? FileManager.default.removeItem(atPath: file); try? FileManager.default.removeItem(atPath: out) }
        guard (try? Data(ThemeMutator.text(of: special(index, mutator.mutate(document), folder: folder)).utf8)
            .write(to: URL(fileURLWithPath: file))) != nil else { return "case \(index): cannot write the mutant" }
        let label = "case \(index) (seed \(seed))"
        let verdict = judge(file: file, out: out, label: label)
        if !verdict.hasPrefix("ok:"), let keep = ProcessInfo.processInfo.environment["BEZEL_FUZZ_KEEP"] {
            try? FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
            try? FileManager.default.copyItem(atPath: file, toPath: "\(keep)/\(folder)-case-\(index).json")
        }
        return verdict
    }

    /// Runs validate and render on one written mutant and judges what they did.
    func judge(file: String, out: String, label: String) -> String {
        let validate = run(["validate", file])
        let render = run(["render", file, "-o", out, "--jobs", "1", "--no-progress"])
        // A render stopped at the time limit while writing pixels at 5 Mpx or more per second of
        // CPU is slow because of what it was asked for (accessibility variants × locales × huge
        // shadow sprites make gigapixels), not hung: counted apart, and left out of the agreement.
        if render.timedOut, validate.code == 0, pixelsWritten(in: out) >= Int(FuzzWorld.timeout) * 5_000_000 { return "ok: slow" }
        for (name, result) in [("validate", validate), ("render", render)] {
            if result.timedOut { return "\(label): \(name) hung (killed after \(FuzzWorld.timeout) s of CPU)" }
            if result.overMemory { return "\(label): \(name) passed 1 GiB of memory (killed)" }
            if result.signal != 0 { return "\(label): \(name) died of signal \(result.signal)" }
            if ![0, 2].contains(result.code) { return "\(label): \(name) exited \(result.code): \(result.err.prefix(300))" }
            if let line = result.err.split(separator: "\n").first(where: { !$0.hasPrefix(root) }) {
                return "\(label): \(name) printed an error line without its file: \(line.prefix(200))"
            }
        }
        if validate.code != render.code {
            return "\(label): validate exited \(validate.code) but render \(render.code): \((validate.err + render.err).prefix(300))"
        }
        if render.code == 2, let left = FileManager.default.enumerator(atPath: out)?.nextObject() {
            return "\(label): render exited 2 but left \(left) behind"
        }
        return render.code == 0 ? "ok: accepted" : "ok: refused"
    }

    /// The pixels of the PNG files below `folder`, from their headers.
    func pixelsWritten(in folder: String) -> Int {
        let names = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []
        return names.filter { $0.hasSuffix(".png") }.reduce(0) { total, name in
            guard let handle = FileHandle(forReadingAtPath: folder + "/" + name), let data = try? handle.read(upToCount: 33),
                  let header = try? PNGHeader(data: data) else { return total }
            return total + header.pixels
        }
    }

    /// Every seventh case adds a planted structure: a token cycle, a missing token, an `extends` chain.
    func special(_ index: Int, _ value: JSONValue, folder: String) -> JSONValue {
        guard index % 7 == 0, case .object(var o) = value else { return value }
        switch index / 7 % 3 {
        case 0:
            o["tokens"] = .object(JSONObject([(key: "a", value: .object(JSONObject([(key: "$value", value: "{b}")]))),
                                              (key: "b", value: .object(JSONObject([(key: "$value", value: "{a}")])))]))
            o["tintColor"] = "{a}"
        case 1:
            o["tintColor"] = "{color.nowhere}"
        default:
            let base = "\(root)/\(folder)/fuzz-base-\(index).json"
            let text = #"{ "extends": "fuzz-base-\#(index)", "buttons": { "b": { "title": "x" } } }"#
            try? Data(text.utf8).write(to: URL(fileURLWithPath: base))
            o["extends"] = .string("fuzz-base-\(index)")
        }
        return .object(o)
    }

    /// Long enough for the largest shipped theme (ios: four units with its accessibility variant,
    /// ~19 s in a debug build on one core) on a machine busy with the rest of the suite; a hang
    /// never ends. A release build (`BEZEL_FUZZ_BINARY`) is held to the issue's 20 s.
    static let timeout = ProcessInfo.processInfo.environment["BEZEL_FUZZ_BINARY"] == nil ? 90.0 : 20.0

    /// Runs the executable with the time limit and the 1 GiB memory limit, recording its peak memory.
    func run(_ arguments: [String]) -> FuzzProcess.Outcome {
        let outcome = FuzzProcess(binary: binary, timeout: Self.timeout, scratch: root).run(arguments)
        FuzzPeak.shared.record(outcome.peakBytes)
        return outcome
    }
}
