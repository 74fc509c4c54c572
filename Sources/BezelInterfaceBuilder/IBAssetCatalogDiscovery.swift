import BezelCore
import Foundation

/// Finds the asset catalogs of a document's project when none is given: the project root is the
/// nearest folder at or above the document's that holds an `.xcodeproj` or `.xcworkspace`, looked
/// for at most `levelsUp` folders up and never above a folder holding `.git` (the repository's
/// top); every `.xcassets` under it (at most `levelsDown` folders down, hidden folders, bundles and
/// build folders skipped, in path order) is a catalog. Without a project root, the catalogs directly
/// in the document's folder and the folders above it (as far as that search went) are.
enum IBAssetCatalogDiscovery {
    static let levelsUp = 10
    static let levelsDown = 8
    static let maximumFolders = 20_000
    static let skipped: Set<String> = ["build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// The catalogs found for the document in `folder` (absolute paths), and the project root (nil: none).
    static func catalogs(forDocumentIn folder: String) -> (catalogs: [String], root: String?) {
        var candidate = ThemeFileSystem.absolute(folder), chain: [String] = []
        for _ in 0...levelsUp {
            chain.append(candidate)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: candidate)) ?? []
            if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) {
                var found: [String] = [], visited = 0
                collect(candidate, depth: 0, visited: &visited, into: &found)
                return (found, candidate)
            }
            if names.contains(".git") { break }
            let parent = (candidate as NSString).deletingLastPathComponent
            if parent == candidate || parent.isEmpty { break }
            candidate = parent
        }
        let beside = chain.flatMap { dir in
            ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
                .filter { $0.lowercased().hasSuffix(".xcassets") && IBAssetCatalog.isFolder(dir + "/" + $0) }.map { dir + "/" + $0 }
        }
        return (beside, nil)
    }

    private static func collect(_ folder: String, depth: Int, visited: inout Int, into found: inout [String]) {
        guard depth <= levelsDown, visited < maximumFolders else { return }
        visited += 1
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
            guard !name.hasPrefix("."), !skipped.contains(name) else { continue }
            let full = folder + "/" + name
            guard IBAssetCatalog.isFolder(full) else { continue }
            let ext = (name as NSString).pathExtension.lowercased()
            if ext == "xcassets" { found.append(full); continue }
            if ["xcodeproj", "xcworkspace", "app", "framework", "bundle", "lproj"].contains(ext) { continue }
            collect(full, depth: depth + 1, visited: &visited, into: &found)
        }
    }
}
