import BezelCore
import Dispatch
import Foundation
import Glibc

/// What this process has put on disk and not finished: temporary files, folders it created and
/// its output-folder lock files. When SIGINT or SIGTERM arrives (after `install()`), a handler on a
/// dedicated dispatch queue (not in signal context) takes the registry's lock, removes them all
/// and exits with 130 or 143 without releasing the lock, so no worker creates or renames another
/// file after the clean-up. Units already renamed into place are complete; a re-run finishes the rest.
public final class SignalCleanup: @unchecked Sendable {
    package static let shared = SignalCleanup()

    private let lock = NSLock()
    private var temporaries: Set<String> = []
    private var folders: [String] = []
    private var lockFiles: Set<String> = []
    private var counter = 0
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    /// The run is stopping; no new temporary file is created.
    package struct Interrupted: Error {}

    /// Ignores SIGXFSZ (so a file-size limit makes `write` fail with EFBIG, which is reported,
    /// instead of killing the process) and installs the SIGINT/SIGTERM clean-up. A signal the
    /// parent set to be ignored stays ignored. For the `bezel` executable; tests run commands
    /// in-process without it.
    public static func install() {
        signal(SIGXFSZ, SIG_IGN)
        let queue = DispatchQueue(label: "bezel.signals")
        for sig in [SIGINT, SIGTERM] {
            if let previous = signal(sig, SIG_IGN), unsafeBitCast(previous, to: Int.self) == 1 { continue }
            let source = DispatchSource.makeSignalSource(signal: sig, queue: queue)
            source.setEventHandler { shared.stop(signal: sig) }
            source.resume()
            sources.append(source)
        }
    }

    /// Creates a temporary file beside `target` (`.<name>.<pid>.<n>.tmp`, unique in this process)
    /// with `O_EXCL | O_NOFOLLOW`; returns its path and descriptor, or the `errno` of `open`.
    package func createTemporary(beside target: String) throws(Interrupted) -> (path: String, fd: Int32, code: Int32) {
        lock.lock(); defer { lock.unlock() }
        guard !stopping else { throw Interrupted() }
        let folder = ThemeFileSystem.folder(of: target)
        while true {
            counter += 1
            let path = folder + "/.\((target as NSString).lastPathComponent).\(getpid()).\(counter).tmp"
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if fd < 0, errno == EEXIST { continue } // left by an earlier process with this pid
            let code = fd < 0 ? errno : 0
            if fd >= 0 { temporaries.insert(path) }
            return (path, fd, code)
        }
    }

    /// Deletes a temporary file of this run.
    package func removeTemporary(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        unlink(path)
        temporaries.remove(path)
    }

    /// Runs `body` (renames of finished files into place) with the registry locked, so a signal
    /// clean-up waits until every file of the batch is in place; `finished` temporaries are forgotten.
    package func commit<T>(forgetting finished: [String], _ body: () -> T) -> T {
        lock.lock(); defer { lock.unlock() }
        let result = body()
        for path in finished { temporaries.remove(path) }
        return result
    }

    /// Remembers a folder this run created (removed on a signal when it is still empty).
    package func folderCreated(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        folders.append(path)
    }

    /// Runs `body` with the registry locked, so that a signal clean-up waits until it is done;
    /// `body` registers a lock file it took with the function it is given (`RunLock` creates and
    /// takes its lock file inside, so a signal never finds it taken but not yet registered).
    package func registering<T>(_ body: (_ held: (String) -> Void) -> T) -> T {
        lock.lock(); defer { lock.unlock() }
        return body { lockFiles.insert($0) }
    }

    /// Forgets a lock file this run released (`registering` remembers the ones it takes).
    package func forgetLockFile(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        lockFiles.remove(path)
    }

    private var stopping = false

    /// Removes this run's temporary files, its empty new folders and its lock files, says so on
    /// standard error and exits with 128 + `signal`. The lock stays taken until the exit.
    private func stop(signal: Int32) -> Never {
        lock.lock()
        stopping = true
        for path in temporaries { unlink(path) }
        for path in folders.reversed() { rmdir(path) }
        for path in lockFiles { unlink(path) }
        let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
        let message = "bezel: stopped by \(name): removed \(temporaries.count) temporary file\(temporaries.count == 1 ? "" : "s"); "
            + "files already in place are complete; run again to finish\n"
        _ = message.withCString { Glibc.write(2, $0, strlen($0)) }
        _exit(128 + signal)
    }
}
