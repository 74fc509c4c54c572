import Foundation

/// Writes files atomically inside one output root: the bytes go to a temporary file in the same
/// folder, which is then renamed over the target, so an interrupted run never leaves a truncated
/// file and a re-run completes the work. Paths are checked to stay inside the root.
struct AtomicFileWriter: Sendable {
    let root: String

    struct WriteError: Error, CustomStringConvertible {
        var path: String
        var message: String
        var description: String { "\(path): \(message)" }
    }

    init(root: String) { self.root = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root }

    /// Removes temporary files an interrupted earlier run left in `relativeFolder` (names starting
    /// with "." and ending in ".tmp"), so a re-run leaves a clean tree.
    func removeStaleTemporaryFiles(in relativeFolder: String) {
        let folder = root + "/" + relativeFolder
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
    }

    /// Writes `data` to `relative` (a `/`-separated path below the root), creating folders.
    func write(_ data: Data, to relative: String) throws(WriteError) {
        let parts = relative.split(separator: "/")
        guard !relative.hasPrefix("/"), !parts.isEmpty, !parts.contains(where: { $0 == ".." || $0 == "." }) else {
            throw WriteError(path: relative, message: "refusing to write outside the output folder")
        }
        let target = root + "/" + relative
        let folder = (target as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            // Name the part of the path that is in the way, when there is one.
            var ancestor = folder
            var isDirectory: ObjCBool = false
            while !ancestor.isEmpty, ancestor != "/", !FileManager.default.fileExists(atPath: ancestor, isDirectory: &isDirectory) {
                ancestor = (ancestor as NSString).deletingLastPathComponent
            }
            if FileManager.default.fileExists(atPath: ancestor, isDirectory: &isDirectory), !isDirectory.boolValue {
                throw WriteError(path: ancestor, message: "is a file, not a folder: cannot write \(relative) below it")
            }
            throw WriteError(path: folder, message: "cannot create folder: \(String(cString: strerror(errno)))")
        }
        let temporary = folder + "/.\((target as NSString).lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        do {
            try FileOutput.write(data, to: temporary)
        } catch {
            unlink(temporary)
            throw WriteError(path: target, message: "cannot write file: \(error)")
        }
        if rename(temporary, target) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(path: target, message: "cannot move the finished file into place: \(reason)")
        }
    }
}
