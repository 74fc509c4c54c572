extension SchemaCommand {
    /// `schema`'s command line as typed values: where the schema goes.
    struct Options: CommandOptions {
        /// The file to write (nil: standard output).
        let output: String?

        init?(_ args: inout OptionReader) {
            output = args.outputPath(.output)
        }
    }
}
