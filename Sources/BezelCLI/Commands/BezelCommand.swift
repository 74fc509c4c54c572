import Foundation
import Bezel

/// The entry point of the `bezel` tool: dispatches to a command and maps every outcome to an exit code.
public enum BezelCommand {
    /// Every command, in the order `bezel --help` lists them.
    static let commands: [CommandEntry] = [
        CommandEntry(spec: RenderCommand.spec, run: { RenderCommand.run($0, io: $1) }),
        CommandEntry(spec: MergeCommand.spec, run: { MergeCommand.run($0, io: $1) }),
        CommandEntry(spec: ValidateCommand.spec, run: { ValidateCommand.run($0, io: $1) }),
        CommandEntry(spec: InspectCommand.spec, run: { InspectCommand.run($0, io: $1) }),
        CommandEntry(spec: SimulateCommand.spec, run: { SimulateCommand.run($0, io: $1) }),
        CommandEntry(spec: DiffCommand.spec, run: { DiffCommand.run($0, io: $1) }),
        CommandEntry(spec: VerifyCommand.spec, run: { VerifyCommand.run($0, io: $1) }),
        CommandEntry(spec: RecordCommand.spec, run: { RecordCommand.run($0, io: $1) }),
        CommandEntry(spec: ApproveCommand.spec, run: { ApproveCommand.run($0, io: $1) }),
        CommandEntry(spec: BenchCommand.spec, run: { BenchCommand.run($0, io: $1) }),
        CommandEntry(spec: SchemaCommand.spec, run: { SchemaCommand.run($0, io: $1) }),
        CommandEntry(spec: VersionCommand.spec, run: { VersionCommand.run($0, io: $1) }),
    ]

    public static let version = BezelVersion.current

    /// For the `bezel` executable, before `main`: a file-size limit is reported instead of killing
    /// the process, and SIGINT/SIGTERM remove what the run left unfinished (see `SignalCleanup`).
    public static func installSignalCleanup() { SignalCleanup.install() }

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
            parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), spec: spec)
        } catch {
            return spec.usageFailure([error.message], io: io).rawValue
        }
        if parsed.flag(.help) { io.out(spec.help); return ExitCode.success.rawValue }
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

/// A bezel command: its declaration and what it does with parsed arguments.
protocol Command {
    static var spec: CommandSpec { get }
    static func run(_ arguments: ParsedArguments, io: CommandIO) -> ExitCode
}

/// A registered command: its declaration and its run function.
struct CommandEntry: Sendable {
    let spec: CommandSpec
    let run: @Sendable (ParsedArguments, CommandIO) -> ExitCode
}
