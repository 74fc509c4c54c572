import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the real `bezel` executable once for the fuzz tests, as a person's shell would: its own
/// default signal mask (a test thread blocks SIGTERM, and a child would inherit that), standard
/// output discarded, standard error kept, a time limit (SIGKILL after `timeout` seconds) and a
/// memory limit watched while it runs (SIGKILL when its resident set passes `memoryLimit`). The
/// peak resident set comes from `wait4`'s resource usage.
struct FuzzProcess {
    /// What one run did.
    struct Outcome {
        var code: Int32
        var signal: Int32
        var err: String
        var timedOut: Bool
        /// Killed because its resident memory passed the limit.
        var overMemory: Bool
        /// The peak resident set in bytes (`ru_maxrss`).
        var peakBytes: Int
        var seconds: Double
    }

    var binary: String
    var timeout: Double
    var memoryLimit: Int = 1 << 30
    /// Where standard error is collected (a scratch folder of the test).
    var scratch: String

    /// Runs `binary` with `arguments` and waits.
    func run(_ arguments: [String], environment: [String: String] = [:]) -> Outcome {
        let errFile = scratch + "/stderr-\(UUID().uuidString)"
        defer { unlink(errFile) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let started = Date()
        guard posix_spawn(&pid, binary, &actions, &attributes, argv, envp) == 0 else {
            return Outcome(code: -1, signal: 0, err: "cannot start \(binary)", timedOut: false, overMemory: false, peakBytes: 0, seconds: 0)
        }
        return wait(for: pid, started: started, errFile: errFile)
    }

    /// Polls the child until it ends, killing it past the time or memory limit.
    private func wait(for pid: pid_t, started: Date, errFile: String) -> Outcome {
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false, overMemory = false
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            if Date().timeIntervalSince(started) > timeout { timedOut = true }
            if Self.residentBytes(of: pid) > memoryLimit { overMemory = true }
            if timedOut || overMemory {
                kill(pid, SIGKILL)
                _ = wait4(pid, &status, 0, &usage)
                break
            }
            usleep(5_000)
        }
        let seconds = Date().timeIntervalSince(started)
        // A peak between two polls still counts.
        overMemory = overMemory || Int(usage.ru_maxrss) * 1024 > memoryLimit
        let err = (try? String(contentsOfFile: errFile, encoding: .utf8)) ?? ""
        let signalled = (status & 0x7F) != 0 && (status & 0x7F) != 0x7F
        return Outcome(code: signalled ? -1 : (status >> 8) & 0xFF, signal: signalled ? status & 0x7F : 0, err: err,
                       timedOut: timedOut, overMemory: overMemory, peakBytes: Int(usage.ru_maxrss) * 1024, seconds: seconds)
    }

    /// The resident set of a running process, from /proc (0 when it cannot be read).
    static func residentBytes(of pid: pid_t) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
