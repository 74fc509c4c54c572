import BezelCore
import Foundation

/// A folder a run writes into (`render -o`, `record --baseline`, `verify --report`,
/// `ThemeFile.render(into:)`): the one rule for where it must not be, its lock, and its files
/// written all or nothing (`AtomicFileWriter`, never through a symbolic link inside it).
public struct FolderTarget: Sendable {
    /// The folder as given, without a trailing `/`.
    public let root: String

    /// The folder at `path` (nothing is created until something is written or locked).
    ///
    /// ```swift
    /// let target = FolderTarget("out")
    /// print(target.root)
    /// ```
    public init(_ path: String) { root = SafePath(root: path).root }

    /// Why a folder cannot be written: it, or a unit's folder inside it, is a folder that holds
    /// the inputs' theme files, whose atlases would become theme inputs and whose images could be
    /// overwritten.
    public struct ThemeFolderConflict: Error, Sendable, CustomStringConvertible {
        /// The folder that would be written (the target, or a unit's folder inside it).
        public let folder: String
        /// Whether `folder` is the target itself (not a unit's folder inside it).
        public let isTarget: Bool
        /// The theme folder it is.
        public let themeFolder: String
        public var description: String { "\(folder) is the theme folder \(themeFolder); write into another folder" }

        /// The message with the option that named the target (`--output`).
        public func description(option: String) -> String {
            let what = isTarget ? "\(option) \(folder)" : "\(folder) (a theme's output folder inside \(option))"
            return "\(what) is the theme folder \(themeFolder); write into another folder"
        }
    }

    /// The conflict when this folder, or one of `unitFolders` inside it, is a theme folder of
    /// `inputs` (a folder given, or the folder of a theme file given); nil when there is none.
    /// Folders are compared after resolving `.`, `..` and symbolic links.
    public func themeFolderConflict(unitFolders: [String] = [], inputs: [String]) -> ThemeFolderConflict? {
        for folder in Self.themeFolders(inputs) {
            for candidate in [root] + unitFolders.map({ root + "/" + $0 })
            where SafePath.isInside(candidate, folder) && SafePath.isInside(folder, candidate) {
                return ThemeFolderConflict(folder: candidate, isTarget: candidate == root, themeFolder: folder)
            }
        }
        return nil
    }

    /// The folders that hold the theme files of `inputs`: a folder given, or a file's folder.
    static func themeFolders(_ inputs: [String]) -> [String] {
        inputs.map { input in
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory)
            return exists && isDirectory.boolValue ? input : ThemeFileSystem.folder(of: input)
        }
    }

    /// Takes the folder's lock (creating the folder), waiting while another process holds it.
    package func lock(sink: any RunSink) throws(OutputError) -> RunLock {
        try RunLock.acquire(SafePath(root: root), sink: sink)
    }

    /// Writes `files` (paths relative to the folder) all or nothing, filling them on `jobs` threads.
    /// `timing` gets the CPU time of writing (`RenderTiming.Stage.write`).
    package func write(_ files: [OutputFile], jobs: Int = 1, timing: RenderTiming? = nil) throws(OutputError) {
        try AtomicFileWriter(root: root).writeAll(files.map { ($0.path, $0.data) }, jobs: jobs, timing: timing)
    }

    /// Takes the folder's lock, writes `files` (paths relative to the folder) all or nothing and
    /// releases the lock: what every command that writes a folder at once does (`record`,
    /// `approve`, `merge`, `verify --report`).
    public func writeLocked(_ files: [OutputFile], sink: any RunSink, jobs: Int = 1) throws(OutputError) {
        let lock = try self.lock(sink: sink)
        defer { lock.release() }
        try write(files, jobs: jobs)
    }
}
