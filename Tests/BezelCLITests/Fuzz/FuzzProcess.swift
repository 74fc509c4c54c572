import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the real `bezel` executable once for the fuzz tests, as a person's shell would: its own
/// default signal mask (a test thread blocks SIGTERM, and a child would inherit that), standard
/// output discarded, standard error kept, a time limit (SIGKILL after `timeout` seconds of CPU
/// time, so that runs sharing the cores are judged as one alone would be, or after six times that
/// of wall-clock time, for a process that waits forever without computing) and a
/// memory limit watched while it runs (SIGKILL when its resident set passes `memoryLimit`). The
/// peak resident set is the child's own high-water mark (`VmHWM` in /proc/PID/status), read every
/// 5 ms while it runs: `wait4`'s `ru_maxrss` cannot be used, since `posix_spawn` starts the child
/// with `CLONE_VM`, and Linux counts the high-water mark of the memory it leaves at `exec` (this
/// test process's) as the child's own.
struct FuzzProcess {
    /// What one run did.
    struct Outcome {
        var code: Int32
        var signal: Int32
        var err: String
        var timedOut: Bool
        /// Killed because its resident memory passed the limit.
        var overMemory: Bool
        /// The peak resident set in bytes (`VmHWM`, as last read while it ran).
        var peakBytes: Int
        var seconds: Double
    }

    var binary: String
    /// Seconds of CPU time (user + system) before the child counts as hung.
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
        var timedOut = false, overMemory = false, peak = 0
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            if Self.cpuSeconds(of: pid) > timeout || Date().timeIntervalSince(started) > timeout * 6 { timedOut = true }
            peak = max(peak, Self.peakResidentBytes(of: pid))
            if peak > memoryLimit { overMemory = true }
            if timedOut || overMemory {
                kill(pid, SIGKILL)
                _ = wait4(pid, &status, 0, &usage)
                break
            }
            usleep(5_000)
        }
        let seconds = Date().timeIntervalSince(started)
        let err = (try? String(contentsOfFile: errFile, encoding: .utf8)) ?? ""
        let signalled = (status & 0x7F) != 0 && (status & 0x7F) != 0x7F
        return Outcome(code: signalled ? -1 : (status >> 8) & 0xFF, signal: signalled ? status & 0x7F : 0, err: err,
                       timedOut: timedOut, overMemory: overMemory, peakBytes: peak, seconds: seconds)
    }

    /// The CPU time (user + system) a running process has used, from /proc/PID/stat; 0 when it
    /// cannot be read.
    static func cpuSeconds(of pid: pid_t) -> Double {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return 0 }
        // After the command's closing parenthesis: state is field 3, utime 14 and stime 15.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// The peak resident set of a running process since its `exec` (`VmHWM`), from /proc; 0 when
    /// it cannot be read (it has ended). `posix_spawn` returns only after the child's `exec`, so
    /// every read is of `bezel`'s own memory.
    static func peakResidentBytes(of pid: pid_t) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kB = Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "") else { return 0 }
        return kB * 1024
    }
}
