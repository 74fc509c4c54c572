import Foundation

/// Finds theme files from command-line inputs: a file is taken as it is; a folder gives every `*.json`
/// directly inside it except DTCG token and resolver files, sorted by name.
public enum ThemeInputs {
    /// The theme files named by `inputs` (files and folders), and problems with inputs.
    public static func themeFiles(_ inputs: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
        var files: [String] = []
        var issues: [Diagnostic] = []
        for input in inputs {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDir) else {
                issues.append(Diagnostic(file: input, path: "", message: "no such file or folder"))
                continue
            }
            guard isDir.boolValue else { files.append(input); continue }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: input)) ?? []
            let themes = names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".tokens.json") && !$0.hasSuffix(".resolver.json") && !$0.hasPrefix(".") && !$0.hasPrefix("$") }
                .sorted()
            if themes.isEmpty { issues.append(Diagnostic(file: input, path: "", message: "folder holds no theme (*.json) files")) }
            files += themes.map { (input.hasSuffix("/") ? input : input + "/") + $0 }
        }
        return (files, issues)
    }
}
