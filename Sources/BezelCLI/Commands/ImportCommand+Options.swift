import Bezel

extension ImportCommand {
    /// `import`'s command line as typed values: the documents, the output folder and the strictness.
    struct Options: CommandOptions {
        let inputs: [String]
        let output: String
        /// Warnings count as errors.
        let strict: Bool
        let quiet: Bool
        /// Where the documents' asset catalogs, fonts and symbols are.
        let interfaceBuilder: InterfaceBuilderOptions

        init?(_ args: inout OptionReader) {
            inputs = args.positionals
            let output = args.outputPath(.output)
            interfaceBuilder = InterfaceBuilderOptionGroup.read(&args)
            strict = args.flag(.strict)
            quiet = args.flag(.quiet)
            guard let output else { return nil }
            self.output = output
        }
    }
}
