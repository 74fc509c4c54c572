import Bezel
import Foundation

/// A run's events as the command line shows them: diagnostics and the lock wait on standard
/// error, the progress line (`ProgressReporter`) while units render when `showsProgress`, and
/// what a watch looks at unless `quiet`.
final class CommandSink: RunSink, @unchecked Sendable {
    let io: CommandIO
    let showsProgress: Bool
    let quiet: Bool
    private let lock = NSLock()
    private var progress: ProgressReporter?

    init(io: CommandIO, showsProgress: Bool = false, quiet: Bool = false) {
        self.io = io
        self.showsProgress = showsProgress
        self.quiet = quiet
    }

    func receive(_ event: RunEvent) {
        switch event {
        case .diagnostics(let diagnostics): io.report(diagnostics)
        case .waitingForLock(let folder, let holder):
            io.err("waiting for another bezel run\(holder.map { " (pid \($0))" } ?? "") that writes into \(folder)…\n")
        case .started(let units):
            lock.lock(); progress = ProgressReporter(io: io, total: units, enabled: showsProgress); lock.unlock()
        case .finished(let buttons, let sheets): current?.finished(buttons: buttons, sheets: sheets)
        case .ended: current?.finish()
        case .watching(let files):
            SignalCleanup.watchStarted()
            if !quiet { io.err("watching \(files) files for changes (Ctrl-C ends)\n") }
        }
    }

    private var current: ProgressReporter? { lock.lock(); defer { lock.unlock() }; return progress }
}
