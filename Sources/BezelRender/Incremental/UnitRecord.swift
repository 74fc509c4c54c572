import BezelCore
import BezelPNG
import Foundation

/// What a render leaves in each unit's folder for the next run: `.bezel-unit.json`, the unit's
/// content key and the files it wrote (relative to the unit's folder). A later run whose key is
/// the same skips the unit when every one of those files is still there; a missing, unreadable or
/// malformed record, or a missing file, means render. A dot-file: `merge` and the exports ignore it.
public struct UnitRecord: Equatable, Sendable {
    public static let fileName = ".bezel-unit.json"
    /// The largest record read (one line a file; a 10,000-button unit's record is about 1 MB).
    static let limit = 64 << 20

    public var key: String
    public var files: [String]

    public init(key: String, files: [String]) { self.key = key; self.files = files.sorted() }

    /// The record's text: the key and the sorted file names, as JSON.
    public var data: Data {
        let json: JSONValue = .object(JSONObject([("key", .string(key)), ("files", .array(files.map { .string($0) }))]))
        return Data((JSONWriter.write(json) + "\n").utf8)
    }

    /// The record in `folder` (the unit's output folder); nil when there is none or it is not one.
    public static func read(in folder: String) -> UnitRecord? {
        guard let data = (try? RegularFile.read(folder + "/" + fileName, limit: limit)).flatMap({ $0 }),
              case .object(let o)? = try? JSONParser.parse([UInt8](data)),
              case .string(let key)? = o["key"], case .array(let list)? = o["files"] else { return nil }
        let files = list.compactMap(\.stringValue)
        guard files.count == list.count else { return nil }
        return UnitRecord(key: key, files: files)
    }

    /// Whether every recorded file is a regular file in `folder`.
    public func filesExist(in folder: String) -> Bool {
        files.allSatisfy { name in
            var info = stat()
            return !name.contains("..") && lstat(folder + "/" + name, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
        }
    }
}
