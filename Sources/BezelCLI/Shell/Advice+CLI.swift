import Bezel

extension Advice {
    /// The advice in the command line's terms: its flag, `--allow-outside-paths`, where the library
    /// names `ThemeFileSystem.allowsOutsidePaths` (the theme folder is then the folder of the theme
    /// file named on the command line, so no root is named).
    var cliWording: String {
        switch self {
        case .allowAbsolutePath, .allowPathOutsideRoot: " (pass --allow-outside-paths to permit it)"
        }
    }
}
