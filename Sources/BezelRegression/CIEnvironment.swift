import Foundation

/// Whether this process runs on a CI machine, decided by the `CI` environment variable, the one
/// rule `bezel record` (which refuses to record there without `--force`) and BezelTesting's
/// `GoldenRecordMode.fromEnvironment` (which defaults to never recording there) share.
///
/// A CI machine is one where `CI` is set to a value that, without surrounding spaces, is not empty
/// and is not `false` or `0` in any case: `true`, `1`, `yes`, `github` are CI; unset, `""`, `"  "`,
/// `false`, `FALSE`, `0`, `" false "` are not.
package struct CIEnvironment: Sendable, Equatable {
    /// The value of `CI` as it was set (nil when unset), for messages.
    package var value: String?

    /// The CI flag of `environment` (usually `ProcessInfo.processInfo.environment`).
    package init(_ environment: [String: String]) {
        value = environment["CI"]
    }

    /// Whether `CI` says this is a CI machine.
    package var isCI: Bool {
        guard let trimmed = value?.trimmingCharacters(in: .whitespaces), !trimmed.isEmpty else { return false }
        return !["false", "0"].contains(trimmed.lowercased())
    }
}
