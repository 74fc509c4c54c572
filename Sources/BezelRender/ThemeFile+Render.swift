import BezelCore
import Foundation

extension ThemeFile {
    /// Renders the theme into `folder` and returns the paths written, relative to `folder`: the
    /// files `bezel render <file> -o <folder> --force` writes with its default options — for each
    /// mode and locale (only the chosen ones when `mode`/`locale` were given at load), one PNG sheet
    /// per state and scale, its TexturePacker atlas, `manifest.json` and the `.bezel-unit.json`
    /// record that lets a later `bezel render` skip the unit, under `<theme>[/<mode>][/<locale>]/`.
    ///
    /// It runs through the same driver as `bezel render` (`RenderRun`): every unit is rendered in
    /// memory, then all files are written together, all or nothing (temporary files renamed into
    /// place; on a failure none of them is left), holding the folder's lock against a concurrent
    /// run. A folder that is the theme's own folder is refused, as the command refuses it.
    ///
    /// ```swift
    /// let file = try ThemeFile(contentsOfFile: "themes/ios.json")
    /// let written = try file.render(into: "out")
    /// print(written.count, "files, e.g.", written[0])
    /// ```
    @discardableResult
    public func render(into folder: String) throws(Diagnostics) -> [String] {
        // The units `bezel render` makes of this file, each with the prepared theme the load checked.
        let units = ThemeUnits.units(of: checked.themes, file: path, mode: mode, locale: locale).units.sorted { $0.identifier < $1.identifier }
        let run = RenderRun(options: RenderOptions(), run: RunOptions(force: true), sink: SilentRunSink(), images: images)
        let summary: RunSummary
        do { summary = try run.write(units, into: FolderTarget(folder), inputs: [path], atomicity: .wholeRun) } catch {
            switch error {
            case .themeFolder(let conflict):
                throw Diagnostics([Diagnostic(file: conflict.folder, path: "", message: "is the theme folder \(conflict.themeFolder); write into another folder")])
            case .output(let failure): throw Diagnostics([Diagnostic(file: failure.path, path: "", message: failure.message)])
            }
        }
        var written: [String] = []
        for outcome in summary.outcomes {
            switch outcome.kind {
            case .written(_, _, let paths, _): written += paths
            case .failed(let message): throw Diagnostics([Diagnostic(file: path, path: "", message: "\(outcome.unit): \(message)")])
            case .notWritten(let failure): throw Diagnostics([Diagnostic(file: failure.path, path: "", message: failure.message)])
            }
        }
        return written
    }
}
