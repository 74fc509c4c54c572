import Foundation
import Bezel

extension RenderCommand {
    /// `render`'s command line as typed values: the inputs, the output folder, what each unit
    /// renders (`RenderOptions`), which units (`RunOptions`) and how the run is shown.
    struct Options: CommandOptions {
        let inputs: [String]
        let output: String
        let render: RenderOptions
        let run: RunOptions
        let watch: Bool
        /// `--progress`: progress on stderr even when it is not a terminal.
        let progress: Bool
        /// `--no-progress`: never.
        let noProgress: Bool
        let quiet: Bool

        init?(_ args: inout OptionReader) {
            inputs = args.positionals
            let output = args.outputPath(.output)
            var render = RenderOptions()
            render.use(SheetOptions(&args).recorded)
            if let formats = args.choices(.format, of: RenderOptions.Format.self) { render.formats = formats }
            if let conflict = RenderOptions.Format.conflict(in: render.formats) { args.mistake(conflict) }
            render.strips = args.flag(.strips)
            render.gallery = args.flag(.gallery)
            render.pngCompression = args.choice(.pngCompression, of: PNGCompression.self) ?? .balanced
            render.jobs = args.int(.jobs, in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
            var shard = ShardSelection.all
            if let s = args.value(.shard) {
                do { shard = try ShardSelection(parsing: s) } catch { args.mistake("\(error)") }
            }
            watch = args.flag(.watch)
            if watch && shard.count > 1 { args.mistake("--watch renders every unit; it cannot be combined with --shard") }
            render.liveGallery = watch
            render.interfaceBuilder = InterfaceBuilderOptionGroup.read(&args)
            self.render = render
            run = RunOptions(mode: args.value(.mode), locale: args.value(.locale), shard: shard, force: args.flag(.force),
                             allowsOutsidePaths: args.flag(.allowOutsidePaths))
            progress = args.flag(.progress)
            noProgress = args.flag(.noProgress)
            quiet = args.flag(.quiet)
            guard let output else { return nil }
            self.output = output
        }

        /// Whether progress is shown: on a terminal or with `--progress`, unless `--no-progress` or `--quiet`.
        func showsProgress(stderrIsTerminal: Bool) -> Bool {
            (stderrIsTerminal || progress) && !noProgress && !quiet
        }
    }
}
