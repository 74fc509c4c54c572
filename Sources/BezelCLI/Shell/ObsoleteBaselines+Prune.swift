import Bezel

extension ObsoleteBaselines {
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
}
