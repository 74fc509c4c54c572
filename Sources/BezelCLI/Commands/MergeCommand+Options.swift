extension MergeCommand {
    /// `merge`'s command line as typed values: the shard folders and the merged output folder.
    struct Options: CommandOptions {
        let shards: [String]
        let output: String
        let quiet: Bool

        init?(_ args: inout OptionReader) {
            shards = args.positionals
            let output = args.outputPath(.output)
            quiet = args.flag(.quiet)
            guard let output else { return nil }
            self.output = output
        }
    }
}
