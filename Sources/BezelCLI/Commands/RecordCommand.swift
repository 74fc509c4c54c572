import Foundation
import Bezel

/// `bezel record`: renders themes into the baseline folder (what `verify` compares against) and
/// stores the renderer fingerprint beside them. Refuses on CI unless `--force`, so a CI job can never
/// make its own baselines.
enum RecordCommand: Command {
    static let spec = CommandSpec(
        name: "record", abstract: "Write baselines for 'bezel verify' (sheets, atlases, manifests, fingerprint.json).",
        positional: "<theme.json | folder>...",
        options: BaselineOptions.specs + SheetOptions.specs + [
            OptionSpec(.onlyMissing, help: "Write only what the baseline does not have yet (files, and buttons missing from its sheets); keep everything else."),
            OptionSpec(.prune, help: "Also delete baseline files these themes no longer render (what 'verify' lists as OBSOLETE)."),
            OptionSpec(.force, help: "Record even when the CI environment variable says this is a CI machine."),
            OptionSpec(.button, short: "b", value: "name", help: "Record only this button (repeat for more): its frames in each sheet, the other pixels kept.", repeatable: true),
        ],
        discussion: """
        Writes <baseline>/<theme>[/<mode>][/<locale>]/<state>[@Nx].png (+ .json atlas, manifest.json), exactly as
        'bezel render -o <baseline>' would, and <baseline>/fingerprint.json (Cairo, Pango, HarfBuzz and FreeType versions
        and a SHA-256 of every pinned font file), and <baseline>/render-options.json: the sheet options given (--scale,
        --state, --padding, --extrude, --max-sheet-size, --power-of-two), which 'verify' and 'record --only-missing' then
        use. The files are written all or nothing, never through a symbolic link inside <baseline>; a second run into
        the same baseline waits for the first.
        When CI is set (and is not 'false' or '0'), record refuses (exit 2, nothing written) unless --force: baselines
        recorded by CI would make every verify pass.
        --prune deletes, in the folders of the recorded themes only, the .png/.json files nothing renders any more (a dropped
        state, scale or button) and the folders of dropped modes and locales (unless --mode or --locale narrows the run).
        Exit codes: 0 recorded, 2 bad usage or input, or refused on CI, 3 the baseline could not be written (the system's
        reason is printed; nothing of this run is left) or an internal failure.
        """)

    static func run(_ options: Options, io: CommandIO) -> ExitCode {
        let onlyMissing = options.onlyMissing
        guard let setup = BaselineRendering(options.baseline, sheets: options.sheets, io: io, command: "record",
                                            sheetOptions: onlyMissing ? .baseline : .arguments) else { return .badInput }
        let ci = CIEnvironment(io.environment)
        if ci.isCI && !options.force {
            io.err("Error: refusing to record baselines on CI (CI=\(ci.value ?? "")): nothing written. "
                   + "Record on a developer machine and commit the baseline, or pass --force if this job is meant to record.\n")
            return .badInput
        }
        if let message = OutputOption.notAFolder(setup.baseline) { io.err(message + "\n"); return .badInput }
        guard let units = setup.units(options.inputs)?.units else { return .badInput }
        let target = FolderTarget(setup.baseline)
        if let conflict = target.themeFolderConflict(unitFolders: units.map(\.folder), inputs: options.inputs) {
            io.err("Error: \(conflict.description(option: "--baseline"))\n")
            return .badInput
        }
        let files: [OutputFile]
        switch setup.render(units) {
        case .success(let rendered): files = rendered
        case .failure(let exit): return exit
        }
        guard let fonts = TextMeasurement.fonts(shippedBy: units, io: io) else { return .badInput }
        let fingerprint = RendererFingerprint.current(fontConfiguration: fonts)
        let lock: RunLock
        do { lock = try target.lock(sink: CommandSink(io: io)) } catch {
            io.err("\(error); nothing was recorded\n")
            return .cannotWrite
        }
        defer { lock.release() }
        if !options.buttons.isEmpty { return recordButtons(options.buttons, files, baseline: setup.baseline, io: io, quiet: options.baseline.quiet) }
        let recording = BaselineRecording(rendered: files, baseline: setup.baseline, options: setup.sheetOptions,
                                          fingerprint: fingerprint, onlyMissing: onlyMissing)
        for warning in recording.warnings { io.err(warning + "\n") }
        if !options.baseline.quiet { for line in recording.lines { io.out(line + "\n") } }
        do { try target.write(recording.files) } catch {
            io.err("\(error); nothing was recorded\n")
            return .cannotWrite
        }
        var pruned = 0
        if options.prune {
            let obsolete = setup.obsolete(units: units, rendered: Set(files.map(\.path)))
            for warning in obsolete.warnings(baseline: setup.baseline) { io.err(warning + "\n") }
            do { pruned = try obsolete.prune(baseline: setup.baseline) } catch {
                io.err("cannot prune the baseline: \(error)\n")
                return .cannotWrite
            }
        }
        if !options.baseline.quiet {
            let keptNote = onlyMissing ? ", kept \(recording.kept) existing" : ""
            let prunedNote = options.prune ? ", deleted \(pruned) obsolete" : ""
            io.out("recorded \(recording.rendered) files (\(recording.sheets) sheets) of \(units.count) theme units\(keptNote)\(prunedNote) → \(setup.baseline)\n")
        }
        return .success
    }

