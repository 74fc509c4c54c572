import BezelCore
import Foundation
import Testing

/// Helpers for the tests of how bezel writes: the `bezel` executable as a subprocess (signals,
/// `ulimit`, concurrency), scratch folders, trees, and small tmpfs mounts when running as root.
enum OutputTestSupport {
    /// A new empty folder under NSTemporaryDirectory().
    static func tempDir() -> String {
        let d = NSTemporaryDirectory() + "bezel-output-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        return d
    }

    /// Removes `path` (after making folders writable again).
    static func remove(_ path: String) {
        _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        try? FileManager.default.removeItem(atPath: path)
    }

    /// `entries(root)` without Bezel's bookkeeping dot-files (`.bezel-unit.json`, `.bezel.lock`).
    static func outputEntries(_ root: String) -> [String: Data?] {
        entries(root).filter { !($0.key as NSString).lastPathComponent.hasPrefix(".") }
    }

    /// Every entry below `root` (not following links): files with their bytes, folders as nil.
    static func entries(_ root: String) -> [String: Data?] {
        var out: [String: Data?] = [:]
        func walk(_ prefix: String) {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: root + prefix)) ?? [] {
                let relative = prefix + "/" + name
                var info = stat()
                guard lstat(root + relative, &info) == 0 else { continue }
                if info.st_mode & S_IFMT == S_IFDIR {
                    out[String(relative.dropFirst())] = .some(nil)
                    walk(relative)
                } else {
                    out[String(relative.dropFirst())] = FileManager.default.contents(atPath: root + relative)
                }
            }
        }
        walk("")
        return out
    }

    /// Entries whose name ends in `.tmp` or is the lock file.
    static func leftovers(_ root: String) -> [String] {
        entries(root).keys.filter { $0.hasSuffix(".tmp") || $0.hasSuffix(".bezel.lock") }.sorted()
    }

    /// A folder of `count` themes (`t0` …), each with `buttons` buttons at scales 1 and 2.
    static func themes(count: Int, buttons: Int) -> String {
        let d = tempDir()
        for i in 0..<count {
            let list = (0..<buttons).map { ##""b\##($0)": { "title": "ButtonModel \##($0)", "backgroundColor": "#3366cc", "size": [160, 44] }"## }
            try! Data(##"{ "name": "t\##(i)", "scales": [1, 2], "buttons": { \##(list.joined(separator: ",")) } }"##.utf8)
                .write(to: URL(fileURLWithPath: "\(d)/t\(i).json"))
        }
        return d
    }

    static var isRoot: Bool { getuid() == 0 }

    /// Runs a program and waits; its exit status and what it printed.
    @discardableResult
    static func run(_ program: String, _ arguments: [String]) -> BezelProcess.Outcome {
        BezelProcess(arguments, program: program).wait()
    }

    /// Mounts a tmpfs of `size` (e.g. "200k") on a new folder, optionally read-only; nil (with the
    /// reason printed) when not root or when mounting is not permitted here.
    static func mountTmpfs(size: String, readOnly: Bool = false) -> String? {
        guard isRoot else { print("skipped: a tmpfs mount needs root (running as uid \(getuid()))"); return nil }
        let point = tempDir()
        let mounted = run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)" + (readOnly ? ",ro" : ""), "tmpfs", point])
        guard mounted.code == 0 else {
            print("skipped: cannot mount a tmpfs here: \(mounted.err)")
            remove(point)
            return nil
        }
        return point
    }

    static func unmount(_ point: String) {
        run("/bin/umount", [point])
        remove(point)
    }
}

/// The `bezel` executable beside the test bundle, run as a subprocess; output goes to files so a
/// full pipe never blocks it. Started with `posix_spawn`, an empty signal mask and SIGINT, SIGTERM
/// and SIGXFSZ at their defaults, as from a shell: the test runner blocks signals, and a child
/// would inherit that.
final class BezelProcess {
    static let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("bezel").path

    let pid: pid_t
    private let outFile = NSTemporaryDirectory() + "bezel-process-" + UUID().uuidString
    private let errFile = NSTemporaryDirectory() + "bezel-process-" + UUID().uuidString

    /// Starts `program` (default: bezel) with `arguments`.
    init(_ arguments: [String], program: String = BezelProcess.executable) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 1, outFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for sig in [SIGINT, SIGTERM, SIGXFSZ] { sigaddset(&defaults, sig) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) }; posix_spawn_file_actions_destroy(&actions); posix_spawnattr_destroy(&attributes) }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, program, &actions, &attributes, argv, environ)
        precondition(code == 0, "cannot start \(program): \(String(cString: strerror(code)))")
        self.pid = pid
    }

    /// Starts `bezel arguments` through /bin/sh after `setup` (e.g. "ulimit -f 50").
    static func shell(_ setup: String, _ arguments: [String]) -> BezelProcess {
        BezelProcess(["-c", setup + "; exec \"$0\" \"$@\"", executable] + arguments, program: "/bin/sh")
    }

    func signal(_ sig: Int32) { kill(pid, sig) }

    /// What the process has printed on standard error so far.
    var errorsSoFar: String { (try? String(contentsOfFile: errFile, encoding: .utf8)) ?? "" }

    /// How a process ended: its exit status (or the signal that killed it) and what it printed.
    struct Outcome {
        var code: Int32
        var killedBySignal: Bool
        var out: String
        var err: String
    }

    /// Waits for the exit.
    func wait() -> Outcome {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        defer { try? FileManager.default.removeItem(atPath: outFile); try? FileManager.default.removeItem(atPath: errFile) }
        let signalled = status & 0x7f != 0
        return Outcome(code: signalled ? 128 + (status & 0x7f) : (status >> 8) & 0xff, killedBySignal: signalled,
                       out: (try? String(contentsOfFile: outFile, encoding: .utf8)) ?? "",
                       err: (try? String(contentsOfFile: errFile, encoding: .utf8)) ?? "")
    }
}
