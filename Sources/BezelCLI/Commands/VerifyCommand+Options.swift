import Bezel

extension VerifyCommand {
    /// `verify`'s command line as typed values: the inputs, the baseline and run, the budget, the
    /// pixel limit, the accessibility variants and where the report and summary go.
    struct Options: CommandOptions {
        let inputs: [String]
        let baseline: BaselineOptions
        let budget: DiffBudget
        let limit: PixelLimit
        /// The report folder, when asked.
        let report: String?
        let reportAll: Bool
        /// The Markdown summary file, when asked.
        let summary: String?
        let allowMissing: Bool
        /// A renderer change fails instead of being tolerated.
        let failOnRendererChange: Bool
        /// The sheet options given: only the accessibility variants (the rest are the baseline's).
        let sheets: SheetOptions

        init?(_ args: inout OptionReader) {
            inputs = args.positionals
            budget = DiffBudget(&args)
            limit = PixelLimit(&args)
            report = args.outputPath(.report)
            let baseline = BaselineOptions(&args)
            sheets = SheetOptions(accessibility: AccessibilityOptions(&args))
            reportAll = args.flag(.reportAll)
            summary = args.value(.summary)
            allowMissing = args.flag(.allowMissing)
            failOnRendererChange = args.flag(.failOnRendererChange)
            guard let baseline else { return nil }
            self.baseline = baseline
        }
    }
}
