import Foundation

/// Everything below a folder, without following symbolic links: each path with its kind and its
/// bytes (files) or target (links), so a test can tell that a command that refused its input
/// left a tree exactly as it was.
struct TreeSnapshot: Equatable {
    var entries: [String: Data] = [:]

    init(_ root: String) {
        let fm = FileManager.default
        guard let names = fm.enumerator(atPath: root)?.allObjects as? [String] else { return }
        for name in names {
            let path = root + "/" + name
            switch (try? fm.attributesOfItem(atPath: path)[.type]) as? FileAttributeType {
            case .typeRegular?: entries[name] = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data("unreadable".utf8)
            case .typeSymbolicLink?: entries[name] = Data(("link:" + ((try? fm.destinationOfSymbolicLink(atPath: path)) ?? "")).utf8)
            case .typeDirectory?: entries[name] = Data("folder".utf8)
            default: entries[name] = Data("other".utf8)
            }
        }
    }

    /// Copies the tree at `source` to `target` (a failing case kept for reading): folders, regular
    /// files and symbolic links as they are; a FIFO, device or socket as an empty file named
    /// `<name>.special`, since opening a FIFO would wait for a writer forever.
    static func copyWithoutSpecialFiles(_ source: String, to target: String) {
        let fm = FileManager.default
        try? fm.createDirectory(atPath: target, withIntermediateDirectories: true)
        for name in (fm.enumerator(atPath: source)?.allObjects as? [String]) ?? [] {
            let from = source + "/" + name, to = target + "/" + name
            switch (try? fm.attributesOfItem(atPath: from)[.type]) as? FileAttributeType {
            case .typeDirectory?: try? fm.createDirectory(atPath: to, withIntermediateDirectories: true)
            case .typeRegular?: try? fm.copyItem(atPath: from, toPath: to)
            case .typeSymbolicLink?: try? fm.createSymbolicLink(atPath: to, withDestinationPath: (try? fm.destinationOfSymbolicLink(atPath: from)) ?? "")
            default: _ = fm.createFile(atPath: to + ".special", contents: nil)
            }
        }
    }

    /// The first path that differs from `other`, for a failure message.
    func firstDifference(from other: TreeSnapshot) -> String? {
        Set(entries.keys).union(other.entries.keys).sorted().first { entries[$0] != other.entries[$0] }
    }
}

/// What a path is, without following a symbolic link or opening it.
enum SafeKind {
    static func isRegular(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)[.type]) as? FileAttributeType == .typeRegular
    }
}
