import Foundation

/// A progress line on standard error while a batch runs (only when stderr is a terminal, or when
/// forced): themes, buttons and sheets done, the rate and the time left. Thread-safe.
final class ProgressReporter: @unchecked Sendable {
    private let io: CommandIO
    private let enabled: Bool
    private let total: Int
    private let lock = NSLock()
    private var doneUnits = 0
    private var buttons = 0
    private var sheets = 0
    private let start = Date()
    private var lastDraw = Date.distantPast

    init(io: CommandIO, total: Int, enabled: Bool) {
        self.io = io; self.total = total; self.enabled = enabled
    }

    /// Records one finished unit of work (a theme in one mode and locale).
    func finished(buttons b: Int, sheets s: Int) {
        lock.lock()
        doneUnits += 1; buttons += b; sheets += s
        let now = Date()
        let draw = enabled && (now.timeIntervalSince(lastDraw) > 0.1 || doneUnits == total)
        if draw { lastDraw = now }
        let line = draw ? render(now) : nil
        lock.unlock()
        if let line { io.errControl(line) }
    }

    private func render(_ now: Date) -> String {
        let elapsed = max(now.timeIntervalSince(start), 0.001)
        let rate = Double(sheets) / elapsed
        let remaining = doneUnits > 0 ? elapsed / Double(doneUnits) * Double(total - doneUnits) : 0
        let width = 24
        let filled = total > 0 ? width * doneUnits / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        return "\r\u{1B}[2K\(bar) \(doneUnits)/\(total) themes · \(buttons) buttons · \(sheets) sheets · "
            + String(format: "%.0f sheets/s · ETA %.0fs", rate, remaining)
    }

    /// Ends the progress line (a newline when one was drawn).
    func finish() {
        if enabled && total > 0 { io.err("\n") }
    }

    var elapsed: TimeInterval { Date().timeIntervalSince(start) }
}
