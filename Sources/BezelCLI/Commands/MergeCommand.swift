import Foundation
import Bezel

/// `bezel merge`: joins the output folders of `render --shard` runs into the tree one run makes.
/// The same file in two shards must have the same bytes (shards never overlap; a difference means the
/// shards came from different inputs or versions).
enum MergeCommand: Command {
    static let spec = CommandSpec(
        name: "merge", abstract: "Join the outputs of 'render --shard' runs into one tree.",
        positional: "<shard-output>...",
        options: [
            OptionSpec(.output, short: "o", value: "out", help: "The merged output folder (required).", required: true),
            OptionSpec(.quiet, short: "q", help: "Print only errors."),
        ],
        discussion: """
        The merged files are written all or nothing; --output must not be, hold or lie inside a shard folder.
        Exit codes: 0 merged, 2 bad usage or input (a missing folder, or one file with different bytes in two shards),
        3 the output could not be written (the system's reason is printed); nothing is written then.
        """)

    static func run(_ options: Options, io: CommandIO) -> ExitCode {
        let out = options.output
        if let message = OutputOption.notAFolder(out) { io.err(message + "\n"); return .badInput }
        for root in options.shards where SafePath.isInside(out, root) || SafePath.isInside(root, out) {
            let relation = OutputOption.same(out, root) ? "is" : SafePath.isInside(out, root) ? "is inside" : "holds"
            io.err("Error: --output \(out) \(relation) the shard folder \(root); merge into another folder\n")
            return .badInput
        }
        var files: [String: (source: String, data: Data)] = [:]
        var failed = false
        for root in options.shards {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDir), isDir.boolValue else {
                io.err("\(root): no such folder\n")
                failed = true
                continue
            }
            let walker = FileManager.default.enumerator(atPath: root)
            while let relative = walker?.nextObject() as? String {
                let path = root + "/" + relative
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue,
                      !(relative as NSString).lastPathComponent.hasPrefix(".") else { continue }
                guard let data = FileManager.default.contents(atPath: path) else {
                    io.err("\(path): cannot be read\n"); failed = true; continue
                }
                if let earlier = files[relative], earlier.data != data {
                    io.err("\(path): differs from \(earlier.source)/\(relative); were the shards rendered from the same themes?\n")
                    failed = true
                    continue
                }
                files[relative] = (root, data)
            }
        }
        guard !failed else { return .badInput }
        do {
            try FolderTarget(out).writeLocked(files.sorted { $0.key < $1.key }.map { OutputFile(path: $0.key, data: $0.value.data) }, sink: CommandSink(io: io))
        } catch {
            io.err("\(error); nothing was merged\n")
            return .cannotWrite
        }
        if !options.quiet { io.out("merged \(files.count) files from \(options.shards.count) folders → \(out)\n") }
        return .success
    }
}
