/// What lifts a refusal the library reports, as a value rather than words: a `PathError` or a
/// `Diagnostic` carries it, the library says it in the terms of its own API (`libraryWording`), and
/// a tool says it in its own (the command line names its flag, `--allow-outside-paths`).
public enum Advice: Hashable, Sendable {
    /// An absolute path was refused; `ThemeFileSystem.allowsOutsidePaths` permits it.
    case allowAbsolutePath
    /// A path that leaves the theme folder, which for the library is the `ThemeFileSystem`'s root,
    /// was refused; `ThemeFileSystem.allowsOutsidePaths` permits it.
    case allowPathOutsideRoot

    /// How the library ends a message that carries this advice: " (set ThemeFileSystem's
    /// allowsOutsidePaths to permit it)", after ", the root of the ThemeFileSystem" where the
    /// message names the folder.
    public var libraryWording: String {
        let advice = " (set ThemeFileSystem's allowsOutsidePaths to permit it)"
        switch self {
        case .allowAbsolutePath: return advice
        case .allowPathOutsideRoot: return ", the root of the ThemeFileSystem" + advice
        }
    }
}
