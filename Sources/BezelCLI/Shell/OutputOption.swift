import Foundation
import Bezel

/// The output path options of the commands that write (`render -o`, `merge -o`, `record
/// --baseline`, `verify --report`, `simulate --render`, `diff -o`, `bench --out`, `schema -o`):
/// checked before any work starts.
enum OutputOption {
    /// A message when `path` (an output folder) exists and is not a folder.
    static func notAFolder(_ path: String) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
        return "Error: \(path): is a file, not a folder"
    }

    /// Where an output folder must not be: the folders that hold the inputs' theme files (a theme
    /// folder given, or the folder of a theme file given).
    static func themeFolders(_ inputs: [String]) -> [String] {
        inputs.map { input in
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory)
            return exists && isDirectory.boolValue ? input : ThemeFileSystem.folder(of: input)
        }
    }

    /// Whether `a` and `b` name the same folder (after resolving `.`, `..` and symbolic links).
    static func same(_ a: String, _ b: String) -> Bool {
        SafePath.isInside(a, b) && SafePath.isInside(b, a)
    }

    /// A message when `output` (the folder `--option` names) or one of the `unitFolders` inside it
    /// is a theme folder of `inputs`: its sheets' `.json` atlases would become theme inputs, and
    /// a theme's images could be overwritten.
    static func themeFolderConflict(option: String, output: String, unitFolders: [String] = [], inputs: [String]) -> String? {
        let root = SafePath(root: output).root
        for folder in themeFolders(inputs) {
            for candidate in [root] + unitFolders.map({ root + "/" + $0 }) where same(candidate, folder) {
                let what = candidate == root ? "\(option) \(output)" : "\(candidate) (a theme's output folder inside \(option))"
                return "Error: \(what) is the theme folder \(folder); write into another folder"
            }
        }
        return nil
    }
}

extension ParsedArguments {
    /// The value of the output path option `name`, or nil when absent; an empty value (it would
    /// name the file system's root once a path is joined to it) adds "--name must not be empty".
    func outputPath(_ name: OptionName, usage: inout [String]) -> String? {
        guard let value = value(name) else { return nil }
        guard !value.isEmpty else { usage.append("--\(name) must not be empty"); return nil }
        return value
    }
}
