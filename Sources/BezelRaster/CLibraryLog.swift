import CPangoCairo
import Foundation

/// What the C libraries (librsvg, Pango, GLib) log through GLib, kept from standard error: a
/// program installs `writer` once (`bezel` does, at start; GLib allows one writer per process and
/// lets only programs set it), and then a message logged while Bezel draws an image is caught by
/// `capturing` and becomes that image's error, naming its file; any other message goes to the
/// program's `uncaught` function, prefixed with its library. Without the writer (a Swift program
/// that sets its own), nothing changes but the capture.
package enum CLibraryLog {
    private static let lock = NSLock()
    /// Messages caught per capturing thread.
    nonisolated(unsafe) private static var captures: [ObjectIdentifier: [String]] = [:]
    nonisolated(unsafe) private static var uncaught: (@Sendable (String) -> Void)?
    nonisolated(unsafe) private static var installed = false

    /// Makes `writer` GLib's log writer (once per process; later calls only replace `uncaught`).
    package static func install(uncaught: @escaping @Sendable (String) -> Void) {
        lock.lock()
        self.uncaught = uncaught
        let first = !installed
        installed = true
        lock.unlock()
        if first { g_log_set_writer_func(writer, nil, nil) }
    }

    /// Runs `body` and returns the messages the C libraries logged on this thread meanwhile.
    package static func capturing<T>(_ body: () throws -> T) rethrows -> (value: T, messages: [String]) {
        let thread = ObjectIdentifier(Thread.current)
        lock.lock(); captures[thread] = []; lock.unlock()
        defer { lock.lock(); captures[thread] = nil; lock.unlock() }
        let value = try body()
        lock.lock(); let messages = captures[thread] ?? []; lock.unlock()
        return (value, messages)
    }

    /// One message, `domain: message`, to the capture of this thread or else to `uncaught`.
    static func record(_ text: String) {
        let thread = ObjectIdentifier(Thread.current)
        lock.lock()
        if captures[thread] != nil {
            captures[thread]?.append(text)
            lock.unlock()
            return
        }
        let uncaught = self.uncaught
        lock.unlock()
        uncaught?(text)
    }

    /// GLib's writer: debug and info messages are dropped (GLib's default writer hides them too);
    /// the rest are recorded as `domain: message`.
    static let writer: GLogWriterFunc = { level, fields, count, _ in
        guard level.rawValue & (G_LOG_LEVEL_DEBUG.rawValue | G_LOG_LEVEL_INFO.rawValue) == 0, let fields else { return G_LOG_WRITER_HANDLED }
        var domain = "GLib", message = ""
        for field in UnsafeBufferPointer(start: fields, count: Int(count)) {
            guard let key = field.key, let value = field.value else { continue }
            let text: String
            if field.length < 0 {
                text = String(cString: value.assumingMemoryBound(to: CChar.self))
            } else {
                text = String(decoding: UnsafeRawBufferPointer(start: value, count: Int(field.length)), as: UTF8.self)
            }
            switch String(cString: key) {
            case "GLIB_DOMAIN": domain = text
            case "MESSAGE": message = text
            default: break
            }
        }
        record("\(domain): \(message)")
        return G_LOG_WRITER_HANDLED
    }
}
