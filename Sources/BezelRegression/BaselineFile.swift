import BezelPNG
import Foundation

/// Where one baseline file is: its path, and, when known, the baseline folder and its path inside
/// it, so that it is read without following a symbolic link below the folder (`FolderTree`), as
/// `render` never writes through one there.
struct BaselineFile {
    var path: String
    var root: String?
    var relative: String

    /// The file's bytes; nil when it is not there.
    func read(limit: Int) throws(RegularFileError) -> Data? {
        guard let root else { return try RegularFile.read(path, limit: limit) }
        return try FolderTree.read(relative, in: root, limit: limit)
    }

    /// The atlas beside this sheet (`<state>[@Nx].json`).
    var atlas: BaselineFile {
        BaselineFile(path: String(path.dropLast(4)) + ".json", root: root, relative: String(relative.dropLast(4)) + ".json")
    }
}
