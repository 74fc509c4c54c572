import Bezel

extension ValidateCommand {
    /// `validate`'s command line as typed values: the inputs and what they are checked with.
    struct Options: CommandOptions {
        let inputs: [String]
        /// Also check WCAG contrast.
        let contrast: Bool
        /// Warnings count as errors.
        let strict: Bool
        /// The sheet size limit render will be run with.
        let maxSheetSize: Int
        /// The accessibility variants to check (nil: each theme's own).
        let accessibility: [AccessibilitySettings]?
        let allowsOutsidePaths: Bool
        let quiet: Bool
        /// Where Interface Builder documents' asset catalogs, fonts and symbols are.
        let interfaceBuilder: InterfaceBuilderOptions

        init?(_ args: inout OptionReader) {
            inputs = args.positionals
            contrast = args.flag(.contrast)
            strict = args.flag(.strict)
            maxSheetSize = args.int(.maxSheetSize, in: PackingOptions.maxSheetSizeRange) ?? PackingOptions().maxSheetSize
            accessibility = AccessibilityOptions(&args).variants
            allowsOutsidePaths = args.flag(.allowOutsidePaths)
            quiet = args.flag(.quiet)
            interfaceBuilder = InterfaceBuilderOptionGroup.read(&args)
        }
    }
}
