/// The exit codes of every bezel command (docs/cli.md).
public enum ExitCode: Int32, Sendable {
    /// Success.
    case success = 0
    /// A verification or comparison found differences.
    case differences = 1
    /// Bad usage or bad input; nothing was written.
    case badInput = 2
    /// An internal failure.
    case internalFailure = 3
}
