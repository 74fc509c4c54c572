/// The exit codes of every bezel command (docs/cli.md); also the failure of a step whose message
/// is already printed, so a command returns it as it is.
public enum ExitCode: Int32, Sendable, Error {
    /// Success.
    case success = 0
    /// A verification or comparison found differences.
    case differences = 1
    /// Bad usage or bad input; nothing was written.
    case badInput = 2
    /// An internal failure, or output that cannot be written (the system's reason is printed).
    case internalFailure = 3

    /// Output that cannot be written: a full disk, a file-size limit, a read-only file system, a
    /// permission, a symbolic link in the way (the same code as `internalFailure`).
    static let cannotWrite = ExitCode.internalFailure
}
