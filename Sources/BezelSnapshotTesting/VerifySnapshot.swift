import Foundation

/// Compares `value`'s snapshot with its reference file and returns nil when they match, else the
/// failure message swift-snapshot-testing gives, word for word. References are at
/// `<folder of file>/__Snapshots__/<file name without extension>/<testName>.<n or name>.<ext>`
/// (or in `snapshotDirectory`), `testName` and `name` sanitised as swift-snapshot-testing does
/// (runs of non-word characters become "-", one at either end removed). On a mismatch the
/// snapshot is written to `$SNAPSHOT_ARTIFACTS/<file name>/` (the temporary folder without it)
/// with the diffing's files (the difference image) beside it, named in the message's last line.
///
/// - Parameters:
///   - record: the record mode; nil: the enclosing `withSnapshotTesting`'s, else
///     `SNAPSHOT_TESTING_RECORD`, else `.missing`.
///   - timeout: accepted for source compatibility; snapshots are taken synchronously.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil, snapshotDirectory: String? = nil, timeout: TimeInterval = 5,
    fileID: StaticString = #fileID, file filePath: StaticString = #file, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> String? {
    let record = record ?? SnapshotTestingConfiguration.current?.record ?? SnapshotTestingConfiguration.environmentRecord()
    let diffTool = SnapshotTestingConfiguration.current?.diffTool ?? .default
    do {
        let location = SnapshotLocation(filePath: "\(filePath)", snapshotDirectory: snapshotDirectory, name: name,
                                        testName: testName, pathExtension: snapshotting.pathExtension)
        try FileManager.default.createDirectory(at: location.directory, withIntermediateDirectories: true)
        let actual = try snapshotting.snapshot(value())
        let actualData = snapshotting.diffing.toData(actual)
        let url = location.file
        if record == .all {
            try actualData.write(to: url)
            return """
                Record mode is on. Automatically recorded snapshot: …

                open "\(url.absoluteString)"

                Turn record mode off and re-run "\(location.testName)" to assert against the newly-recorded snapshot
                """
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            if record == .never {
                return "No reference was found on disk. New snapshot was not recorded because recording is disabled"
            }
            try actualData.write(to: url)
            return """
                No reference was found on disk. Automatically recorded snapshot: …

                open "\(url.absoluteString)"

                Re-run "\(location.testName)" to assert against the newly-recorded snapshot.
                """
        }
        let reference = try snapshotting.diffing.fromData(Data(contentsOf: url))
        guard let (failure, attachments) = snapshotting.diffing.diff(reference, actual) else { return nil }
        let failed = try location.writeArtifacts(actualData, attachments: attachments)
        var message = name.map { "Snapshot \"\($0)\" does not match reference." } ?? "Snapshot does not match reference."
        if record == .failed {
            try actualData.write(to: url)
            message += " A new snapshot was automatically recorded."
        }
        let files = failed.attachments.map { "\n\n\($0.name): \"file://\($0.url.path)\"" }.joined()
        return """
            \(message)

            \(diffTool(currentFilePath: url.path, failedFilePath: failed.snapshot.path))

            \(failure.trimmingCharacters(in: .whitespacesAndNewlines))
            """ + files
    } catch {
        return "\(error)"
    }
}

/// Where a snapshot's reference and artifacts go.
struct SnapshotLocation {
    let directory: URL
    let testFileName: String
    let testName: String
    let file: URL

    init(filePath: String, snapshotDirectory: String?, name: String?, testName: String, pathExtension: String?) {
        let fileURL = URL(fileURLWithPath: filePath, isDirectory: false)
        testFileName = fileURL.deletingPathExtension().lastPathComponent
        directory = snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? fileURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(testFileName)
        let identifier = name.map(sanitizePathComponent)
            ?? String(SnapshotCounter.shared.next(for: directory.appendingPathComponent(testName).absoluteString))
        self.testName = sanitizePathComponent(testName)
        var file = directory.appendingPathComponent("\(self.testName).\(identifier)")
        if let pathExtension { file = file.appendingPathExtension(pathExtension) }
        self.file = file
    }

    /// Writes the failed snapshot and the diffing's files to the artifacts folder.
    func writeArtifacts(_ data: Data, attachments: [SnapshotAttachment]) throws -> (snapshot: URL, attachments: [(name: String, url: URL)]) {
        let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let folder = URL(fileURLWithPath: root, isDirectory: true).appendingPathComponent(testFileName)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let snapshot = folder.appendingPathComponent(file.lastPathComponent)
        try data.write(to: snapshot)
        let stem = file.deletingPathExtension().lastPathComponent
        let written = try attachments.map { attachment in
            let url = folder.appendingPathComponent("\(stem).\(attachment.name).\(attachment.pathExtension)")
            try attachment.data.write(to: url)
            return (attachment.name, url)
        }
        return (snapshot, written)
    }
}

/// swift-snapshot-testing's file-name rule: runs of non-word characters become "-", and one "-"
/// at the start or end is removed ("testButton()" → "testButton").
func sanitizePathComponent(_ string: String) -> String {
    string.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
        .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
}
