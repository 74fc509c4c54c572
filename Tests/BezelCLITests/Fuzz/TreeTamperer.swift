import BezelCore
import BezelTestSupport
import Foundation

/// Tampers with a folder a command reads (a baseline, a `verify --report` folder, a shard): PNGs
/// damaged by `PNGMutator`, JSON files (manifests, atlases, `render-options.json`,
/// `fingerprint.json`, `report.json`) mutated or cut, `render-options.json` scales repeated,
/// symbolic links in place of files and folders (to /etc/hostname, out of the tree, dangling),
/// FIFOs, stray and hidden files, names no render writes, files removed or turned into folders.
struct TreeTamperer {
    var root: String
    /// Whether a symbolic link or a folder stands where a file was (`record` may then exit 3:
    /// docs/cli.md, "a symbolic link inside the baseline is in the way").
    var blocksWrites = false

    /// Every regular file below `root`, relative, sorted.
    func files() -> [String] {
        let all = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []
        return all.filter { (try? FileManager.default.attributesOfItem(atPath: root + "/" + $0)[.type] as? FileAttributeType) == .typeRegular }.sorted()
    }

    /// Applies one tampering; what was done.
    mutating func tamper(_ r: inout SplitMix64) -> String {
        let list = files()
        guard !list.isEmpty else { return "empty tree" }
        let pngs = list.filter { $0.hasSuffix(".png") }, jsons = list.filter { $0.hasSuffix(".json") }
        let fm = FileManager.default
        switch r.below(10) {
        case 0...2 where !pngs.isEmpty:
            let file = r.pick(pngs)
            let (what, bytes) = PNGMutator.mutate([UInt8]((try? Data(contentsOf: URL(fileURLWithPath: root + "/" + file))) ?? Data()), &r)
            try? Data(bytes).write(to: URL(fileURLWithPath: root + "/" + file))
            return "\(file): \(what)"
        case 3...4 where !jsons.isEmpty:
            let file = r.pick(jsons.contains("render-options.json") && r.chance(0.3) ? ["render-options.json"] : jsons)
            return "\(file): " + mutateJSON(at: root + "/" + file, &r)
        case 5:
            let file = r.pick(list)
            let target = r.pick(["/etc/hostname", "/nonexistent/x", "..", root + "/" + r.pick(list), "/etc"])
            try? fm.removeItem(atPath: root + "/" + file)
            try? fm.createSymbolicLink(atPath: root + "/" + file, withDestinationPath: target)
            blocksWrites = true
            return "\(file) → symlink to \(target)"
        case 6:
            let folder = (r.pick(list) as NSString).deletingLastPathComponent
            guard !folder.isEmpty else { return "no folder" }
            try? fm.moveItem(atPath: root + "/" + folder, toPath: root + "/" + folder + ".moved")
            try? fm.createSymbolicLink(atPath: root + "/" + folder, withDestinationPath: root + "/" + folder + ".moved")
            blocksWrites = true
            return "folder \(folder) → symlink"
        case 7:
            let folder = (r.pick(list) as NSString).deletingLastPathComponent
            let name = r.pick(["notes.txt", ".hidden.png", "fake.png", "line\nbreak.png", String(repeating: "n", count: 230) + ".png", "caf\u{E9}.png", "fifo.png"])
            let path = root + "/" + (folder.isEmpty ? "" : folder + "/") + name
            if name == "fifo.png" { mkfifo(path, 0o600) } else { try? Data(r.chance(0.5) ? Array("not a png".utf8) : []).write(to: URL(fileURLWithPath: path)) }
            return "added \(name.prefix(20))"
        case 8:
            let file = r.pick(list)
            try? fm.removeItem(atPath: root + "/" + file)
            if r.chance(0.4) { try? fm.createDirectory(atPath: root + "/" + file, withIntermediateDirectories: false); blocksWrites = true }
            return "removed \(file)"
        default:
            let file = r.pick(list)
            let data = (try? Data(contentsOf: URL(fileURLWithPath: root + "/" + file))) ?? Data()
            try? data.prefix(r.below(data.count + 1)).write(to: URL(fileURLWithPath: root + "/" + file))
            return "\(file) truncated"
        }
    }

    /// A JSON file mutated as `ThemeMutator` mutates themes, cut short, or (render-options.json) its
    /// scales repeated.
    func mutateJSON(at path: String, _ r: inout SplitMix64) -> String {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8), let value = try? JSONParser.parse(text) else { return "unreadable" }
        var next: JSONValue
        var what = "mutated"
        if path.hasSuffix("render-options.json"), case .object(var o) = value, r.chance(0.5) {
            let scales: JSONValue = r.pick([.array(Array(repeating: 1, count: r.pick([2, 17, 1000, 100_000]))), [1, 1], [0.25, 4], [], [5], ["x"]])
            o["scales"] = scales
            next = .object(o)
            what = "scales \(JSONWriter.write(scales).prefix(20))"
        } else {
            var mutator = ThemeMutator(seed: r.next())
            next = mutator.mutateSomewhere(value, depth: 0)
        }
        var out = JSONWriter.write(next)
        if r.chance(0.1) { out = String(out.prefix(r.below(out.count + 1))); what += ", cut" }
        try? Data(out.utf8).write(to: URL(fileURLWithPath: path))
        return what
    }
}
