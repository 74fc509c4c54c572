import BezelCore
import BezelPNG
import Foundation

/// What a render leaves in each unit's folder for the next run: `.bezel-unit.json`, the unit's
/// content key and the files it wrote (relative to the unit's folder) with their sizes, and for a
/// baseline (`record`) their SHA-256 too. A later run whose key is the same skips the unit when
/// every one of those files is still there at its size (`render`) or with its digest (`verify`,
/// which then takes the baseline's files as the unit's); a missing, unreadable or malformed record,
/// or a missing or changed file, means render. A dot-file: `merge` and the exports ignore it.
public struct UnitRecord: Equatable, Sendable {
    public static let fileName = SheetNaming.unitRecordFileName
    /// The largest record read (a 10,000-button unit's record is a few kB).
    static let limit = 64 << 20

    /// One recorded file: its size in bytes and, for a baseline, its SHA-256 (hex).
    public struct Entry: Equatable, Sendable {
        public var size: Int
        public var sha256: String?
    }

    /// One warning the check found for the unit, its file named from the theme's folder.
    public struct Warning: Equatable, Sendable {
        public var file: String
        public var path: String
        public var message: String
    }

    public var key: String
    /// The unit's files by name (relative to the unit's folder).
    public var files: [String: Entry]
    /// The warnings of the check that the unit was rendered after, told again by a run that skips it.
    public var warnings: [Warning] = []

    /// The record of `files` (name and bytes, names relative to the unit's folder) under `key`;
    /// with `digests`, each file's SHA-256 as well.
    public init(key: String, files: [(name: String, data: Data)], digests: Bool = false, warnings: [Warning] = []) {
        self.key = key
        self.files = Dictionary(files.map { ($0.name, Entry(size: $0.data.count, sha256: digests ? SHA256.hex(of: $0.data) : nil)) },
                                uniquingKeysWith: { _, last in last })
        self.warnings = warnings
    }

    init(key: String, entries: [String: Entry], warnings: [Warning]) { self.key = key; self.files = entries; self.warnings = warnings }

    /// `warnings` as the record keeps them: each file named from `themeFile`'s folder, so that the
    /// record means the same from any working directory, and each message with its notes (as
    /// `Diagnostic.text()` says it; a warning carries no advice).
    package static func warnings(_ warnings: [Diagnostic], of themeFile: String) -> [Warning] {
        let folder = ThemeFileSystem.folder(of: themeFile)
        return warnings.map { Warning(file: ThemeFileSystem.relativePath($0.file, from: folder), path: $0.path, message: $0.text()) }
    }

    /// The recorded warnings as diagnostics of `themeFile` (named from its folder as the check named them).
    package func diagnostics(of themeFile: String) -> [Diagnostic] {
        let folder = ThemeFileSystem.folder(of: themeFile)
        return warnings.map {
            Diagnostic(file: ThemeFileSystem.normalize(folder + "/" + $0.file), path: $0.path, message: $0.message, severity: .warning)
        }
    }

    /// The record's text: the key and the files in name order, as JSON.
    public var data: Data {
        let list = files.sorted { SheetPixels.byteOrder($0.key, $1.key) }.map { name, file -> (key: String, value: JSONValue) in
            var entry: [(key: String, value: JSONValue)] = [("size", .number(Double(file.size)))]
            if let digest = file.sha256 { entry.append(("sha256", .string(digest))) }
            return (name, .object(JSONObject(entry)))
        }
        var fields: [(key: String, value: JSONValue)] = [("key", .string(key)), ("files", .object(JSONObject(list)))]
        if !warnings.isEmpty {
            fields.append(("warnings", .array(warnings.map {
                .object(JSONObject([("file", .string($0.file)), ("path", .string($0.path)), ("message", .string($0.message))]))
            })))
        }
        let json: JSONValue = .object(JSONObject(fields))
        return Data((JSONWriter.write(json) + "\n").utf8)
    }

    /// The record in `folder` (the unit's output folder); nil when there is none or it is not one.
    public static func read(in folder: String) -> UnitRecord? {
        guard let data = (try? RegularFile.read(folder + "/" + fileName, limit: limit)).flatMap({ $0 }),
              case .object(let o)? = try? JSONParser.parse([UInt8](data)),
              case .string(let key)? = o["key"], case .object(let list)? = o["files"] else { return nil }
        var entries: [String: Entry] = [:]
        for (name, value) in list.entries {
            guard case .object(let e) = value, let size = e["size"]?.numberValue, size >= 0, size == size.rounded(),
                  OutputFile.staysInside(name) else { return nil }
            entries[name] = Entry(size: Int(size), sha256: e["sha256"]?.stringValue)
        }
        var warnings: [Warning] = []
        if let listed = o["warnings"] {
            guard case .array(let items) = listed else { return nil }
            for item in items {
                guard case .object(let w) = item, let file = w["file"]?.stringValue, let path = w["path"]?.stringValue,
                      let message = w["message"]?.stringValue else { return nil }
                warnings.append(Warning(file: file, path: path, message: message))
            }
        }
        return UnitRecord(key: key, entries: entries, warnings: warnings)
    }

    /// Whether every recorded file is a regular file in `folder` at its recorded size.
    public func filesExist(in folder: String) -> Bool {
        files.allSatisfy { name, entry in
            var info = stat()
            return lstat(folder + "/" + name, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && Int(info.st_size) == entry.size
        }
    }

    /// Every recorded file read from the unit folder `unit` below `root` (name and bytes), when
    /// each has its recorded digest; nil when a file is missing, changed, recorded without a
    /// digest, or reached through a symbolic link below `root` (`FolderTree`).
    public func verifiedFiles(in unit: String, below root: String) -> [(name: String, data: Data)]? {
        var out: [(name: String, data: Data)] = []
        for name in files.keys.sorted() {
            guard let entry = files[name], let digest = entry.sha256,
                  let data = (try? FolderTree.read(unit + "/" + name, in: root, limit: entry.size)).flatMap({ $0 }),
                  SHA256.hex(of: data) == digest else { return nil }
            out.append((name, data))
        }
        return out
    }
}
