import Bezel

/// docs/library.md, "Load a theme file".
func loadTheme() throws -> ThemeFile {
    let file = try ThemeFile(contentsOfFile: "themes/ios.json")
    print(file.theme.name, file.theme.buttons.count, "buttons, modes:", file.theme.modes)
    for warning in file.warnings { print(warning) }
    print(file.themes.map(\.identifier))  // ["ios", "ios/accessibilityExtraExtraExtraLarge", "ios/dark", "ios/dark/accessibilityExtraExtraExtraLarge"]
    return file
}

/// docs/library.md, "Load a theme file": one mode and one locale.
func loadModeAndLocale() throws -> ThemeFile {
    let arabicDark = try ThemeFile(contentsOfFile: "themes/material3.json", mode: "dark", locale: "ar")
    print(arabicDark.theme.mode ?? "base", arabicDark.locale ?? "base titles")
    return arabicDark
}

/// docs/library.md, "Errors": every problem names the file and the JSON path.
func unknownModeAndButton(_ file: ThemeFile) -> [Diagnostic] {
    var problems: [Diagnostic] = []
    do {
        _ = try ThemeFile(contentsOfFile: "themes/ios.json", mode: "sepia")
    } catch {
        problems += error.items  // themes/ios.json: modes: no mode 'sepia' (modes: dark)
    }
    do {
        _ = try ButtonImageRenderer(theme: file, scale: 2).pngData(forButton: "filledMedum")
    } catch {
        problems += error.items  // themes/ios.json: buttons: no button 'filledMedum' (did you mean 'filledMedium'?)
    }
    for problem in problems { print(problem.file, problem.path, problem.message) }
    return problems
}
