import BezelCore
import Foundation

/// `render --watch`: renders once, then looks at every file the themes were read from or draw
/// (theme, extended and token files, images, fonts, and the theme files of the input folders)
/// every `interval` and renders again when one changes (size, modification time or inode); the
/// run skips the units whose content key did not change. A file once watched stays watched, so a
/// broken save of any of them (a token file that no longer parses) is followed by the next good
/// one. Polling, so it works the same on every file system. Errors go to the sink and the last good
/// files stay (units are written all or nothing).
public struct RenderWatch: Sendable {
    public let run: RenderRun
    public let inputs: [String]
    public let target: FolderTarget
    /// How often the files are looked at.
    public static let interval: useconds_t = 300_000
    /// How long a change must be still before rendering (an editor writing in steps).
    public static let settle: useconds_t = 150_000

    /// A watch that renders `inputs` into `target` with `run`.
    public init(run: RenderRun, inputs: [String], target: FolderTarget) {
        self.run = run
        self.inputs = inputs
        self.target = target
    }

    /// Renders, then renders again after every change, handing each render's result to
    /// `rendered`, until `stop` says so (asked between looks; never, for the command line).
    public func watch(until stop: () -> Bool = { false }, rendered: (Result<RunRendering, RunError>) -> Void) {
        var watched = Set<String>()
        while !stop() {
            let before = Self.snapshot(Self.files(inputs: inputs, watched: watched))
            let result = Result { () throws(RunError) in try run.render(inputs, into: target) }
            if case .success(let r) = result { watched.formUnion(Self.inputFiles(of: r.units.units)) }
            rendered(result)
            let all = Self.files(inputs: inputs, watched: watched)
            // Files already watched keep their state from before the render (a save during it
            // counts); files new to the watch start from now.
            let baseline = Dictionary(uniqueKeysWithValues: all.map { ($0, before[$0] ?? Self.state(of: $0)) })
            run.sink.receive(.watching(files: all.count))
            while !stop(), Self.snapshot(all) == baseline { usleep(Self.interval) }
            usleep(Self.settle)
        }
    }

    /// The theme files the inputs name now (a folder's list can change) and `watched`.
    static func files(inputs: [String], watched: Set<String>) -> [String] {
        Array(watched.union(ThemeInputs.themeFiles(inputs).files.map(ThemeFileSystem.absolute))).sorted()
    }

    /// Every file `units` were read from or draw: theme, extended and token files, images, fonts.
    static func inputFiles(of units: [RenderUnit]) -> Set<String> {
        var files = Set<String>()
        for unit in units {
            files.formUnion(unit.theme.inputFiles)
            files.formUnion(unit.theme.imageFiles)
            files.formUnion(unit.theme.shippedFontFiles)
        }
        return files
    }

    static func snapshot(_ files: [String]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: files.map { ($0, state(of: $0)) })
    }

    /// Size, modification time (ns) and inode of `path`, or "missing".
    static func state(of path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "missing" }
        return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)"
    }
}
