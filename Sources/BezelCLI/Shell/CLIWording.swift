import Bezel

/// The library's messages in the command line's terms: where a library message names a property
/// of its API (`ThemeFileSystem`'s `allowsOutsidePaths`), the CLI names its own flag. Applied once,
/// to everything a command writes to standard error.
enum CLIWording {
    /// (library phrase, CLI phrase), applied in order.
    static let replacements: [(String, String)] = [
        (ThemeFileSystem.rootNote, ""),
        (ThemeFileSystem.outsidePathsAdvice, "pass --allow-outside-paths to permit it"),
    ]

    /// `text` with every library phrase replaced by the CLI's.
    static func map(_ text: String) -> String {
        guard text.contains("ThemeFileSystem") else { return text }
        var out = text
        for (library, cli) in replacements { out = out.replacingOccurrences(of: library, with: cli) }
        return out
    }
}
