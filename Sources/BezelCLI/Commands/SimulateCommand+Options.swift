import Bezel

extension SimulateCommand {
    /// `simulate`'s command line as typed values: the theme file, the button, the gesture script (as
    /// written: it is parsed with the theme, so that one run reports mistakes in both) and the output.
    struct Options: CommandOptions {
        let file: String
        let choice: ButtonChoice
        /// The `--events` script.
        let events: String
        let toggles: Bool
        let userInteractionEnabled: Bool
        let json: Bool
        /// The folder the filmstrip is written into, when asked.
        let renderFolder: String?
        let allowsOutsidePaths: Bool
        /// Where Interface Builder documents' asset catalogs, fonts and symbols are.
        let interfaceBuilder: InterfaceBuilderOptions

        init?(_ args: inout OptionReader) {
            let file = args.positionals.first
            renderFolder = args.outputPath(.render)
            let choice = ButtonChoice(&args, state: .initialState)
            let events = args.value(.events)
            toggles = args.flag(.toggles)
            userInteractionEnabled = !args.flag(.noUserInteraction)
            json = args.flag(.json)
            allowsOutsidePaths = args.flag(.allowOutsidePaths)
            interfaceBuilder = InterfaceBuilderOptionGroup.read(&args)
            if let state = choice?.state, state.contains(.hover) {
                args.mistake("--initial-state: hover is not a UIControl state: simulate follows UIKit's touch tracking, "
                             + "which has no pointer; inspect --state \(state.name) shows the hover look")
            }
            guard let file, let choice, let events else { return nil }
            self.file = file
            self.choice = choice
            self.events = events
        }
    }
}
