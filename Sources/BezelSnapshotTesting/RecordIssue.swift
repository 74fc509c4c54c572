import Foundation
import Testing
import XCTest

/// A failure reported where the test runs: `Issue.record` inside a Swift Testing test, `XCTFail`
/// otherwise, at the assertion's file and line.
func recordSnapshotIssue(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}
