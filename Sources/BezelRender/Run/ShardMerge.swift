import BezelCore
import BezelPNG
import Foundation

/// `bezel merge`'s reading side: the files of the output folders of `render --shard` runs, joined
/// into the tree one run writes, each read as `render` would have written it (docs/cli.md,
/// "merge"). Below a shard folder nothing is read through a symbolic link (`FolderTree`): a link
/// (to a file, to a folder, or dangling) is refused, and so are FIFOs, devices, names that are not
/// UTF-8 or have control characters, names too long to write beside their temporary file, two
/// names that are one text in two Unicode normalizations, a path that is a file in one shard and a
/// folder in another, one file with different bytes in two shards, and a `.png` file that is not
/// a whole PNG (`PNGCheck`). Hidden files (a part starting with `.`) are skipped, with a warning
/// unless they are Bezel's own bookkeeping (unit records, the lock, a run's temporary files).
/// Nothing is written by this type.
package struct ShardMerge {
    /// The joined files, sorted by path; empty when `errors` is not.
    package private(set) var files: [OutputFile] = []
    /// Each refused input, a line naming its path.
    package private(set) var errors: [String] = []
    /// What was skipped, a line each.
    package private(set) var warnings: [String] = []

    /// The longest file or folder name merged, in UTF-8 bytes: the temporary file written beside it
    /// (`.<name>.<pid>.<n>.tmp`) must stay within the file system's 255.
    package static let maxNameBytes = 200
    /// The largest file merged (a sheet of 32768 × 32768 px compresses far below it).
    package static let fileByteLimit = 1 << 30

    /// Reads and checks the shard folders `shards`, in order.
    package init(shards: [String]) {
        var byPath: [String: (bytes: [UInt8], source: String, data: Data)] = [:]
        var kinds: [String: (isFolder: Bool, source: String)] = [:]
        for root in shards {
            let listing: FolderTree.Listing
            do { listing = try FolderTree.walk(root) } catch {
                errors.append("\(error)"); continue
            }
            refuseOddEntries(listing, root: root)
            var hidden: [String] = []
            for folder in listing.folders where !isHidden(folder) { record(folder, isFolder: true, root: root, kinds: &kinds) }
            for relative in listing.files {
                if isHidden(relative) {
                    if !Self.isBookkeeping(relative) { hidden.append(Self.shown(root, relative)) }
                    continue
                }
                guard nameIsWritable(relative, root: root) else { continue }
                record(relative, isFolder: false, root: root, kinds: &kinds)
                take(relative, root: root, into: &byPath)
            }
            if !hidden.isEmpty {
                warnings.append("warning: hidden files (names starting with '.') are not merged: " + hidden.joined(separator: ", "))
            }
        }
        if errors.isEmpty {
            files = byPath.values.map { OutputFile(path: String(decoding: $0.bytes, as: UTF8.self), data: $0.data) }
                .sorted { Array($0.path.utf8).lexicographicallyPrecedes(Array($1.path.utf8)) }
        }
    }

    /// `root/relative` for a message, the name's unsafe characters escaped.
    static func shown(_ root: String, _ relative: String) -> String { root + "/" + UntrustedText.shown(relative, limit: 300) }

    /// Whether a part of `relative` starts with `.`.
    func isHidden(_ relative: String) -> Bool { relative.split(separator: "/").contains { $0.hasPrefix(".") } }

    /// Whether `relative` is a file of Bezel's own bookkeeping, which `render` also passes over
    /// without a word: a unit's record (`.bezel-unit.json`: the merged tree is not a render's, so
    /// it keeps none), the lock and a run's temporary files (`.<name>.<pid>.<n>.tmp`).
    static func isBookkeeping(_ relative: String) -> Bool {
        let name = (relative as NSString).lastPathComponent
        if name == SheetNaming.unitRecordFileName || name == ".bezel.lock" { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return name.hasPrefix(".") && name.hasSuffix(".tmp") && parts.count >= 5
            && parts[parts.count - 3].allSatisfy(\.isNumber) && parts[parts.count - 2].allSatisfy(\.isNumber)
    }

    /// Links, FIFOs, devices and names that are not UTF-8: each refused.
    mutating func refuseOddEntries(_ listing: FolderTree.Listing, root: String) {
        for link in listing.links {
            errors.append("\(Self.shown(root, link.path)): is a symbolic link (to \(UntrustedText.shown(link.destination, limit: 300))); merge never reads through one: "
                          + "copy the file into the shard folder")
        }
        for other in listing.others { errors.append("\(Self.shown(root, other.path)): is \(other.kind), not a regular file") }
        for name in listing.undecodable { errors.append("\(Self.shown(root, name)): the name is not UTF-8; bezel render writes none such") }
    }

    /// Whether every part of `relative` can be written (no control characters, at most
    /// `maxNameBytes` bytes); else an error names it.
    mutating func nameIsWritable(_ relative: String, root: String) -> Bool {
        guard OutputFile.staysInside(relative) else {
            errors.append("\(Self.shown(root, relative)): the name holds a control character; bezel render writes none such")
            return false
        }
        if let long = relative.split(separator: "/").first(where: { $0.utf8.count > Self.maxNameBytes }) {
            errors.append("\(root)/\(UntrustedText.shown(String(relative.prefix(60)), limit: 60))…: a name is \(long.utf8.count) bytes, longer than the \(Self.maxNameBytes) bytes merge writes")
            return false
        }
        return true
    }

    /// Notes that `relative` is a file or a folder in `root`; a path that is a file in one shard and
    /// a folder in another is an error.
    mutating func record(_ relative: String, isFolder: Bool, root: String, kinds: inout [String: (isFolder: Bool, source: String)]) {
        if let earlier = kinds[relative], earlier.isFolder != isFolder {
            let (file, folder) = isFolder ? (earlier.source, root) : (root, earlier.source)
            errors.append("\(Self.shown(root, relative)): is a file in \(file) and a folder in \(folder); were the shards rendered from the same themes?")
            return
        }
        kinds[relative] = (isFolder, root)
    }

    /// Reads `relative` from `root` (a PNG checked whole) and joins it with the same path of earlier shards.
    mutating func take(_ relative: String, root: String, into byPath: inout [String: (bytes: [UInt8], source: String, data: Data)]) {
        let path = Self.shown(root, relative)
        let data: Data
        do {
            guard let read = try FolderTree.read(relative, in: root, limit: Self.fileByteLimit) else {
                errors.append("\(path): vanished while the shards were read"); return
            }
            data = read
        } catch { errors.append("\(error)"); return }
        let bytes = Array(relative.utf8)
        if let earlier = byPath[relative] {
            if earlier.bytes != bytes {
                errors.append("\(path): its name is \(Self.shown(earlier.source, String(decoding: earlier.bytes, as: UTF8.self)))'s in another Unicode normalization; "
                              + "the two cannot both be written")
            } else if earlier.data != data {
                errors.append("\(path): differs from \(Self.shown(earlier.source, relative)); were the shards rendered from the same themes?")
            }
            return
        }
        if relative.hasSuffix(".png") {
            do { try PNGCheck.check(data, maxRowBytes: InputLimits.pngRowBytes.value, limitTag: InputLimits.pngRowBytes.tag) } catch {
                errors.append("\(path): is not a whole PNG file (\(error)); render the shard again"); return
            }
        }
        byPath[relative] = (bytes, root, data)
    }
}
