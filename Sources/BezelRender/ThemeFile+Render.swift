import BezelCore
import Foundation

extension ThemeFile {
    /// Renders the theme into `folder` and returns the paths written, relative to `folder`: the
    /// files `bezel render <file> -o <folder>` writes with its default options — for each mode and
    /// locale (only the chosen ones when `mode`/`locale` were given at load), one PNG sheet per
    /// state and scale, its TexturePacker atlas, and `manifest.json`, under `<theme>[/<mode>][/<locale>]/`.
    ///
    /// Every unit is rendered in memory first; then all files are written together, all or nothing
    /// (temporary files renamed into place; on a failure none of them is left). Unlike `bezel
    /// render` it does not lock the folder against a concurrent run. A folder that is the theme's
    /// own folder is refused, as the CLI refuses it.
    ///
    /// ```swift
    /// let file = try ThemeFile(contentsOfFile: "themes/ios.json")
    /// let written = try file.render(into: "out")
    /// print(written.count, "files, e.g.", written[0])
    /// ```
    @discardableResult
    public func render(into folder: String) throws(Diagnostics) -> [String] {
        // The units `bezel render` makes of this file, each with the prepared theme the load checked.
        let units = ThemeUnits.units(of: checked, file: path, mode: mode, locale: locale).units
        try refuseThemeFolder(folder, units: units)
        let renderer = ThemeRenderer()
        var files: [OutputFile] = []
        for unit in units.sorted(by: { $0.identifier < $1.identifier }) {
            do { files += try renderer.render(unit, options: RenderOptions()).files } catch {
                throw Diagnostics([Diagnostic(file: path, path: "", message: "\(unit.identifier): \(error)")])
            }
        }
        do { try AtomicFileWriter(root: folder).writeAll(files.map { ($0.path, $0.data) }) } catch {
            throw Diagnostics([Diagnostic(file: error.path, path: "", message: error.message)])
        }
        return files.map(\.path)
    }

    /// An error when `folder`, or a unit's folder inside it, is the folder holding the theme file:
    /// its atlases would become theme inputs, and the theme's images could be overwritten.
    func refuseThemeFolder(_ folder: String, units: [RenderUnit]) throws(Diagnostics) {
        func resolved(_ p: String) -> String { URL(fileURLWithPath: p).standardizedFileURL.resolvingSymlinksInPath().path }
        let themeFolder = resolved(ThemeFileSystem.folder(of: path))
        for candidate in [folder] + units.map({ folder + "/" + $0.folder }) where resolved(candidate) == themeFolder {
            throw Diagnostics([Diagnostic(file: candidate, path: "",
                                          message: "is the folder of the theme file \(path); write into another folder")])
        }
    }
}
