import BezelCore
import Foundation
import Glibc

/// Writes a set of files into one folder all or nothing, for the library (`ThemeFile.render(into:)`):
/// every file goes to a temporary file beside its target (`.<name>.<pid>.<uuid>.tmp`, created with
/// `O_EXCL | O_NOFOLLOW`), and only when all are written are they renamed into place. On a failure
/// the temporary files, the files already renamed and the folders it created are removed, and the
/// error names the path and the system's reason. A symbolic link on the way below the folder is
/// refused. Unlike the CLI's writer it takes no lock on the folder and installs no signal handler.
struct OutputFolderWriter {
    let root: String

    /// Writes `files` (paths relative to `root`, `/`-separated, no `.` or `..`).
    func writeAll(_ files: [OutputFile]) throws(Diagnostics) {
        var staged: [(temporary: String, target: String)] = []
        var created: [String] = []
        func undo() {
            for file in staged { unlink(file.temporary) }
            for folder in created.reversed() { rmdir(folder) }
        }
        do throws(Diagnostics) {
            try makeFolder(root, created: &created)
            for file in files {
                let target = try prepare(file.path, created: &created)
                let unique = "\(getpid()).\(UUID().uuidString)"  // two writers in one process never share a name
                let temporary = ThemeFileSystem.folder(of: target) + "/." + (target as NSString).lastPathComponent + ".\(unique).tmp"
                staged.append((temporary, target))
                try write(file.data, to: temporary)
            }
            for (i, file) in staged.enumerated() where rename(file.temporary, file.target) != 0 {
                let failure = Self.failure(file.target, "cannot move the finished file into place", errno)
                for done in staged[..<i] { unlink(done.target) }
                staged = Array(staged[i...])
                throw failure
            }
        } catch {
            undo()
            throw error
        }
    }

    /// The full path of `relative`, its folders created (and recorded) where missing; a link,
    /// or a folder where the file goes, is an error.
    private func prepare(_ relative: String, created: inout [String]) throws(Diagnostics) -> String {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !relative.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
            throw Self.refusal(relative, "refusing to write outside the output folder")
        }
        var path = root
        for part in parts.dropLast() {
            path += "/" + part
            try makeFolder(path, created: &created)
        }
        path += "/" + parts.last!
        var info = stat()
        if lstat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFLNK: throw Self.refusal(path, "is a symbolic link: refusing to write through it")
            case S_IFDIR: throw Self.refusal(path, "is a folder: cannot write a file there")
            default: break
            }
        }
        return path
    }

    /// Creates `path` when missing; an existing link or file there is an error.
    private func makeFolder(_ path: String, created: inout [String]) throws(Diagnostics) {
        var info = stat()
        if lstat(path, &info) == 0 {
            let kind = info.st_mode & S_IFMT
            if kind == S_IFDIR { return }
            // The root itself may be a link the user named; below it, links are refused.
            if kind == S_IFLNK && path == root, stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return }
            throw Self.refusal(path, kind == S_IFLNK ? "is a symbolic link: refusing to write through it" : "is a file, not a folder")
        }
        if path != root { try makeFolder(ThemeFileSystem.folder(of: path), created: &created) }
        guard mkdir(path, 0o755) == 0 else { throw Self.failure(path, "cannot create the folder", errno) }
        created.append(path)
    }

    /// Writes all of `data` to a new file at `path` (never through a link).
    private func write(_ data: Data, to path: String) throws(Diagnostics) {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Self.failure(path, "cannot write file", errno) }
        var code: Int32 = data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 { if errno == EINTR { continue }; return errno }
                offset += n
            }
            return 0
        }
        if close(fd) != 0, code == 0, errno != EINTR { code = errno }
        if code != 0 { unlink(path); throw Self.failure(path, "cannot write file", code) }
    }

    private static func failure(_ path: String, _ action: String, _ code: Int32) -> Diagnostics {
        refusal(path, "\(action): \(String(cString: strerror(code)))")
    }

    private static func refusal(_ path: String, _ message: String) -> Diagnostics {
        Diagnostics([Diagnostic(file: path, path: "", message: message)])
    }
}