    /// `record --button`: only the named buttons' frames, in every sheet that holds them.
    static func recordButtons(_ buttons: Set<String>, _ files: [OutputFile], baseline: String, io: CommandIO, quiet: Bool) -> ExitCode {
        let known = Set(files.compactMap { f in f.path.hasSuffix(".json") ? AtlasFrames(json: f.data)?.frames.map(\.name) : nil }.joined())
        if let unknown = buttons.sorted().first(where: { !known.contains($0) }) {
            var message = "Error: no button '\(unknown)' in these themes"
            if let near = Suggestion.closest(to: unknown, among: Array(known)) { message += " (did you mean '\(near)'?)" }
            io.err(message + "\n")
            return .badInput
        }
        let sheets: [(path: String, sheet: SheetPatch.Sheet)]
        let manifests: [OutputFile]
        do {
            sheets = try SheetPatch.sheets(holding: buttons, in: files).compactMap { s in
                try SheetPatch.recording(buttons, png: s.png, atlas: s.atlas, frames: s.frames, baseline: baseline).map { (s.png.path, $0) }
            }
            manifests = try ManifestComparison.recording(buttons, in: files, baseline: baseline)
        } catch let error as UnreadableBaselineSheet {
            io.err("\(error); nothing was recorded\n")
            return .badInput
        } catch {
            // A symbolic link (or a folder) in the way below the baseline: exit 3, as for writing.
            io.err("\(error); nothing was recorded\n")
            return .cannotWrite
        }
        do {
            try FolderTarget(baseline).write(sheets.flatMap(\.sheet.files) + manifests)
            if !quiet {
                for (path, sheet) in sheets where sheet.how != "patched" {
                    io.out("recorded \(path) " + (sheet.how == "whole" ? "whole: the baseline has no sheet and atlas to keep the other buttons from"
                           : "in its new layout: the other buttons' baseline pixels moved with their frames")
                           + (sheet.alsoTaken.isEmpty ? "" : "; this also takes \(sheet.alsoTaken.joined(separator: ", ")) (new or resized)") + "\n")
                }
                io.out("recorded \(buttons.sorted().joined(separator: ", ")) in \(sheets.count) changed sheet\(sheets.count == 1 ? "" : "s") → \(baseline)\n")
            }
        } catch {
            io.err("\(error); nothing was recorded\n")
            return .cannotWrite
        }
        return .success
    }
}
