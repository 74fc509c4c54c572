/// The outcome of the examples' checks: each failure's message, printed at the end.
struct Checks {
    /// An error that stops the run.
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    private(set) var passed = 0
    private(set) var failures: [String] = []

    /// Records `condition`; `what` says what should hold.
    mutating func expect(_ condition: Bool, _ what: String) {
        if condition { passed += 1 } else { fail("FAILED: \(what)") }
    }

    /// Records a failure and prints it at once.
    mutating func fail(_ message: String) {
        failures.append(message)
        print(message)
    }

    /// "bezel-examples: 17 checks passed" or the failures' count.
    var summary: String {
        failures.isEmpty ? "bezel-examples: \(passed) checks passed"
            : "bezel-examples: \(failures.count) failed, \(passed) passed"
    }
}
