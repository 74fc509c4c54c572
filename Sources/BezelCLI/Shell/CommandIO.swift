import Foundation
import Bezel

/// Where a command writes: standard output and standard error, replaceable in tests. Writes go
/// through a lock so parallel work never interleaves lines.
public final class CommandIO: @unchecked Sendable {
    private let lock = NSLock()
    private let writeOut: (String) -> Void
    private let writeErr: (String) -> Void
    /// Environment variables the commands read (`CI`).
    public let environment: [String: String]
    /// Whether standard error is a terminal (progress bars, colour).
    public let stderrIsTerminal: Bool

    public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void,
                environment: [String: String] = ProcessInfo.processInfo.environment, stderrIsTerminal: Bool = false) {
        self.writeOut = out; self.writeErr = err; self.environment = environment; self.stderrIsTerminal = stderrIsTerminal
    }

    /// The process's real standard output and error.
    public static func standard() -> CommandIO {
        CommandIO(out: { FileHandle.standardOutput.write(Data($0.utf8)) },
                  err: { FileHandle.standardError.write(Data($0.utf8)) },
                  stderrIsTerminal: isatty(2) == 1)
    }

    /// Writes to standard output.
    public func out(_ s: String) { lock.lock(); writeOut(s); lock.unlock() }

    /// Values kept alive as long as this IO (`keepUntilEnd`).
    private var kept: [Any] = []

    /// Keeps `value` alive as long as this IO. The process's IO lives until the process exits, so
    /// a command's large result (a render's decoded and prepared themes) is not taken apart object
    /// by object just before the system frees the whole process at once; a test's IO lets it go
    /// with itself.
    func keepUntilEnd(_ value: Any) { lock.lock(); kept.append(value); lock.unlock() }
    /// Writes to standard error, with control and bidi characters escaped (line feeds kept), so
    /// text from an input can never act on the terminal.
    public func err(_ s: String) {
        let safe = UntrustedText.shown(s, keepingNewlines: true)
        lock.lock(); writeErr(safe); lock.unlock()
    }
    /// Writes Bezel's own terminal control sequences (the progress bar) to standard error as they are.
    func errControl(_ s: String) { lock.lock(); writeErr(s); lock.unlock() }
    /// Prints each diagnostic on its own line to standard error, its advice in the command line's
    /// terms (`Advice.cliWording`).
    public func report(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        err(diagnostics.map { $0.description(wordingAdvice: \.cliWording) }.joined(separator: "\n") + "\n")
    }
}
