import Bezel
import Foundation

/// How `render` (and each render of `--watch`) reports what its run did: every unit's warnings
/// (unless quiet) and errors, the summary line, and the exit code: 3 when a unit could not be
/// written, else 2 when an input or a unit was bad, else 0.
struct RunReport {
    let io: CommandIO
    let output: String
    let shard: ShardSelection
    let quiet: Bool

    func print(_ result: Result<RunRendering, RunError>) -> ExitCode {
        switch result {
        case .failure(.themeFolder(let conflict)):
            io.err("Error: \(conflict.description(option: "--output"))\n")
            return .badInput
        case .failure(.output(let error)):
            io.err("\(error)\n")
            return .cannotWrite
        case .success(let rendering):
            return print(rendering.summary, inputsFailed: rendering.units.failed, failedThemes: rendering.units.failedFiles.count)
        }
    }

    func print(_ summary: RunSummary, inputsFailed: Bool, failedThemes: Int = 0) -> ExitCode {
        var buttons = 0, sheets = 0, files = 0
        for outcome in summary.outcomes {
            let unit = "\(outcome.file): \(outcome.unit)"
            switch outcome.kind {
            case .written(let b, let s, let paths, let warnings):
                buttons += b; sheets += s; files += paths.count
                if !quiet { warnings.forEach { io.err("\(unit): warning: \($0)\n") } }
            case .failed(let message): io.err("\(unit): \(message)\n")
            case .notWritten(let error): io.err("\(unit): \(error); none of this unit's files were written\n")
            }
        }
        if !quiet {
            var note = summary.shardItems.map { " (shard \(shard): \($0.mine) of \($0.total) work items)" } ?? ""
            if summary.unchanged > 0 { note += " (\(summary.unchanged) unchanged since the last run)" }
            if failedThemes > 0 { note += " (\(failedThemes) theme file\(failedThemes == 1 ? "" : "s") with errors not rendered)" }
            io.out("rendered \(summary.written) of \(summary.units) theme units\(note): "
                   + "\(buttons) buttons, \(sheets) sheets, \(files) files in \(String(format: "%.2f", summary.elapsed)) s → \(output)\n")
        }
        return summary.writeFailed ? .cannotWrite : summary.failed || inputsFailed ? .badInput : .success
    }
}
