import BezelCore
import Foundation
import Glibc

/// Paths inside one output folder (the root), resolved without following symbolic links below it.
/// The root is the folder the user named, used as given (it may itself be, or lie under, a link).
/// Below it, every part of a path Bezel writes or deletes is checked with `lstat`: a symbolic link
/// is refused wherever it points (docs/cli.md, "Conventions"), so nothing is written or deleted
/// outside the root.
package struct SafePath: Sendable {
    package let root: String

    /// `root` without a trailing `/` (except `/` itself).
    package init(root: String) { self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root }

    /// What `lstat` finds at a path.
    package enum Kind: Equatable { case missing, file, folder, link, other, unreadable(Int32) }

    package static func kind(_ path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT ? .missing : .unreadable(errno) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// The parts of `relative`, a path that stays inside the root (`OutputFile.staysInside`).
    package static func parts(_ relative: String) throws(OutputError) -> [String] {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard OutputFile.staysInside(relative) else {
            throw OutputError(path: relative, message: "refusing to write outside the output folder")
        }
        return parts
    }

    /// The full path of `relative` (a `/`-separated path below the root). Every folder on the way
    /// must be a real folder, not a symbolic link; missing ones are created when `creating` (and
    /// appended to `created`, outermost first), else nil is returned. The last part is not checked.
    package func resolve(_ relative: String, creating: Bool, created: inout [String]) throws(OutputError) -> String? {
        let parts = try Self.parts(relative)
        var path = root
        for part in parts.dropLast() {
            path += "/" + part
            switch Self.kind(path) {
            case .folder: continue
            case .missing:
                guard creating else { return nil }
                if mkdir(path, 0o755) != 0 {
                    let code = errno
                    if code == EEXIST, Self.kind(path) == .folder { continue } // another run made it
                    throw OutputError.system(path, "cannot create folder", code)
                }
                created.append(path)
                PendingFiles.shared.folderCreated(path)
            case .link: throw Self.linkRefused(path)
            case .unreadable(let code): throw OutputError.system(path, "cannot look at it", code)
            case .file, .other: throw OutputError(path: path, message: "is a file, not a folder: cannot write \(relative) below it")
            }
        }
        return path + "/" + parts.last!
    }

    package static func linkRefused(_ path: String) -> OutputError {
        OutputError(path: path, message: "is a symbolic link; bezel never writes or deletes through a symbolic link inside the output folder")
    }

    /// Creates the root folder and the missing folders above it (following links there: the user
    /// named that path) and returns those it created, outermost first. A root that is a file, or
    /// that cannot be created, is an error with the system's reason.
    @discardableResult
    package func createRoot() throws(OutputError) -> [String] {
        guard !root.isEmpty else { throw OutputError(path: "''", message: "an empty path names no folder") }
        var missing: [String] = []
        var path = root
        var info = stat()
        while stat(path, &info) != 0 {
            guard errno == ENOENT else { throw OutputError.system(path, "cannot look at it", errno) }
            missing.append(path)
            let parent = ThemeFileSystem.folder(of: path)
            guard !parent.isEmpty, parent != path else { break }
            path = parent
        }
        if missing.isEmpty, info.st_mode & S_IFMT != S_IFDIR {
            throw OutputError(path: root, message: "is a file, not a folder")
        }
        var created: [String] = []
        for folder in missing.reversed() {
            guard mkdir(folder, 0o755) != 0 else {
                created.append(folder)
                PendingFiles.shared.folderCreated(folder)
                continue
            }
            let code = errno
            if code == EEXIST, stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { continue }
            for path in created.reversed() { rmdir(path) }
            throw OutputError.system(folder, code == EEXIST || code == ENOTDIR ? "is a file, not a folder" : "cannot create folder", code)
        }
        return created
    }

    /// Deletes the file `relative` (never a symbolic link, nor through one); a missing file is no error.
    package func removeFile(_ relative: String) throws(OutputError) {
        var none: [String] = []
        guard let path = try resolve(relative, creating: false, created: &none) else { return }
        switch Self.kind(path) {
        case .missing: return
        case .file: if unlink(path) != 0, errno != ENOENT { throw OutputError.system(path, "cannot delete", errno) }
        case .link: throw Self.linkRefused(path)
        default: throw OutputError(path: path, message: "is not a file: not deleted")
        }
    }

    /// Deletes the folder `relative` if it is a real folder and empty.
    package func removeFolderIfEmpty(_ relative: String) throws(OutputError) {
        var none: [String] = []
        guard let path = try resolve(relative, creating: false, created: &none), Self.kind(path) == .folder else { return }
        rmdir(path)
    }

    /// The files and folders below the folder `relative` (paths relative to it, each folder before
    /// its contents, sorted); empty when it does not exist. A symbolic link anywhere is refused.
    package func tree(_ relative: String) throws(OutputError) -> [(path: String, isFolder: Bool)] {
        var none: [String] = []
        guard let top = try resolve(relative, creating: false, created: &none) else { return [] }
        switch Self.kind(top) {
        case .missing: return []
        case .folder: break
        case .link: throw Self.linkRefused(top)
        default: throw OutputError(path: top, message: "is a file, not a folder")
        }
        var found: [(path: String, isFolder: Bool)] = []
        func walk(_ prefix: String) throws(OutputError) {
            let names: [String]
            do { names = try FileManager.default.contentsOfDirectory(atPath: top + prefix).sorted() } catch {
                throw OutputError(path: top + prefix, message: "cannot be listed")
            }
            for name in names {
                let item = prefix + "/" + name
                switch Self.kind(top + item) {
                case .folder: found.append((String(item.dropFirst()), true)); try walk(item)
                case .link: throw Self.linkRefused(top + item)
                default: found.append((String(item.dropFirst()), false))
                }
            }
        }
        try walk("")
        return found
    }

    /// Whether `path` is `folder` or inside it, after resolving `.`, `..` and symbolic links of
    /// the parts that exist.
    package static func isInside(_ path: String, _ folder: String) -> Bool {
        func resolved(_ p: String) -> String { URL(fileURLWithPath: p).standardizedFileURL.resolvingSymlinksInPath().path }
        let p = resolved(path), f = resolved(folder)
        return p == f || p.hasPrefix(f.hasSuffix("/") ? f : f + "/")
    }
}
