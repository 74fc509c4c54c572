import BezelCore
import Foundation
import Glibc

/// An advisory lock on an output folder, so that two bezel runs writing into one folder (a common
/// CI accident) take turns instead of failing each other: `flock` on `<folder>/.bezel.lock`. A run
/// that finds the lock taken says which process holds it and waits; the lock file holds the
/// holder's pid and is deleted on release (and by the signal clean-up).
package final class RunLock {
    package static let fileName = ".bezel.lock"
    package let path: String
    private var fd: Int32
    /// The folders `acquire` created for the output folder, removed on release when still empty.
    private let created: [String]

    private init(path: String, fd: Int32, created: [String]) { self.path = path; self.fd = fd; self.created = created }

    /// Creates `folder` when missing and takes its lock, waiting (after telling `sink`
    /// `.waitingForLock`) while another process holds it.
    package static func acquire(_ folder: SafePath, sink: any RunSink) throws(OutputError) -> RunLock {
        let created = try folder.createRoot()
        let path = folder.root + "/" + fileName
        var waited = false
        while true {
            if SafePath.kind(path) == .link { throw SafePath.linkRefused(path) }
            // Created, locked and registered for the signal clean-up in one step.
            let fd: Int32
            switch PendingFiles.shared.registering({ held in attempt(path, held) }) {
            case .taken(let taken): return RunLock(path: path, fd: taken, created: created)
            case .replaced: continue
            case .busy(let busy): fd = busy
            case .failed(let code):
                for path in created.reversed() { rmdir(path) }
                throw OutputError.system(path, "cannot create the lock file", code)
            }
            if !waited {
                let holder = (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
                sink.receive(.waitingForLock(folder: folder.root, holder: holder.isEmpty ? nil : holder))
                waited = true
            }
            while flock(fd, LOCK_EX) != 0 {
                guard errno == EINTR else { let code = errno; close(fd); throw OutputError.system(path, "cannot lock", code) }
            }
            if PendingFiles.shared.registering({ claim(fd, path, $0) }) { return RunLock(path: path, fd: fd, created: created) }
        }
    }

    /// What one try at the lock file found.
    private enum Attempt {
        /// Locked and claimed: the descriptor holds the lock.
        case taken(Int32)
        /// Another process holds the lock: the descriptor to wait on.
        case busy(Int32)
        /// The file was replaced while it was locked: try the new one.
        case replaced
        /// The file could not be opened (the system's error code).
        case failed(Int32)
    }

    /// Opens (creating) the lock file at `path` and tries to lock it without waiting.
    private static func attempt(_ path: String, _ held: (String) -> Void) -> Attempt {
        let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return .failed(errno) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { return .busy(fd) }
        return claim(fd, path, held) ? .taken(fd) : .replaced
    }

    /// Whether the locked `fd` is still the file at `path` (the holder deletes the file on release,
    /// and a lock on a deleted file locks nothing): then writes this process's id into it and
    /// registers it with `held`; else closes `fd`.
    private static func claim(_ fd: Int32, _ path: String, _ held: (String) -> Void) -> Bool {
        var locked = stat(), current = stat()
        guard fstat(fd, &locked) == 0, stat(path, &current) == 0, locked.st_ino == current.st_ino, locked.st_dev == current.st_dev else {
            close(fd)
            return false
        }
        let pid = "\(getpid())\n"
        _ = ftruncate(fd, 0)
        _ = pid.withCString { pwrite(fd, $0, strlen($0), 0) }
        held(path)
        return true
    }

    /// Deletes the lock file and releases the lock; removes the output folder again when this run
    /// created it and wrote nothing into it.
    package func release() {
        guard fd >= 0 else { return }
        PendingFiles.shared.forgetLockFile(path)
        unlink(path)
        close(fd)
        fd = -1
        for path in created.reversed() { rmdir(path) }
    }

    deinit { release() }
}
