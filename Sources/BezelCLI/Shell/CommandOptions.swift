/// A command's options as typed values, read from its command line in one place (`init`, in the
/// command's `+Options` file) and validated there, so that `run` takes them and looks nothing up by
/// name.
protocol CommandOptions {
    /// Reads every option of the command through `args`; nil when the command line has a mistake,
    /// each of which is added to `args` (all of them, not only the first).
    init?(_ args: inout OptionReader)
}

extension CommandOptions {
    /// The validation step: the options of `parsed`, or every mistake in the command line together —
    /// a missing argument or required option, a value out of range or not allowed, an unknown state,
    /// options that conflict — in the order the spec declares and the options are read.
    static func validate(_ parsed: ParsedArguments, spec: CommandSpec) -> Result<Self, UsageError> {
        var reader = OptionReader(parsed, spec: spec)
        let options = Self(&reader)
        guard let options, reader.mistakes.isEmpty else { return .failure(UsageError(reader.mistakes)) }
        return .success(options)
    }

    /// The options `init` reads (for the check that a command reads exactly what it declares).
    static func optionsRead(spec: CommandSpec) -> Set<OptionName> {
        var reader = OptionReader(ParsedArguments(), spec: spec)
        _ = Self(&reader)
        return reader.read
    }
}
