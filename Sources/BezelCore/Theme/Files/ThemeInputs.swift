import Foundation

/// Finds theme files from command-line inputs: a file is taken as it is; a folder gives every `*.json`
/// directly inside it except DTCG token and resolver files, and every Interface Builder document
/// (`*.xib`, `*.storyboard`), sorted by name.
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
            let themes = names.filter { isTheme($0) && !$0.hasPrefix(".") && !$0.hasPrefix("$") }.sorted()
            if themes.isEmpty { issues.append(Diagnostic(file: input, path: "", message: "folder holds no theme (*.json, *.xib, *.storyboard) files")) }
            files += themes.map { (input.hasSuffix("/") ? input : input + "/") + $0 }
        }
        return (files, issues)
    }

    /// Whether a file `name` in a folder is a theme: JSON (not tokens or a resolver) or an Interface Builder document.
    static func isTheme(_ name: String) -> Bool {
        let lower = name.lowercased()
        if lower.hasSuffix(".xib") || lower.hasSuffix(".storyboard") { return true }
        return name.hasSuffix(".json") && !name.hasSuffix(".tokens.json") && !name.hasSuffix(".resolver.json")
    }
}
