import Foundation
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A folder a command reads as a tree of files it did not make itself: `merge`'s shard folders,
/// a baseline's unit folders (`verify`, `record`, `approve`), `approve`'s report folder. The
/// folder named on the command line may itself be (or lie under) a symbolic link, but below it
/// nothing is read through one: each part of a path is opened with `O_NOFOLLOW` from the folder
/// above it (`openat`), so what is checked is what is read, and a link anywhere on the way is
/// refused wherever it points (`RegularFileError.symbolicLink`), as `render` refuses to write
/// through one (docs/cli.md, "Conventions").
public enum FolderTree {
    /// The bytes of the regular file `relative` (a `/`-separated path) below `root`; nil when
    /// nothing is there (also when a part of the way is a file, not a folder). Throws when a part of the way is a symbolic link, the file is not a
    /// regular file or is larger than `limit` bytes, or `relative` leaves the folder (`..`).
    public static func read(_ relative: String, in root: String, limit: Int) throws(RegularFileError) -> Data? {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !parts.isEmpty, !parts.contains(where: { $0 == "." || $0 == ".." }) else {
            throw .unreadable(path: root + "/" + relative, reason: "is not a path inside the folder")
        }
        var folder = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder < 0 {
            if errno == ENOENT { return nil }
            throw .unreadable(path: root, reason: String(cString: strerror(errno)))
        }
        var path = root
        for (i, part) in parts.enumerated() {
            path += "/" + part
            let last = i == parts.count - 1
            // O_NONBLOCK: opening a FIFO must not wait for a writer.
            let flags = O_NOFOLLOW | O_CLOEXEC | (last ? O_RDONLY | O_NONBLOCK : O_RDONLY | O_DIRECTORY)
            let next = openat(folder, part, flags)
            let code = errno
            if next < 0 {
                defer { close(folder) }
                switch entryKind(part, in: folder) {
                case S_IFLNK: throw .symbolicLink(path: path)
                case nil where code == ENOENT: return nil
                case let kind? where !last && kind != S_IFDIR: return nil  // a file where a folder would be: nothing there
                default: throw .unreadable(path: path, reason: String(cString: strerror(code)))
                }
            }
            close(folder)
            folder = next
        }
        defer { close(folder) }
        return try RegularFile.read(descriptor: folder, path: path, limit: limit)
    }

    /// The file type (`S_IFREG`, `S_IFLNK`, …) of `name` in the open folder `folder`, not following
    /// a link; nil when nothing is there.
    static func entryKind(_ name: String, in folder: Int32) -> mode_t? {
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// What a walk of a folder found (paths relative to it, `/`-separated, sorted by their bytes).
    public struct Listing: Sendable, Equatable {
        /// Regular files.
        public var files: [String] = []
        /// Sub-folders (each also walked).
        public var folders: [String] = []
        /// Symbolic links, never followed, with where each points.
        public var links: [(path: String, destination: String)] = []
        /// Anything else (a FIFO, a device, a socket), with what it is.
        public var others: [(path: String, kind: String)] = []
        /// Names that are not UTF-8, as the bytes' `\xNN` escapes of their path; never read.
        public var undecodable: [String] = []

        public init() {}

        public static func == (a: Listing, b: Listing) -> Bool {
            a.files == b.files && a.folders == b.folders && a.undecodable == b.undecodable
                && a.links.map(\.path) == b.links.map(\.path) && a.links.map(\.destination) == b.links.map(\.destination)
                && a.others.map(\.path) == b.others.map(\.path) && a.others.map(\.kind) == b.others.map(\.kind)
        }
    }

    /// Every entry below `root`, walked without following symbolic links (`lstat`); a folder that
    /// cannot be listed is an error naming it.
    public static func walk(_ root: String) throws(RegularFileError) -> Listing {
        var listing = Listing()
        var pending = [""]
        while let prefix = pending.popLast() {
            let folder = prefix.isEmpty ? root : root + "/" + prefix
            guard let dir = opendir(folder) else { throw .unreadable(path: folder, reason: String(cString: strerror(errno))) }
            defer { closedir(dir) }
            var names: [[UInt8]] = []
            while let entry = readdir(dir) {
                let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
                if bytes != [0x2E] && bytes != [0x2E, 0x2E] { names.append(bytes) }
            }
            for bytes in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                guard let name = String(validating: bytes, as: UTF8.self) else {
                    listing.undecodable.append(prefix + (prefix.isEmpty ? "" : "/") + bytes.map { $0 < 0x80 && $0 >= 0x20 ? String(UnicodeScalar($0)) : String(format: "\\x%02X", $0) }.joined())
                    continue
                }
                let relative = prefix.isEmpty ? name : prefix + "/" + name
                var info = stat()
                guard lstat(root + "/" + relative, &info) == 0 else { continue }  // gone meanwhile
                switch info.st_mode & S_IFMT {
                case S_IFREG: listing.files.append(relative)
                case S_IFDIR: listing.folders.append(relative); pending.append(relative)
                case S_IFLNK:
                    let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: root + "/" + relative)) ?? "?"
                    listing.links.append((relative, destination))
                default: listing.others.append((relative, RegularFile.kind(info.st_mode)))
                }
            }
        }
        listing.files.sort { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        listing.folders.sort { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        listing.links.sort { Array($0.path.utf8).lexicographicallyPrecedes(Array($1.path.utf8)) }
        listing.others.sort { Array($0.path.utf8).lexicographicallyPrecedes(Array($1.path.utf8)) }
        return listing
    }
}
