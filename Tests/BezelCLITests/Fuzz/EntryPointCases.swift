import BezelCore
import BezelPNG
import BezelTestSupport
import Foundation

/// One entry-point fuzz case per index, the command chosen by the index: `diff` of mutated PNGs,
/// `verify` and `record` against a tampered baseline, `merge` of tampered shards, `approve` of a
/// tampered report, and `import`, `validate` and `render` of a hostile Interface Builder document.
/// The judge: no signal, no hang, no more than 1 GiB, only the exit codes docs/cli.md gives the
/// command, every standard-error line naming a file of the case, nothing written (or the tree
/// as it was) after a refusal, and every PNG a command wrote whole.
extension EntryPointWorld {
    static let kinds = ["diff", "verify", "record", "merge", "approve", "import"]

    func check(case index: Int, seed: UInt64, timeout: Double) -> (kind: String, verdict: String) {
        var r = SplitMix64(seed: seed &* 9_000_011 &+ UInt64(index) &+ 0xE27)
        let kind = Self.kinds[index % Self.kinds.count]
        let dir = "\(root)/case-\(index)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let runner = FuzzProcess(binary: binary, timeout: timeout, scratch: root)
        let label = "\(kind) case \(index) (seed \(seed))"
        let tampered = TamperLog()
        func judge(_ name: String, _ o: FuzzProcess.Outcome, allowed: Set<Int32>) -> String? {
            FuzzPeak.shared.record(o.peakBytes)
            let context = "\(label) [\(tampered.items.joined(separator: "; ").prefix(300))]"
            if o.timedOut { return "\(context): \(name) hung (killed after \(timeout) s of CPU)" }
            if o.overMemory { return "\(context): \(name) passed 1 GiB of memory (killed)" }
            if o.signal != 0 { return "\(context): \(name) died of signal \(o.signal): \(o.err.suffix(300))" }
            if !allowed.contains(o.code) { return "\(context): \(name) exited \(o.code): \(o.err.prefix(300))" }
            // A line names a file by its absolute path or, as record's and approve's warnings do,
            // relative to the baseline (every file of the small theme is below `small/`).
            if let line = o.err.split(separator: "\n").first(where: { !$0.contains(dir) && !$0.contains("small/") && !$0.hasPrefix(" ") }) {
                return "\(context): \(name) printed a line without its file: \(line.prefix(200))"
            }
            return nil
        }
        let verdict: String?
        switch kind {
        case "diff": verdict = diffCase(dir, &r, runner, tampered, judge)
        case "verify", "record": verdict = baselineCase(kind, dir, &r, runner, tampered, judge)
        case "merge": verdict = mergeCase(dir, &r, runner, tampered, judge)
        case "approve": verdict = approveCase(dir, &r, runner, tampered, judge)
        default: verdict = importCase(dir, &r, runner, tampered, judge)
        }
        if verdict != nil, let keep = ProcessInfo.processInfo.environment["BEZEL_FUZZ_KEEP"] {
            try? FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
            TreeSnapshot.copyWithoutSpecialFiles(dir, to: "\(keep)/\(kind)-\(seed)-\(index)")
        }
        return (kind, verdict ?? "ok")
    }

    typealias Judge = (String, FuzzProcess.Outcome, Set<Int32>) -> String?

