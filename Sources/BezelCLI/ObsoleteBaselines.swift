import Foundation
import BezelRaster

/// Baseline files nothing renders any more: a state, scale or button's sheet that a theme dropped,
/// or a mode or locale folder that a theme no longer has. Only the folders of the units being
/// verified or recorded are looked at, so a baseline shared by several theme files is safe; mode
/// and locale folders are looked at only when no `--mode`/`--locale` narrows the run.
/// `verify` lists them (they do not fail it); `record --prune` deletes them.
struct ObsoleteBaselines {
    /// Paths relative to the baseline folder: files, and whole unit folders (ending in `/`).
    let paths: [String]
    /// Symbolic links met in the unit folders (relative paths): never followed, listed or deleted,
    /// and named in a warning by `verify` and `record --prune`.
    let links: [String]

    /// Compares the baseline folder `baseline` with the paths `units` rendered.
    init(baseline: String, units: [RenderUnit], rendered: Set<String>, includesUnitFolders: Bool) {
        let unitFolders = Set(units.map(\.folder))
        let manager = FileManager.default
        var found: [String] = [], links: [String] = []
        // Symbolic links are never followed (nor listed): pruning must not reach outside the baseline.
        for folder in unitFolders.sorted() {
            if Self.passesALink(folder, below: baseline) { links.append(folder); continue }
            guard let names = try? manager.contentsOfDirectory(atPath: baseline + "/" + folder) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let relative = folder + "/" + name
                if Self.passesALink(name, below: baseline + "/" + folder) { links.append(relative); continue }
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: baseline + "/" + relative, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    // A mode or locale folder (it has a manifest) that no unit renders.
                    if includesUnitFolders, !unitFolders.contains(relative),
                       manager.fileExists(atPath: baseline + "/" + relative + "/manifest.json") {
                        found.append(relative + "/")
                    }
                } else if (name.hasSuffix(".png") || name.hasSuffix(".json")) && !rendered.contains(relative) {
                    found.append(relative)
                }
            }
        }
        paths = found
        self.links = links
    }

    /// The warning for the links met, or nil.
    func linkWarning(baseline: String) -> String? {
        guard !links.isEmpty else { return nil }
        return "warning: not checked for obsolete files: symbolic link\(links.count == 1 ? "" : "s") inside the baseline "
            + "(bezel never deletes through one): \(links.map { baseline + "/" + $0 }.joined(separator: ", "))"
    }

    /// Deletes the obsolete files, and the obsolete unit folders' files and folders, under
    /// `baseline`; returns how many files went. Only `.png` and `.json` files are removed, so a
    /// folder holding anything else stays (with that file). Every deletion goes through
    /// `SafePath`: a symbolic link found on the way is refused before anything is deleted.
    func prune(baseline: String) throws(OutputError) -> Int {
        let folder = SafePath(root: baseline)
        var plan: [(files: [String], folders: [String])] = []
        for path in paths {
            guard path.hasSuffix("/") else { plan.append(([path], [])); continue }
            let unit = String(path.dropLast())
            let contents = try folder.tree(unit)
            plan.append((contents.filter { !$0.isFolder && ($0.path.hasSuffix(".png") || $0.path.hasSuffix(".json")) }.map { unit + "/" + $0.path },
                         contents.filter(\.isFolder).map { unit + "/" + $0.path }.reversed() + [unit]))
        }
        var removed = 0
        for (files, folders) in plan {
            for file in files { try folder.removeFile(file); removed += 1 }
            // Folders deepest first, each only if now empty.
            for path in folders { try folder.removeFolderIfEmpty(path) }
        }
        return removed
    }

    /// Whether `relative` (a `/`-separated path below `base`), or a folder on the way to it, is a
    /// symbolic link.
    static func passesALink(_ relative: String, below base: String) -> Bool {
        var path = base.hasSuffix("/") ? String(base.dropLast()) : base
        for part in relative.split(separator: "/") {
            path += "/" + part
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil { return true }
        }
        return false
    }
}
