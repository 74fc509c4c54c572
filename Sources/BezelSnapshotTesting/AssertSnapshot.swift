import Foundation

/// Asserts that `value`'s snapshot matches its reference file (`verifySnapshot`), failing the
/// running test (Swift Testing's `Issue.record` or XCTest's `XCTFail`) with its message.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil, timeout: TimeInterval = 5,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let failure = verifySnapshot(of: try value(), as: snapshotting, named: name, record: record, timeout: timeout,
                                 fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    guard let failure else { return }
    recordSnapshotIssue(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The Bool spelling of `record:` (true: `.all`; false: the default mode), still in use.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record recording: Bool, timeout: TimeInterval = 5,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(of: try value(), as: snapshotting, named: name, record: recording ? .all : nil, timeout: timeout,
                   fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// The old spelling (`matching:`, `record:` as a Bool, `#file`).
public func assertSnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record recording: Bool = false, timeout: TimeInterval = 5,
    file: StaticString = #file, testName: String = #function, line: UInt = #line
) {
    assertSnapshot(of: try value(), as: snapshotting, named: name, record: recording ? .all : nil, timeout: timeout,
                   file: file, testName: testName, line: line)
}

/// The old spelling of `verifySnapshot` (`matching:`, `record:` as a Bool).
public func verifySnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record recording: Bool = false, snapshotDirectory: String? = nil, timeout: TimeInterval = 5,
    file: StaticString = #file, testName: String = #function, line: UInt = #line
) -> String? {
    verifySnapshot(of: try value(), as: snapshotting, named: name, record: recording ? .all : nil,
                   snapshotDirectory: snapshotDirectory, timeout: timeout, file: file, testName: testName, line: line)
}

/// Snapshots of one value under several strategies, named by the dictionary's keys.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategies: [String: Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil, timeout: TimeInterval = 5,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
        assertSnapshot(of: try value(), as: strategy, named: name, record: record, timeout: timeout,
                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}
