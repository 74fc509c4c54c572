import Foundation

/// `bezel merge`: joins the output folders of `render --shard` runs into the tree one run makes.
/// The same file in two shards must have the same bytes (shards never overlap; a difference means the
/// shards came from different inputs or versions).
enum MergeCommand: Command {
    static let spec = CommandSpec(
        name: "merge", abstract: "Join the outputs of 'render --shard' runs into one tree.",
        positional: "<shard-output>...",
        options: [
            OptionSpec("output", short: "o", value: "out", help: "The merged output folder (required)."),
            OptionSpec("quiet", short: "q", help: "Print only errors."),
        ],
        discussion: "Exit codes: 0 merged, 2 bad input (a missing folder, or one file with different bytes in two shards); nothing is written then.")

    static func run(_ args: ParsedArguments, io: CommandIO) -> ExitCode {
        guard let out = args.value("output") else {
            io.err("Error: Missing expected option '--output <out>'\nSee 'bezel merge --help' for more information.\n")
            return .badInput
        }
        var files: [String: (source: String, data: Data)] = [:]
        var failed = false
        for root in args.positionals {
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
        let writer = AtomicFileWriter(root: out)
        for relative in files.keys.sorted() {
            do { try writer.write(files[relative]!.data, to: relative) } catch {
                io.err("\(error)\n")
                return .internalFailure
            }
        }
        if !args.flag("quiet") { io.out("merged \(files.count) files from \(args.positionals.count) folders → \(out)\n") }
        return .success
    }
}

import BezelCore
