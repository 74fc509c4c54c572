import Foundation
import Bezel

/// The options `verify` and `record` share: the baseline folder (required), the mode and locale
/// that narrow the run, worker threads, outside paths and quiet output.
struct BaselineOptions {
    static let specs: [OptionSpec] = [
        OptionSpec(.baseline, value: "dir", help: "The baseline folder (required): the tree 'bezel render' writes, plus fingerprint.json.",
                   required: true),
        OptionSpec(.mode, value: "mode", help: "Only this mode (default: the base theme and every mode)."),
        OptionSpec(.locale, value: "locale", help: "Only this locale (default: the base titles and every locale)."),
        OptionSpec(.jobs, short: "j", value: "n", help: "Worker threads for themes and sheet bands (default: the number of cores)."),
        OptionSpec(.allowOutsidePaths, help: "Allow absolute paths and paths outside the theme folder."),
        OptionSpec(.quiet, short: "q", help: "Print only errors and differences."),
    ] + InterfaceBuilderOptionGroup.specs

    /// The baseline folder, as given.
    let baseline: String
    /// The run's mode, locale and outside-path permission (`RunOptions`).
    let run: RunOptions
    let jobs: Int
    let quiet: Bool
    /// Where Interface Builder documents' asset catalogs, fonts and symbols are.
    let interfaceBuilder: InterfaceBuilderOptions

    /// Reads the options; nil without a usable `--baseline` (a mistake the reader has).
    init?(_ args: inout OptionReader) {
        let baseline = args.outputPath(.baseline)
        jobs = args.int(.jobs, in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
        run = RunOptions(mode: args.value(.mode), locale: args.value(.locale), allowsOutsidePaths: args.flag(.allowOutsidePaths))
        quiet = args.flag(.quiet)
        interfaceBuilder = InterfaceBuilderOptionGroup.read(&args)
        guard let baseline else { return nil }
        self.baseline = baseline
    }
}
