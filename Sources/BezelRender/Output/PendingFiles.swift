import BezelCore
import Foundation
import Glibc

/// What this process has put on disk and not finished: temporary files, folders it created and
/// its output-folder lock files. The writers (`AtomicFileWriter`, `SafePath`, `RunLock`) register
/// here; the executable's signal handler (`SignalCleanup`, in the command line) calls `abandon()`
/// when SIGINT or SIGTERM arrives, which removes them all and keeps the registry locked, so no
/// worker creates or renames another file before the process exits. Units already renamed into
/// place are complete; a re-run finishes the rest. The library installs no signal handler.
package final class PendingFiles: @unchecked Sendable {
    package static let shared = PendingFiles()

    private let lock = NSLock()
    private var temporaries: Set<String> = []
    private var folders: [String] = []
    private var lockFiles: Set<String> = []
    private var counter = 0

    /// The run is stopping; no new temporary file is created.
    package struct Interrupted: Error {}

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

    /// What `abandon()` found: how many temporary files it removed, and whether the run was
    /// writing (a temporary file or an output folder's lock held); when not, nothing was in progress.
    package struct Abandoned: Sendable {
        package var temporaryFiles: Int
        package var wasWriting: Bool
    }

    /// Removes this run's temporary files, its empty new folders and its lock files and says what
    /// it found. The registry stays locked from then on: the caller is about to exit (the lock
    /// files' locks are held until it does).
    package func abandon() -> Abandoned {
        lock.lock()
        stopping = true
        for path in temporaries { unlink(path) }
        for path in folders.reversed() { rmdir(path) }
        for path in lockFiles { unlink(path) }
        return Abandoned(temporaryFiles: temporaries.count, wasWriting: !temporaries.isEmpty || !lockFiles.isEmpty)
    }
}
