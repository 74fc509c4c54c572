import BezelCore
import Foundation
import Glibc

/// Writes a set of files into one output folder all or nothing: each file's bytes go to a
/// temporary file beside its target (`PendingFiles` names and tracks it), and only when every one
/// is written are they renamed into place, together. A failure (a full disk, a file-size limit, a
/// read-only file system, a symbolic link in the way) removes this batch's temporary files, any
/// file it already renamed and the folders it created, and names the path and the system's reason.
/// Every path goes through `SafePath`, so nothing is written outside the root. Not thread-safe:
/// one writer per batch (per unit for `render`).
package final class AtomicFileWriter {
    package let folder: SafePath
    private var staged: [(temporary: String, target: String)] = []
    private var created: [String] = []
    private var cleanedFolders: Set<String> = []

    package init(root: String) { folder = SafePath(root: root) }

    /// Writes every file (paths relative to the root) and renames them into place; on failure
    /// nothing of this batch is left. The temporary files are opened in order, then filled on
    /// `jobs` threads (large batches: a render's pages), then renamed in order.
    /// `timing` gets the CPU time of opening, filling and renaming (`RenderTiming.Stage.write`).
    package func writeAll(_ files: [(path: String, data: Data)], jobs: Int = 1, timing: RenderTiming? = nil) throws(OutputError) {
        var opened: [(fd: Int32, target: String, data: Data)] = []
        do throws(OutputError) {
            try RenderTiming.measure(timing, .write) { () throws(OutputError) in
                created += try folder.createRoot()
                for file in files {
                    guard let (fd, target) = try open(file.path) else { continue }
                    opened.append((fd, target, file.data))
                }
            }
            let writing = opened, codes = Slots<Int32>(count: writing.count)
            opened = []  // each is closed by its write
            Parallel.forEach(writing.count, jobs: jobs) { i in
                codes[i] = RenderTiming.measure(timing, .write) { FileOutput.write(writing[i].data, closing: writing[i].fd) }
            }
            for (i, code) in codes.all.enumerated() where code != 0 {
                throw OutputError.system(writing[i].target, "cannot write file", code!)
            }
            try RenderTiming.measure(timing, .write) { () throws(OutputError) in try commit() }
        } catch {
            for file in opened { close(file.fd) }
            discard()
            throw error
        }
    }

    /// Opens a temporary file beside `relative` (creating folders) and stages it; nil when the
    /// path resolves to nothing to write.
    private func open(_ relative: String) throws(OutputError) -> (fd: Int32, target: String)? {
        var created: [String] = []
        defer { self.created += created }
        guard let target = try folder.resolve(relative, creating: true, created: &created) else { return nil }
        switch SafePath.kind(target) {
        case .link: throw SafePath.linkRefused(target)
        case .folder: throw OutputError(path: target, message: "is a folder: cannot write a file there")
        default: break
        }
        let parent = ThemeFileSystem.folder(of: target)
        if cleanedFolders.insert(parent).inserted { Self.removeStaleTemporaries(in: parent) }
        let temporary: (path: String, fd: Int32, code: Int32)
        do { temporary = try PendingFiles.shared.createTemporary(beside: target) } catch {
            throw OutputError(path: target, message: "not written: the run is stopping")
        }
        guard temporary.fd >= 0 else { throw OutputError.system(target, "cannot write file", temporary.code) }
        staged.append((temporary.path, target))
        return (temporary.fd, target)
    }

    /// Renames every staged file into place; a failed rename undoes the batch.
    package func commit() throws(OutputError) {
        let batch = staged
        let failure: OutputError? = PendingFiles.shared.commit(forgetting: batch.map(\.temporary)) {
            for (i, file) in batch.enumerated() where rename(file.temporary, file.target) != 0 {
                let error = OutputError.system(file.target, "cannot move the finished file into place", errno)
                for done in batch[..<i] { unlink(done.target) }
                for rest in batch[i...] { unlink(rest.temporary) }
                return error
            }
            return nil
        }
        staged = []
        if let failure {
            removeCreatedFolders()
            throw failure
        }
    }

    /// Removes this batch's temporary files and the folders it created (when empty).
    package func discard() {
        for file in staged { PendingFiles.shared.removeTemporary(file.temporary) }
        staged = []
        removeCreatedFolders()
    }

    private func removeCreatedFolders() {
        for path in created.reversed() { rmdir(path) }
        created = []
    }

    /// Removes temporary files (`.<name>.<pid>.<n>.tmp`) that an interrupted earlier run left in
    /// `folder`: only those of processes that no longer exist, so a concurrent run's stay.
    package static func removeStaleTemporaries(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            let parts = name.split(separator: ".")
            guard parts.count >= 4, let pid = pid_t(parts[parts.count - 3]), pid != getpid(),
                  kill(pid, 0) != 0, errno == ESRCH, SafePath.kind(folder + "/" + name) == .file else { continue }
            unlink(folder + "/" + name)
        }
    }
}
