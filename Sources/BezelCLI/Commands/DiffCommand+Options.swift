import Bezel

extension DiffCommand {
    /// `diff`'s command line as typed values: the two images, the budget, the pixel limit and the
    /// diff image's path.
    struct Options: CommandOptions {
        let expected: String
        let actual: String
        let budget: DiffBudget
        let limit: PixelLimit
        /// Where the diff image is written, when asked.
        let output: String?
        let json: Bool

        init?(_ args: inout OptionReader) {
            budget = DiffBudget(&args)
            limit = PixelLimit(&args)
            output = args.outputPath(.output)
            if let out = output, let input = args.positionals.first(where: { samePath($0, out) }) {
                args.mistake("--output \(out) is the input \(input); the diff image must not overwrite an image it compares")
            }
            json = args.flag(.json)
            guard args.positionals.count == 2 else { return nil }
            (expected, actual) = (args.positionals[0], args.positionals[1])
        }
    }
}
