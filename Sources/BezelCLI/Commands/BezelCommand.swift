import Foundation
import Bezel
import BezelRaster

/// The entry point of the `bezel` tool: dispatches to a command and maps every outcome to an exit code.
public enum BezelCommand {
    /// Every command, in the order `bezel --help` lists them.
    static let commands: [CommandEntry] = [
        CommandEntry(RenderCommand.self),
        CommandEntry(MergeCommand.self),
        CommandEntry(ValidateCommand.self),
        CommandEntry(ImportCommand.self),
        CommandEntry(InspectCommand.self),
        CommandEntry(SimulateCommand.self),
        CommandEntry(DiffCommand.self),
        CommandEntry(VerifyCommand.self),
        CommandEntry(RecordCommand.self),
        CommandEntry(ApproveCommand.self),
        CommandEntry(BenchCommand.self),
        CommandEntry(SchemaCommand.self),
        CommandEntry(VersionCommand.self),
    ]

    public static let version = BezelVersion.current

    /// For the `bezel` executable, before `main`: a file-size limit is reported instead of killing
    /// the process, and SIGINT/SIGTERM remove what the run left unfinished (see `SignalCleanup`).
    public static func installSignalCleanup() { SignalCleanup.install() }

    /// Keeps what the C libraries log from standard error: a message logged while an image is
    /// drawn becomes that image's error (naming its file), any other is printed as
    /// `bezel: <library>: <message>` (call once, at start).
    public static func installLibraryLog(io: CommandIO) { CLibraryLog.install { io.err("bezel: \($0)\n") } }

    /// Runs `bezel` with `arguments` (without the program name) and returns the exit code.
    public static func main(_ arguments: [String], io: CommandIO) -> Int32 {
        guard let first = arguments.first, first != "--help", first != "-h", first != "help" else {
            io.out(help)
            return ExitCode.success.rawValue
        }
        if first == "--version" { io.out(VersionCommand.text(json: false)); return 0 }
        guard let command = commands.first(where: { $0.spec.name == first }) else {
            var message = "Error: Unknown command '\(first)'"
            if let near = Suggestion.closest(to: first, among: commands.map(\.spec.name)) { message += ". Did you mean '\(near)'?" }
            io.err(message + "\nSee 'bezel --help' for the commands.\n")
            return ExitCode.badInput.rawValue
        }
        let spec = command.spec
        let parsed: ParsedArguments
        do {
            parsed = try CommandLineParser.parse(Array(arguments.dropFirst()), spec: spec)
        } catch {
            return spec.usageFailure(error.messages, io: io).rawValue
        }
        if parsed.isGiven(.help) { io.out(spec.help); return ExitCode.success.rawValue }
        return command.run(parsed, io).rawValue
    }

    static var help: String {
        var lines = ["OVERVIEW: Bezel renders UIKit-style buttons into per-state sprite sheets.", "",
                     "USAGE: bezel <command> [options]", "", "COMMANDS:"]
        for c in commands { lines.append("  " + c.spec.name.padding(toLength: 12, withPad: " ", startingAt: 0) + c.spec.abstract) }
        lines += ["", "See 'bezel <command> --help' for a command's options.", "",
                  "Exit codes: 0 success; 1 differences found (diff, verify); 2 bad usage or bad input; 3 output that",
                  "cannot be written, or an internal failure; 130/143 stopped by SIGINT/SIGTERM."]
        return lines.joined(separator: "\n") + "\n"
    }
}
