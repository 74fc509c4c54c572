extension VersionCommand {
    /// `version`'s command line as typed values.
    struct Options: CommandOptions {
        let json: Bool

        init?(_ args: inout OptionReader) {
            json = args.flag(.json)
        }
    }
}
