import BezelCore

/// What a run tells while it works, as values (the command line words them; a library user may
/// ignore them): the problems of its inputs, the lock it waits for, its progress, and what a watch
/// looks at.
public enum RunEvent: Sendable {
    /// Problems found while reading and checking the inputs (errors and warnings), in input order.
    case diagnostics([Diagnostic])
    /// Another process holds the lock of `folder` (`holder`: its process id, when the lock file
    /// names one); the run waits for it.
    case waitingForLock(folder: String, holder: String?)
    /// `count` units are about to be rendered.
    case started(units: Int)
    /// One unit is done (written, compared or failed), with the buttons and sheets it drew.
    case finished(buttons: Int, sheets: Int)
    /// Every unit of the run is done.
    case ended
    /// A watch has rendered and now looks at `files` for changes.
    case watching(files: Int)
}

/// Where a run's events go. Called from worker threads: an implementation serialises what it
/// prints.
public protocol RunSink: Sendable {
    func receive(_ event: RunEvent)
}

/// A sink that drops every event (`ThemeFile.render(into:)`).
public struct SilentRunSink: RunSink {
    public init() {}
    public func receive(_ event: RunEvent) {}
}
