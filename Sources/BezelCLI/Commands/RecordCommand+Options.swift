extension RecordCommand {
    /// `record`'s command line as typed values: the inputs, the baseline and run, the sheet options,
    /// and what to record of them.
    struct Options: CommandOptions {
        let inputs: [String]
        let baseline: BaselineOptions
        let sheets: SheetOptions
        /// Write only files the baseline does not have yet.
        let onlyMissing: Bool
        let prune: Bool
        /// Record even on CI.
        let force: Bool
        /// Record only these buttons' frames (empty: everything).
        let buttons: Set<String>

        init?(_ args: inout OptionReader) {
            inputs = args.positionals
            let baseline = BaselineOptions(&args)
            sheets = SheetOptions(&args)
            onlyMissing = args.flag(.onlyMissing)
            prune = args.flag(.prune)
            force = args.flag(.force)
            buttons = Set(args.values(.button))
            guard let baseline else { return nil }
            self.baseline = baseline
        }
    }
}