    func diffCase(_ dir: String, _ r: inout SplitMix64, _ run: FuzzProcess, _ tampered: TamperLog, _ judge: Judge) -> String? {
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let sources = ["baseline/small/normal.png", "baseline/small/normal@2x.png", "baseline/small/highlighted.png", "shard1/small/highlighted.png"]
        for name in ["a.png", "b.png"] {
            var bytes = [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: "\(root)/pristine/\(r.pick(sources))"))) ?? Data())
            for _ in 0..<(r.chance(0.7) ? 1 + r.below(2) : 0) {
                let (what, next) = PNGMutator.mutate(bytes, &r)
                tampered.items.append("\(name): \(what)")
                bytes = next
            }
            try? Data(bytes).write(to: URL(fileURLWithPath: "\(dir)/\(name)"))
        }
        var arguments = ["diff", "\(dir)/a.png", "\(dir)/b.png", "-o", "\(dir)/d.png"]
        if r.chance(0.3) { arguments += ["--max-pixels", r.pick(["1", "4294967296", "100"])] }
        if r.chance(0.3) { arguments += ["--json"] }
        let o = run.run(arguments)
        if let failure = judge("diff", o, [0, 1, 2]) { return failure }
        if o.code == 2, FileManager.default.fileExists(atPath: "\(dir)/d.png") { return "diff exited 2 but wrote d.png [\(tampered.items)]" }
        return wholePNGs(in: dir, only: ["d.png"], label: "diff")
    }

    func baselineCase(_ kind: String, _ dir: String, _ r: inout SplitMix64, _ run: FuzzProcess, _ tampered: TamperLog, _ judge: Judge) -> String? {
        copy("baseline", to: "\(dir)/baseline")
        var tamperer = TreeTamperer(root: "\(dir)/baseline")
        for _ in 0..<(1 + r.below(3)) { tampered.items.append(tamperer.tamper(&r)) }
        let before = TreeSnapshot("\(dir)/baseline")
        let theme = "\(root)/pristine/\(r.chance(0.7) ? "themes" : "themes2")/small.json"
        if kind == "verify" {
            let o = run.run(["verify", theme, "--baseline", "\(dir)/baseline", "--report", "\(dir)/report", "-j", "1", "-q"])
            if let failure = judge("verify", o, [0, 1, 2]) { return failure }
            if TreeSnapshot("\(dir)/baseline") != before { return "verify changed the baseline [\(tampered.items)]" }
            if o.code == 2, FileManager.default.fileExists(atPath: "\(dir)/report/report.json") { return "verify exited 2 but wrote a report [\(tampered.items)]" }
            return nil
        }
        var arguments = ["record", theme, "--baseline", "\(dir)/baseline", "--force", "-j", "1", "-q"]
        if r.chance(0.4) { arguments.append(r.pick(["--only-missing", "--prune", "-b"])); if arguments.last == "-b" { arguments.append("a") } }
        let o = run.run(arguments)
        if let failure = judge("record", o, tamperer.blocksWrites ? [0, 2, 3] : [0, 2]) { return failure }
        if o.code != 0, TreeSnapshot("\(dir)/baseline") != before {
            return "record exited \(o.code) but changed the baseline at \(TreeSnapshot("\(dir)/baseline").firstDifference(from: before) ?? "?") [\(tampered.items)]"
        }
        return o.code == 0 ? wholePNGs(in: "\(dir)/baseline", changedSince: before, label: "record") : nil
    }

    func mergeCase(_ dir: String, _ r: inout SplitMix64, _ run: FuzzProcess, _ tampered: TamperLog, _ judge: Judge) -> String? {
        copy("shard1", to: "\(dir)/s1")
        copy("shard2", to: "\(dir)/s2")
        tampered.tamper(&r) { "\(dir)/\($0.pick(["s1", "s2"]))" }
        let o = run.run(["merge", "\(dir)/s1", "\(dir)/s2", "-o", "\(dir)/out", "-q"])
        if let failure = judge("merge", o, [0, 2]) { return failure }
        if o.code == 2, FileManager.default.fileExists(atPath: "\(dir)/out") { return "merge exited 2 but left out/ [\(tampered.items)]" }
        return o.code == 0 ? wholePNGs(in: "\(dir)/out", label: "merge") : nil
    }

    func approveCase(_ dir: String, _ r: inout SplitMix64, _ run: FuzzProcess, _ tampered: TamperLog, _ judge: Judge) -> String? {
        copy("baseline", to: "\(dir)/baseline")
        copy("report", to: "\(dir)/report")
        tampered.tamper(&r) { "\(dir)/\($0.chance(0.8) ? "report" : "baseline")" }
        let before = TreeSnapshot("\(dir)/baseline")
        var arguments = ["approve", "\(dir)/report", "--baseline", "\(dir)/baseline", "--force", "-q"]
        if r.chance(0.3) { arguments += r.pick([["-b", "b"], ["--state", "highlighted"], ["--theme", "small"], ["-b", "a"]]) }
        let o = run.run(arguments)
        if let failure = judge("approve", o, [0, 2]) { return failure }
        if o.code == 2, TreeSnapshot("\(dir)/baseline") != before { return "approve exited 2 but changed the baseline [\(tampered.items)]" }
        return o.code == 0 ? wholePNGs(in: "\(dir)/baseline", changedSince: before, label: "approve") : nil
    }

    func importCase(_ dir: String, _ r: inout SplitMix64, _ run: FuzzProcess, _ tampered: TamperLog, _ judge: Judge) -> String? {
        try? FileManager.default.createDirectory(atPath: "\(dir)/doc", withIntermediateDirectories: true)
        let (what, bytes) = IBDocumentMutator.mutate(storyboard, &r)
        tampered.items.append(what)
        let name = r.chance(0.5) ? "Buttons.storyboard" : "Buttons.xib"
        let document = "\(dir)/doc/\(name)"
        try? Data(bytes).write(to: URL(fileURLWithPath: document))
        let imported = run.run(["import", document, "-o", "\(dir)/out", "-q"])
        if let failure = judge("import", imported, [0, 2]) { return failure }
        if imported.code == 2, FileManager.default.fileExists(atPath: "\(dir)/out") { return "import exited 2 but left out/ [\(tampered.items)]" }
        let validate = run.run(["validate", document])
        if let failure = judge("validate", validate, [0, 2]) { return failure }
        let render = run.run(["render", document, "-o", "\(dir)/rendered", "--jobs", "1", "--no-progress", "--scale", "1"])
        if let failure = judge("render", render, [0, 2]) { return failure }
        if validate.code != render.code { return "import case: validate exited \(validate.code), render \(render.code) [\(tampered.items)]: \((validate.err + render.err).prefix(300))" }
        return nil
    }

    /// Every PNG below `folder` (or the named ones) that the command wrote (not as it was in
    /// `changedSince`) is a whole PNG file, as `PNGCheck` reads it.
    func wholePNGs(in folder: String, only: [String]? = nil, changedSince before: TreeSnapshot? = nil, label: String) -> String? {
        let names = only ?? ((FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []).filter { $0.hasSuffix(".png") }
        let after = before == nil ? nil : TreeSnapshot(folder)
        for name in names where before == nil || before?.entries[name] != after?.entries[name] {
            var isFolder: ObjCBool = false
            // Only regular files: opening a FIFO a case planted would wait for a writer forever.
            guard FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder), !isFolder.boolValue,
                  SafeKind.isRegular(folder + "/" + name),
                  let data = try? Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)) else { continue }
            do { try PNGCheck.check(data, maxRowBytes: InputLimits.pngRowBytes.value, limitTag: "") } catch { return "\(label) exited 0 but \(name) is not a whole PNG: \(error)" }
        }
        return nil
    }
}

/// What a case did to its inputs, for the failure message.
final class TamperLog {
    var items: [String] = []

    /// Tampers one to three times, each time in the folder `root` picks, and logs what was done.
    func tamper(_ r: inout SplitMix64, in root: (inout SplitMix64) -> String) {
        for _ in 0..<(1 + r.below(3)) {
            var tamperer = TreeTamperer(root: root(&r))
            items.append(tamperer.tamper(&r))
        }
    }
}
