import BezelCore
import BezelPNG
import Foundation

extension RecordedOptions {
    /// The largest `render-options.json` read (a real one is about 100 bytes).
    package static let fileByteLimit = 1 << 20

    /// The options stored in the baseline folder `baseline`: nil when it has no `render-options.json`;
    /// an error when the file is not a regular file (a folder, a device, a symlink to one), is over
    /// `fileByteLimit`, or holds anything `json` would not write.
    package static func read(baseline: String) throws(StoredValueError) -> RecordedOptions? {
        let data: Data?
        do { data = try RegularFile.read(baseline + "/" + fileName, limit: fileByteLimit) } catch {
            throw StoredValueError(path: "", expected: error.reason)
        }
        return try data.map { data throws(StoredValueError) in try RecordedOptions(json: data) }
    }
}
