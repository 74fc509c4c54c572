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
        Nothing is read through a symbolic link inside a shard folder. Refused: a link (to a file, a folder or nowhere),
        a FIFO or device, a name render does not write (not UTF-8, a control character, over 200 bytes, one name in two
        Unicode normalizations), a path that is a file in one shard and a folder in another, and a .png file that is not
        a whole PNG. Hidden files are skipped, with a warning unless they are Bezel's own (unit records, the lock,
        temporary files).
        Exit codes: 0 merged, 2 bad usage or input (a missing folder, one file with different bytes in two shards, or
        one of the above), 3 the output could not be written (the system's reason is printed); nothing is written then.
        """)

    static func run(_ options: Options, io: CommandIO) -> ExitCode {
        let out = options.output
        if let message = OutputOption.notAFolder(out) { io.err(message + "\n"); return .badInput }
        for root in options.shards where SafePath.isInside(out, root) || SafePath.isInside(root, out) {
            let relation = OutputOption.same(out, root) ? "is" : SafePath.isInside(out, root) ? "is inside" : "holds"
            io.err("Error: --output \(out) \(relation) the shard folder \(root); merge into another folder\n")
            return .badInput
        }
        var missing = false
        for root in options.shards {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDir), isDir.boolValue else {
                io.err("\(root): no such folder\n")
                missing = true
                continue
            }
        }
        guard !missing else { return .badInput }
        let merge = ShardMerge(shards: options.shards)
        for line in merge.warnings { io.err(line + "\n") }
        guard merge.errors.isEmpty else {
            io.err(merge.errors.map { $0 + "\n" }.joined() + "nothing was merged into \(out)\n")
            return .badInput
        }
        let files = merge.files
        do {
            try FolderTarget(out).writeLocked(files, sink: CommandSink(io: io))
        } catch {
            io.err("\(error); nothing was merged\n")
            return .cannotWrite
        }
        if !options.quiet { io.out("merged \(files.count) files from \(options.shards.count) folders → \(out)\n") }
        return .success
    }
}
