/// A registered command: its declaration, and its run from a parsed command line: validate the
/// options (every mistake reported the one way, `CommandSpec.usageFailure`), then run with them.
struct CommandEntry: Sendable {
    let spec: CommandSpec
    let run: @Sendable (ParsedArguments, CommandIO) -> ExitCode
    /// The options the command's `Options` reads.
    let optionsRead: @Sendable () -> Set<OptionName>

    init<C: Command>(_ command: C.Type) {
        spec = C.spec
        run = { parsed, io in
            switch C.Options.validate(parsed, spec: C.spec) {
            case .success(let options): C.run(options, io: io)
            case .failure(let error): C.spec.usageFailure(error.messages, io: io)
            }
        }
        optionsRead = { C.Options.optionsRead(spec: C.spec) }
    }
}
