extension CommandSpec {
    /// The one way every command reports mistakes in its command line: each problem as
    /// `Error: …`, then the usage line and where the help is; exit code 2.
    func usageFailure(_ problems: [String], io: CommandIO) -> ExitCode {
        io.err(problems.map { "Error: \($0)" }.joined(separator: "\n")
               + "\nUsage: \(usage)\nSee 'bezel \(name) --help' for more information.\n")
        return .badInput
    }
}
