/// A real consumer a test needs (Chromium, aapt, Godot, LÖVE, a Python reader) is not installed:
/// the test fails, naming it, instead of passing unchecked. `scripts/install-deps` installs them all.
struct MissingReader: Error, CustomStringConvertible {
    let name: String
    var description: String { "missing reader \(name): scripts/install-deps installs it" }
}

/// Throws `MissingReader` (failing the test) unless `available`.
func requireReader(_ available: Bool, _ what: String) throws {
    guard available else { throw MissingReader(name: what) }
}
