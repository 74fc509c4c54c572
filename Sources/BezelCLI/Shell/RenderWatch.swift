import Bezel
import Foundation

/// `render --watch`: renders once, then looks at every file the themes were read from or draw
/// (theme, extended and token files, images, fonts, and the theme files of the input folders)
/// every `interval` seconds and renders again when one changes (size, modification time or
/// inode), which skips the units whose content key did not change. Polling, so it works the same
/// on every file system and platform. Errors are printed and the last good files stay (units are
/// written all or nothing). Runs until SIGINT or SIGTERM (`SignalCleanup` ends the process with
/// 130 or 143 after removing any temporary files).
struct RenderWatch {
    let batch: BatchRunner
    let inputs: [String]
    let io: CommandIO
    static let interval: useconds_t = 300_000
    /// How long a change must be still before rendering (an editor writing in steps).
    static let settle: useconds_t = 150_000

    func run() -> Never {
        var watched: [String] = []
        while true {
            let files = Self.files(inputs: inputs, watched: watched)
            let before = Self.snapshot(files)
            let (_, nowWatched) = batch.runWatching(inputs: inputs)
            watched = nowWatched
            let all = Self.files(inputs: inputs, watched: watched)
            // Files already watched keep their state from before the render (a save during it
            // counts); files new to the watch start from now.
            let baseline = Dictionary(uniqueKeysWithValues: all.map { ($0, before[$0] ?? Self.state(of: $0)) })
            if !batch.quiet { io.err("watching \(all.count) files for changes (Ctrl-C ends)\n") }
            while Self.snapshot(all) == baseline { usleep(Self.interval) }
            usleep(Self.settle)
        }
    }

    /// The theme files the inputs name now (a folder's list can change) and `watched`.
    static func files(inputs: [String], watched: [String]) -> [String] {
        Array(Set(ThemeInputs.themeFiles(inputs).files.map(ThemeFileSystem.absolute) + watched)).sorted()
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
