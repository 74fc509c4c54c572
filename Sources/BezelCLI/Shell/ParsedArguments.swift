/// A command line split against a `CommandSpec` (`CommandLineParser`): positional arguments, the
/// values of each option and the flags given. Commands never read it: their options are read
/// from it once, by an `OptionReader`, into typed values.
public struct ParsedArguments: Sendable {
    public var positionals: [String] = []
    /// Every value given for each option (by long name), in order.
    public var values: [String: [String]] = [:]
    public var flags: Set<String> = []

    /// Whether the option `name` was given, as a flag or with a value.
    func isGiven(_ name: OptionName) -> Bool { values[name.rawValue] != nil || flags.contains(name.rawValue) }
}
