import Foundation
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

#if canImport(Glibc)
private let systemRead = Glibc.read
#else
private let systemRead = Darwin.read
#endif

/// Why `RegularFile.read` refused a path.
public enum RegularFileError: Error, Equatable, CustomStringConvertible {
    /// The path exists but is a folder, a device, a FIFO or a socket (symlinks are followed first).
    case notRegular(path: String, kind: String)
    /// The file is larger than the caller accepts.
    case tooLarge(path: String, bytes: Int, limit: Int)
    /// open, fstat or read failed (`reason` is the system's message).
    case unreadable(path: String, reason: String)
    /// A symbolic link inside a folder read as a tree (`FolderTree`), never read through.
    case symbolicLink(path: String)

    /// The path the error is about.
    public var path: String {
        switch self {
        case let .notRegular(path, _), let .tooLarge(path, _, _), let .unreadable(path, _), let .symbolicLink(path): path
        }
    }

    /// What is wrong, without the path.
    public var reason: String {
        switch self {
        case let .notRegular(_, kind): "is \(kind), not a regular file"
        case let .tooLarge(_, bytes, limit): "is \(bytes) bytes, over the limit of \(limit) bytes"
        case let .unreadable(_, reason): "cannot be read: \(reason)"
        case .symbolicLink: "is a symbolic link; bezel never reads through one below the folder it was given"
        }
    }

    public var description: String { "\(path): \(reason)" }
}

/// Reads files that come from users (inputs, baseline metadata) only when they are regular files
/// of a bounded size, so that a folder, `/dev/zero`, a FIFO or a symlink to one is refused instead
/// of read forever or silently taken as empty. The file is opened first and then examined with
/// `fstat`, so what is checked is what is read.
public enum RegularFile {
    /// The bytes of the regular file at `path` (symlinks followed), or nil when nothing is there.
    /// Throws when the path is something else, larger than `limit` bytes, or unreadable.
    public static func read(_ path: String, limit: Int) throws(RegularFileError) -> Data? {
        // O_NONBLOCK: opening a FIFO must not wait for a writer.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(fd) }
        return try read(descriptor: fd, path: path, limit: limit)
    }

    /// The bytes of the open file `fd` (named `path` in errors) when it is a regular file of at
    /// most `limit` bytes.
    static func read(descriptor fd: Int32, path: String, limit: Int) throws(RegularFileError) -> Data {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notRegular(path: path, kind: kind(info.st_mode)) }
        let size = Int(info.st_size)
        guard size <= limit else { throw .tooLarge(path: path, bytes: size, limit: limit) }
        var data = Data(count: size)
        var done = 0
        while done < size {
            let n = data.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress! + done, size - done) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                throw .unreadable(path: path, reason: n == 0 ? "the file shrank while being read" : String(cString: strerror(errno)))
            }
            done += n
        }
        return data
    }

    /// "a folder", "a character device", … for a `st_mode`.
    static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        default: "something else"
        }
    }
}
