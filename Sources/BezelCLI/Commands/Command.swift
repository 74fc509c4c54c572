/// A bezel command: its declaration, its typed options, and what it does with them.
protocol Command {
    associatedtype Options: CommandOptions
    static var spec: CommandSpec { get }
    /// Runs the command with options the validation accepted: calls the library, prints, and says
    /// how it ended.
    static func run(_ options: Options, io: CommandIO) -> ExitCode
}
