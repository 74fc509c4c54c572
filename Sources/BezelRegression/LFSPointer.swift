import Foundation

/// A Git LFS pointer file: what a clone holds in place of a large file until `git lfs pull`
/// fetches it (`version https://git-lfs.github.com/spec/v1`, then `oid` and `size` lines).
package enum LFSPointer {
    static let prefix = Data("version https://git-lfs.github.com/spec/".utf8)

    /// Whether `data` is an LFS pointer rather than the file it stands for.
    package static func isPointer(_ data: Data) -> Bool {
        data.count < 1024 && data.starts(with: prefix)
    }

    /// One line for every baseline file that is a pointer: how many, one of them, and the fix.
    package static func refusal(_ paths: [String]) -> String {
        let paths = paths.sorted()
        let some = paths.count == 1 ? paths[0] : "\(paths.count) baseline files, e.g. \(paths[0]),"
        return "\(some) \(paths.count == 1 ? "is a Git LFS pointer" : "are Git LFS pointers"), not PNG: run 'git lfs pull' to fetch the baseline images"
    }
}
