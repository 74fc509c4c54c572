import Foundation
import Bezel

/// The output path options of the commands that write (`render -o`, `merge -o`, `record
/// --baseline`, `verify --report`, `simulate --render`, `diff -o`, `bench --out`, `schema -o`):
/// checked before any work starts (an empty one is a mistake of the command line: `OptionReader.outputPath`).
enum OutputOption {
    /// A message when `path` (an output folder) exists and is not a folder.
    static func notAFolder(_ path: String) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
        return "Error: \(path): is a file, not a folder"
    }

    /// Whether `a` and `b` name the same folder (after resolving `.`, `..` and symbolic links).
    static func same(_ a: String, _ b: String) -> Bool {
        SafePath.isInside(a, b) && SafePath.isInside(b, a)
    }
}
