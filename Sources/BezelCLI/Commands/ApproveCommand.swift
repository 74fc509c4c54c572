import Foundation
import Bezel

/// `bezel approve`: takes the changes a `verify --report` found into the baseline: every changed
/// sheet, or only some buttons, themes or states of them. Refuses on CI, like `record`.
enum ApproveCommand: Command {
    static let spec = CommandSpec(
        name: "approve", abstract: "Accept changes from a 'bezel verify --report' folder into the baseline, all or some buttons.",
        positional: "<report folder>", minPositionals: 1, maxPositionals: 1,
        options: [
            OptionSpec(.baseline, value: "dir", help: "The baseline folder (default: the one the report was made against)."),
            OptionSpec(.button, short: "b", value: "name", help: "Approve this button only (repeat for more).", repeatable: true),
            OptionSpec(.theme, value: "unit", help: "Only sheets of this theme unit, e.g. ios or ios/dark (and the units below it)."),
            OptionSpec(.state, short: "s", value: "state", help: "Only sheets of this state, e.g. highlighted."),
            OptionSpec(.force, help: "Approve even when the CI environment variable says this is a CI machine."),
            OptionSpec(.quiet, short: "q", help: "Print nothing on success."),
        ],
        discussion: """
        Reads <report folder>/report.json and the actual sheets and atlases beside it (a report downloaded from a CI run
        is enough). For each changed sheet selected: when only some of its changed buttons are approved and its layout is
        the baseline's, their frames are copied into the baseline sheet and the other buttons' pixels stay as they were;
        otherwise (all its buttons, a new sheet, another size, moved frames) the whole sheet and its atlas are taken, and
        the buttons that come along are named. fingerprint.json is taken when every changed sheet was approved in full.
        Every PNG is read whole and every atlas as an atlas before anything is written: a truncated or altered file of the
        report is refused (exit 2), and no file of the report or the baseline is read through a symbolic link inside it.
        Files are written all or nothing. When CI is set (and is not 'false' or '0'), approve refuses unless --force.
        Exit codes: 0 approved (or nothing to approve), 2 bad usage (an empty --baseline, a baseline that is a file), an
        unusable report, or refused on CI, 3 the baseline could not be written.
        """)

    static func run(_ options: Options, io: CommandIO) -> ExitCode {
        let folder = options.report
        let ci = CIEnvironment(io.environment)
        if ci.isCI && !options.force {
            io.err("Error: refusing to approve into the baseline on CI (CI=\(ci.value ?? "")): nothing written. "
                   + "Download the report and approve on a developer machine, or pass --force if this job is meant to.\n")
            return .badInput
        }
        guard let baseline = options.baseline ?? reportBaseline(folder) else {
            io.err("Error: \(folder)/report.json names no baseline folder; pass --baseline\n")
            return .badInput
        }
        if let message = OutputOption.notAFolder(baseline) { io.err(message + "\n"); return .badInput }
        let approval: BaselineApproval
        do { approval = try BaselineApproval(report: folder, baseline: baseline, selection: options.selection) } catch {
            io.err("Error: \(error)\n")
            return .badInput
        }
        guard !approval.files.isEmpty else {
            if !options.quiet { io.out("nothing to approve: no changed sheet of \(folder) matches\n") }
            return .success
        }
        do {
            try FolderTarget(baseline).writeLocked(approval.files, sink: CommandSink(io: io))
        } catch {
            io.err("\(error); nothing was approved\n")
            return .cannotWrite
        }
        if !options.quiet {
            for line in approval.lines { io.out("approved \(line)\n") }
            let manifests = approval.approvedManifests
            io.out("approved \(approval.approvedSheets) sheet\(approval.approvedSheets == 1 ? "" : "s")"
                   + (manifests == 0 ? "" : " and \(manifests) manifest\(manifests == 1 ? "" : "s")") + " → \(baseline)\n")
        }
        return .success
    }

    /// The baseline folder `report.json` was made against.
    /// nil also when it names an empty path (it would name the file system's root once a path is
    /// joined to it).
    static func reportBaseline(_ folder: String) -> String? {
        guard let data = try? FolderTree.read("report.json", in: folder, limit: 1 << 30),
              let root = try? JSONParser.parse([UInt8](data)).objectValue,
              let baseline = root["baseline"]?.stringValue, !baseline.isEmpty else { return nil }
        return baseline
    }
}
