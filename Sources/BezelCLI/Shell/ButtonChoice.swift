import Bezel

/// Which button `inspect` and `simulate` look at: `--button` (required), in `--mode` and `--locale`,
/// in the state the command's state option names (`inspect --state`, `simulate --initial-state`).
/// The options are declared here once; each command places them in its spec and says them in its
/// own words where they differ (`help`).
struct ButtonChoice {
    /// `--button <name>`, required.
    static func buttonSpec(help: String) -> OptionSpec {
        OptionSpec(.button, short: "b", value: "name", help: help, required: true)
    }
    /// `--mode <mode>`.
    static let modeSpec = OptionSpec(.mode, value: "mode", help: "A mode of the theme, e.g. dark.")
    /// `--locale <locale>`.
    static func localeSpec(help: String) -> OptionSpec { OptionSpec(.locale, value: "locale", help: help) }
    /// The state option `name` (`<state>`, e.g. selected+highlighted).
    static func stateSpec(_ name: OptionName, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name, short: short, value: "state", help: help)
    }

    let button: String
    /// The mode (nil: the base theme).
    let mode: String?
    /// The locale whose titles to use (nil: the base titles).
    let locale: String?
    /// The state the state option names, if given.
    let state: ControlState?

    /// Reads the options, the state from `stateOption`; nil without `--button` (a mistake the spec's
    /// `required` reports), and an unknown state is a mistake.
    init?(_ args: inout OptionReader, state stateOption: OptionName) {
        let button = args.value(.button)
        state = args.state(stateOption)
        mode = args.value(.mode)
        locale = args.value(.locale)
        guard let button else { return nil }
        self.button = button
    }
}
