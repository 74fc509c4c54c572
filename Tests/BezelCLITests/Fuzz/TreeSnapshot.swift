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

    /// The first path that differs from `other`, for a failure message.
    func firstDifference(from other: TreeSnapshot) -> String? {
        Set(entries.keys).union(other.entries.keys).sorted().first { entries[$0] != other.entries[$0] }
    }
}
