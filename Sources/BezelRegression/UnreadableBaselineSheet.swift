/// A baseline sheet `record --button` or `record --only-missing` must keep pixels from, that is
/// not a PNG it can read: bad input (exit code 2), named by its path.
package struct UnreadableBaselineSheet: Error, CustomStringConvertible {
    package var path: String
    package var reason: String
    package var description: String { "\(path): \(reason); record it whole again (without --button or --only-missing)" }
}
