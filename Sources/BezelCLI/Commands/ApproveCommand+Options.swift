import Bezel

extension ApproveCommand {
    /// `approve`'s command line as typed values: the report folder, the baseline, and which of the
    /// report's changes to take.
    struct Options: CommandOptions {
        let report: String
        /// The baseline folder given (nil: the one the report was made against); an empty one is a
        /// usage mistake.
        let baseline: String?
        let selection: BaselineApproval.Selection
        /// Approve even on CI.
        let force: Bool
        let quiet: Bool

        init?(_ args: inout OptionReader) {
            let report = args.positionals.first
            baseline = args.outputPath(.baseline)
            selection = BaselineApproval.Selection(buttons: Set(args.values(.button)), unit: args.value(.theme), state: args.state(.state))
            force = args.flag(.force)
            quiet = args.flag(.quiet)
            guard let report else { return nil }
            self.report = report
        }
    }
}
