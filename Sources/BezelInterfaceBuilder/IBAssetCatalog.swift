import BezelCore
import Foundation

/// One asset catalog (`.xcassets` folder) indexed by asset name: its colour sets, image sets and
/// symbol sets, each named by its folder without the extension, prefixed by the folders above it
/// that provide a namespace (`"provides-namespace": true` in their `Contents.json`: `Icons/play`).
/// The index is bounded (`maximumDepth` folders deep, `maximumEntries` entries read).
final class IBAssetCatalog {
    static let maximumDepth = 16
    static let maximumEntries = 100_000

    /// The catalog's folder, absolute.
    let path: String
    private(set) var colorSets: [String: String] = [:]
    private(set) var imageSets: [String: String] = [:]
    private(set) var symbolSets: [String: String] = [:]
    /// What could not be indexed (a folder too deep, too many entries, a group's unreadable `Contents.json`).
    private(set) var problems: [String] = []
    private var entries = 0

    init(path: String) {
        self.path = ThemeFileSystem.absolute(path)
        index(folder: self.path, prefix: "", depth: 0)
    }

    /// The catalog's name as messages show it (`Assets.xcassets`).
    var name: String { (path as NSString).lastPathComponent }

    /// Every asset of each kind under `folder`, named with `prefix`.
    private func index(folder: String, prefix: String, depth: Int) {
        guard depth < Self.maximumDepth else { problems.append("folder '\(folder)' is over \(Self.maximumDepth) folders deep: not read"); return }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in names.sorted() where !entry.hasPrefix(".") {
            entries += 1
            guard entries <= Self.maximumEntries else { problems.append("over \(Self.maximumEntries) entries: the rest is not read"); return }
            let full = folder + "/" + entry
            guard Self.isFolder(full) else { continue }
            let ext = (entry as NSString).pathExtension.lowercased(), stem = prefix + (entry as NSString).deletingPathExtension
            switch ext {
            case "colorset": if colorSets[stem] == nil { colorSets[stem] = full }
            case "imageset": if imageSets[stem] == nil { imageSets[stem] = full }
            case "symbolset": if symbolSets[stem] == nil { symbolSets[stem] = full }
            case "": index(folder: full, prefix: providesNamespace(full) ? prefix + entry + "/" : prefix, depth: depth + 1)
            default: continue   // app icons, data sets, stickers …: no button draws them
            }
        }
    }

    /// Whether a group folder's `Contents.json` says `"properties": {"provides-namespace": true}`.
    private func providesNamespace(_ folder: String) -> Bool {
        guard let json = Self.contents(of: folder) else { return false }
        switch json {
        case .success(let v): return v.objectValue?["properties"]?.objectValue?["provides-namespace"] == .bool(true)
        case .failure(let problem): problems.append(problem.message); return false
        }
    }

    /// A set's or group's `Contents.json` parsed (nil: there is none), or why it cannot be read.
    static func contents(of folder: String) -> Result<JSONValue, IBAssetProblem>? {
        let file = folder + "/Contents.json"
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        guard let handle = FileHandle(forReadingAtPath: file) else { return .failure(IBAssetProblem("'\(file)' cannot be read")) }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: 1 << 20 + 1)) ?? Data()
        guard data.count <= 1 << 20 else { return .failure(IBAssetProblem("'\(file)' is over 1 MiB: not read")) }
        do { return .success(try JSONParser.parse([UInt8](data))) } catch {
            return .failure(IBAssetProblem("'\(file)': \(error)"))
        }
    }

    /// A colour or image set's `Contents.json`, read once: parsed, or why not (missing included).
    static func setContents(of folder: String) -> Result<JSONValue, IBAssetProblem> {
        contents(of: folder) ?? .failure(IBAssetProblem("'\(folder)/Contents.json' is missing"))
    }

    static func isFolder(_ path: String) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return false }
        return attributes[.type] as? FileAttributeType == .typeDirectory
    }
}
