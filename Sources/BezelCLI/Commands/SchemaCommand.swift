import Bezel
import Foundation

/// `bezel schema`: prints the JSON Schema of theme files, generated from the decoder's key tables
/// (the repository keeps a copy at schema/bezel-theme.schema.json for editors).
enum SchemaCommand: Command {
    static let spec = CommandSpec(
        name: "schema", abstract: "Print the JSON Schema (draft 2020-12) of theme files, for editors.",
        positional: "", minPositionals: 0, maxPositionals: 0,
        options: [
            OptionSpec(.output, short: "o", value: "file", help: "Write the schema to this file instead of standard output."),
        ],
        discussion: """
            Name it in a theme with "$schema": "<path to>/bezel-theme.schema.json" for completion, hover text and \
            error marks in VS Code and JetBrains editors. The schema checks keys, kinds, enumerations, colours, state \
            names and ranges; files, token references and cycles are checked by 'bezel validate'. Exit codes: 0 written, \
            2 bad usage, 3 the output cannot be written (the system's reason is printed).
            """)

    static func run(_ options: Options, io: CommandIO) -> ExitCode {
        let text = ThemeJSONSchema.text()
        guard let output = options.output else { io.out(text); return .success }
        let url = URL(fileURLWithPath: output)
        do { try AtomicFileWriter(root: url.deletingLastPathComponent().path).writeAll([(url.lastPathComponent, Data(text.utf8))]) } catch {
            io.err("cannot write the schema: \(error)\n")
            return .cannotWrite
        }
        return .success
    }
}
