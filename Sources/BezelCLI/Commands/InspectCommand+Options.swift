import Bezel

extension InspectCommand {
    /// `inspect`'s command line as typed values: the theme file, the button and what to print of it.
    struct Options: CommandOptions {
        let file: String
        let choice: ButtonChoice
        /// The pixel grid to lay out on (1 unless `--scale`).
        let scale: Double
        /// The one accessibility variant to inspect.
        let accessibility: AccessibilitySettings
        let explain: Bool
        let json: Bool
        let allowsOutsidePaths: Bool
        /// Where Interface Builder documents' asset catalogs, fonts and symbols are.
        let interfaceBuilder: InterfaceBuilderOptions

        init?(_ args: inout OptionReader) {
            let file = args.positionals.first
            let choice = ButtonChoice(&args, state: .state)
            var scale = 1.0
            if let text = args.value(.scale) {
                if let value = Double(text), value.isFinite, value > 0, value <= 16 { scale = value } else {
                    args.mistake("--scale: expected a number above 0 and at most 16, found '\(UntrustedText.shown(text, limit: 40))'")
                }
            }
            self.scale = scale
            accessibility = AccessibilityOptions.single(&args)
            explain = args.flag(.explain)
            json = args.flag(.json)
            allowsOutsidePaths = args.flag(.allowOutsidePaths)
            interfaceBuilder = InterfaceBuilderOptionGroup.read(&args)
            guard let file, let choice else { return nil }
            self.file = file
            self.choice = choice
        }
    }
}
