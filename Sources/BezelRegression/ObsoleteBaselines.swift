import BezelCore
import Foundation

/// Baseline files nothing renders any more: a state, scale or button's sheet that a theme dropped,
/// or a mode or locale folder that a theme no longer has. Only the folders of the units being
/// verified or recorded are looked at, so a baseline shared by several theme files is safe; mode
/// and locale folders are looked at only when no `--mode`/`--locale` narrows the run.
/// `verify` lists them (they do not fail it); `record --prune` deletes them.
package struct ObsoleteBaselines {
    /// Paths relative to the baseline folder: files, and whole unit folders (ending in `/`).
    package let paths: [String]
    /// Symbolic links met in the unit folders (relative paths): never followed, listed or deleted,
    /// and named in a warning by `verify` and `record --prune`.
    package let links: [String]
    /// Names no render writes (a control character, such as a newline): never listed or deleted,
    /// and named (escaped) in a warning, as links are.
    package let strangeNames: [String]
    /// FIFOs, devices and sockets (no render writes one): never opened, listed or deleted, and
    /// named in a warning.
    package let specialFiles: [String]

    /// Compares the baseline folder `baseline` with the paths rendered into the unit folders
    /// `unitFolders` (relative to `baseline`).
    package init(baseline: String, unitFolders: [String], rendered: Set<String>, includesUnitFolders: Bool) {
        let unitFolders = Set(unitFolders)
        let manager = FileManager.default
        var found: [String] = [], links: [String] = [], strange: [String] = [], special: [String] = []
        // Symbolic links are never followed (nor listed): pruning must not reach outside the baseline.
        for folder in unitFolders.sorted() {
            if Self.passesALink(folder, below: baseline) { links.append(folder); continue }
            guard let names = try? manager.contentsOfDirectory(atPath: baseline + "/" + folder) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let relative = folder + "/" + name
                guard OutputFile.staysInside(relative) else { strange.append(relative); continue }
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
                    let kind = (try? manager.attributesOfItem(atPath: baseline + "/" + relative)[.type]) as? FileAttributeType
                    if kind == .typeRegular { found.append(relative) } else { special.append(relative) }
                }
            }
        }
        paths = found
        self.links = links
        strangeNames = strange
        specialFiles = special
    }

    /// The warnings for the links and the names no render writes met (none, one or two lines).
    package func warnings(baseline: String) -> [String] {
        var lines: [String] = []
        if !links.isEmpty {
            lines.append("warning: not checked for obsolete files: symbolic link\(links.count == 1 ? "" : "s") inside the baseline "
                         + "(bezel never deletes through one): \(links.map { baseline + "/" + $0 }.joined(separator: ", "))")
        }
        if !strangeNames.isEmpty {
            lines.append("warning: not checked for obsolete files: name\(strangeNames.count == 1 ? "" : "s") no render writes (a control character): "
                         + strangeNames.map { UntrustedText.shown(baseline + "/" + $0, limit: 300) }.joined(separator: ", "))
        }
        if !specialFiles.isEmpty {
            lines.append("warning: not checked for obsolete files: not a regular file (a FIFO, device or socket, which no render writes): "
                         + specialFiles.map { UntrustedText.shown(baseline + "/" + $0, limit: 300) }.joined(separator: ", "))
        }
        return lines
    }

    /// Whether `relative` (a `/`-separated path below `base`), or a folder on the way to it, is a
    /// symbolic link.
    package static func passesALink(_ relative: String, below base: String) -> Bool {
        var path = base.hasSuffix("/") ? String(base.dropLast()) : base
        for part in relative.split(separator: "/") {
            path += "/" + part
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil { return true }
        }
        return false
    }
}
