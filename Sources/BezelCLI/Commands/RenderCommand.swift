import Foundation
import Bezel

/// `bezel render`: themes (files or folders) to one sprite sheet per state and scale, with atlases,
/// manifests and optional strips and vector sheets.
enum RenderCommand: Command {
    static let spec = CommandSpec(
        name: "render", abstract: "Render themes into one sprite sheet per state, with TexturePacker atlases.",
        positional: "<theme.json | folder>...",
        options: [
            OptionSpec(.output, short: "o", value: "out", help: "The output folder (required). Nothing is written outside it.", required: true),
            OptionSpec(.format, value: "formats",
                       help: "Output formats: png, svg, pdf sheets; css (sprites over the png sheets + index.html demo); xcassets (Xcode asset catalog); android (res/ drawables, nine-patches, state lists); engine atlases over the png sheets: json-array, starling, love, libgdx (or libgdx-legacy), godot (Godot 4; godot3 for Godot 3).",
                       default: "png", allowed: RenderOptions.Format.allCases.map(\.rawValue)),
            OptionSpec(.mode, value: "mode", help: "Render only this mode (default: the base theme and every mode)."),
            OptionSpec(.locale, value: "locale", help: "Render only this locale (default: the base titles and every locale)."),
            OptionSpec(.jobs, short: "j", value: "n", help: "Worker threads: themes, and the bands of each sheet, in parallel (default: the number of cores)."),
            OptionSpec(.shard, value: "i/n", help: "Render only the i-th of n deterministic parts of the work (1-based)."),
            OptionSpec(.strips, help: "Also write one strip per button with its states side by side (buttons/<button>.png)."),
            OptionSpec(.gallery, help: "Also write gallery.png (every button in every state, labelled) and gallery.html per theme."),
            OptionSpec(.force, help: "Render every unit, also those whose files in <out> are up to date."),
            OptionSpec(.watch, help: "Render, then render again whenever a theme or a file it uses changes (Ctrl-C ends); galleries reload themselves."),
        ] + SheetOptions.specs + [
            OptionSpec(.pngCompression, value: "level", help: "PNG speed/size trade-off (same pixels).", default: "balanced", allowed: PNGCompression.allCases.map(\.rawValue)),
            OptionSpec(.allowOutsidePaths, help: "Allow absolute paths and paths outside the theme folder."),
            OptionSpec(.progress, help: "Show progress on stderr even when it is not a terminal."),
            OptionSpec(.noProgress, help: "Never show progress."),
            OptionSpec(.quiet, short: "q", help: "Print only errors."),
        ] + InterfaceBuilderOptionGroup.specs,
        discussion: """
        Writes <out>/<theme>[/<mode>][/<locale>]/<state>[@Nx].png with <state>[@Nx].json beside each, and manifest.json.
        --format css adds buttons.css and index.html; xcassets adds <Theme>.xcassets/; android adds res/drawable*/;
        json-array, starling, love add <sheet>.array.json, .xml, .lua beside each sheet; libgdx adds buttons[@Nx].atlas;
        godot adds godot/ (AtlasTextures, StyleBoxTextures, a TextureButton scene per button) and <sheet>.png.import.
        Each unit's files are written all or nothing (temporary files renamed into place together); nothing is
        written or deleted through a symbolic link inside <out>; a second run into the same <out> waits for the first.
        Output is byte-identical whatever --jobs is. A unit whose content key (its resolved theme, the images and fonts
        it draws, the options, the renderer and Bezel's version) equals the one recorded in its folder (.bezel-unit.json)
        and whose files are all there is not rendered again; --force renders it anyway.
        Exit codes: 0 every unit written; 2 bad usage, or a bad input (each error printed as 'file: json.path: message':
        every valid theme is still written); 3 a unit's files could not be written (the system's reason is printed,
        e.g. 'No space left on device'; none of that unit's files are left; 3 wins over 2); 130/143 stopped by SIGINT/SIGTERM.
        """)

    static func run(_ options: Options, io: CommandIO) -> ExitCode {
        let out = options.output
        if let message = OutputOption.notAFolder(out) { io.err(message + "\n"); return .badInput }
        let sink = CommandSink(io: io, showsProgress: options.showsProgress(stderrIsTerminal: io.stderrIsTerminal), quiet: options.quiet)
        let run = RenderRun(options: options.render, run: options.run, sink: sink)
        let report = RunReport(io: io, output: out, shard: options.run.shard, quiet: options.quiet)
        let target = FolderTarget(out)
        if options.watch {
            RenderWatch(run: run, inputs: options.inputs, target: target).watch { _ = report.print($0) }
        }
        let rendering = Result { () throws(RunError) in try run.render(options.inputs, into: target) }
        io.keepUntilEnd(rendering)
        return report.print(rendering)
    }
}
