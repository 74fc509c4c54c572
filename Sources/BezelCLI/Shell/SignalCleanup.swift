import Bezel
import Dispatch
import Foundation
import Glibc

/// The `bezel` executable's answer to SIGINT and SIGTERM (after `install()`): a handler on a
/// dedicated dispatch queue (not in signal context) has the library remove what the run left
/// unfinished (`PendingFiles.abandon()`: temporary files, empty new folders, lock files), says so on
/// standard error and exits with 130 or 143. Tests run commands in-process without it.
enum SignalCleanup {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
    private static let watchLock = NSLock()
    nonisolated(unsafe) private static var watching = false

    /// A `render --watch` has rendered and looks at its files: a signal that then finds nothing
    /// being written just ends the watch.
    static func watchStarted() {
        watchLock.lock(); watching = true; watchLock.unlock()
    }

    /// Ignores SIGXFSZ (so a file-size limit makes `write` fail with EFBIG, which is reported,
    /// instead of killing the process) and installs the SIGINT/SIGTERM clean-up. A signal the
    /// parent set to be ignored stays ignored.
    static func install() {
        signal(SIGXFSZ, SIG_IGN)
        let queue = DispatchQueue(label: "bezel.signals")
        for sig in [SIGINT, SIGTERM] {
            if let previous = signal(sig, SIG_IGN), unsafeBitCast(previous, to: Int.self) == 1 { continue }
            let source = DispatchSource.makeSignalSource(signal: sig, queue: queue)
            source.setEventHandler { stop(signal: sig) }
            source.resume()
            sources.append(source)
        }
    }

    /// Removes what the run left unfinished, says so and exits with 128 + `signal`; a watch that
    /// was writing nothing just says it ended.
    private static func stop(signal: Int32) -> Never {
        let found = PendingFiles.shared.abandon()
        let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
        watchLock.lock(); let watch = watching; watchLock.unlock()
        let removed = found.temporaryFiles
        let message = watch && !found.wasWriting ? "bezel: watch ended (\(name)); every file in place is complete\n"
            : "bezel: stopped by \(name): removed \(removed) temporary file\(removed == 1 ? "" : "s"); "
                + "files already in place are complete; run again to finish\n"
        _ = message.withCString { Glibc.write(2, $0, strlen($0)) }
        _exit(128 + signal)
    }
}
