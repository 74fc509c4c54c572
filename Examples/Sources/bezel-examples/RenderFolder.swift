import Bezel

/// docs/library.md, "Render a whole theme to a folder".
func renderFolder(_ file: ThemeFile) throws -> [String] {
    let written = try file.render(into: "out")
    print(written.count, "files, e.g.", written.prefix(3))  // ios/normal.png, ios/normal.json, ios/normal@2x.png
    return written
}
