@testable import BezelSnapshotTesting
import BezelUIKit
import Foundation
import Testing

/// verifySnapshot's files, record modes and messages, word for word as swift-snapshot-testing's.
@Suite @MainActor struct VerifySnapshotTests {
    @Test func aMissingReferenceIsRecordedThenMatches() throws {
        let folder = SnapshotFixtures.folder()
        let button = SnapshotFixtures.filledButton(.systemBlue)
        let first = verifySnapshot(of: button, as: .image, named: "blue", snapshotDirectory: folder, testName: "testBlue()")
        #expect(first == """
            No reference was found on disk. Automatically recorded snapshot: …

            open "file://\(folder)/testBlue.blue.png"

            Re-run "testBlue" to assert against the newly-recorded snapshot.
            """)
        #expect(try SnapshotFixtures.pixel(folder + "/testBlue.blue.png", 20, 10) == [0, 122, 255, 255])
        #expect(verifySnapshot(of: button, as: .image, named: "blue", snapshotDirectory: folder, testName: "testBlue()") == nil)
    }

    @Test func aChangedButtonFailsWithTheWordingAndWritesTheDifference() throws {
        let folder = SnapshotFixtures.folder()
        _ = verifySnapshot(of: SnapshotFixtures.filledButton(.systemBlue), as: .image, snapshotDirectory: folder, testName: "testChange()")
        let reference = folder + "/testChange.1.png"
        let message = try #require(verifySnapshot(of: SnapshotFixtures.filledButton(.systemRed), as: .image, named: "1",
                                                  snapshotDirectory: folder, testName: "testChange()"))
        let failed = try #require(SnapshotFixtures.path(after: "@+", in: message))
        let difference = try #require(SnapshotFixtures.path(after: "difference:", in: message))
        #expect(failed.hasSuffix("/testChange.1.png") && failed != reference)
        #expect(difference == (failed as NSString).deletingPathExtension + ".difference.png")
        #expect(message == """
            Snapshot "1" does not match reference.

            @\u{2212}
            "file://\(reference)"
            @+
            "file://\(failed)"

            To configure output for a custom diff tool, use 'withSnapshotTesting'. For example:

                withSnapshotTesting(diffTool: .ksdiff) {
                  // ...
                }

            Newly-taken snapshot does not match reference.

            difference: "file://\(difference)"
            """)
        #expect(try SnapshotFixtures.pixel(failed, 20, 10) == [255, 59, 48, 255], "the failed snapshot is the new button")
        #expect(try SnapshotFixtures.pixel(difference, 20, 10) == [255, 0, 0, 255], "every pixel changed: red in the diff")
        #expect(try SnapshotFixtures.pixel(reference, 20, 10) == [0, 122, 255, 255], "the reference is kept")
    }

    @Test func recordModes() throws {
        let folder = SnapshotFixtures.folder()
        let blue = SnapshotFixtures.filledButton(.systemBlue), red = SnapshotFixtures.filledButton(.systemRed)
        let reference = folder + "/testModes.m.png"
        #expect(verifySnapshot(of: blue, as: .image, named: "m", record: .never, snapshotDirectory: folder, testName: "testModes()")
            == "No reference was found on disk. New snapshot was not recorded because recording is disabled")
        #expect(!FileManager.default.fileExists(atPath: reference))
        let all = verifySnapshot(of: blue, as: .image, named: "m", record: .all, snapshotDirectory: folder, testName: "testModes()")
        #expect(all?.hasPrefix("Record mode is on. Automatically recorded snapshot: …\n\nopen \"file://\(reference)\"\n\n"
                               + "Turn record mode off and re-run \"testModes\" to assert") == true)
        let failed = try #require(withSnapshotTesting(record: .failed, diffTool: .ksdiff) {
            verifySnapshot(of: red, as: .image, named: "m", snapshotDirectory: folder, testName: "testModes()")
        })
        #expect(failed.hasPrefix("Snapshot \"m\" does not match reference. A new snapshot was automatically recorded.\n\nksdiff \"\(reference)\" \""))
        #expect(try SnapshotFixtures.pixel(reference, 20, 10) == [255, 59, 48, 255], "re-recorded as the red button")
        #expect(verifySnapshot(of: red, as: .image, named: "m", record: false, snapshotDirectory: folder, testName: "testModes()") == nil)
        #expect(SnapshotTestingConfiguration.environmentRecord(["SNAPSHOT_TESTING_RECORD": "failed"]) == .failed)
        #expect(SnapshotTestingConfiguration.environmentRecord(["SNAPSHOT_TESTING_RECORD": "ALL"]) == .missing, "values are exact")
        #expect(SnapshotTestingConfiguration.environmentRecord([:]) == .missing)
    }

    @Test func theRecursiveDescriptionReferenceBytes() throws {
        let folder = SnapshotFixtures.folder()
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        _ = verifySnapshot(of: button, as: .recursiveDescription, snapshotDirectory: folder, testName: "testTree()")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: folder + "/testTree.1.txt"))
        #expect(String(decoding: bytes, as: UTF8.self) == """
            <UIButton; frame = (0 0; 80 30); opaque = NO; layer = <CALayer>>
               | <UIButtonLabel; frame = (23 6; 35 18); text = 'Save'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer>>
            """)
        #expect(bytes.last == UInt8(ascii: ">"), "no newline at the end, as iOS prints it")
        button.setTitle("Save all", for: .normal)
        let message = try #require(verifySnapshot(of: button, as: .recursiveDescription, named: "1",
                                                  snapshotDirectory: folder, testName: "testTree()"))
        #expect(message.hasSuffix("""
            @@ \u{2212}1,2 +1,2 @@
            \u{2007}<UIButton; frame = (0 0; 80 30); opaque = NO; layer = <CALayer>>
            \u{2212}   | <UIButtonLabel; frame = (23 6; 35 18); text = 'Save'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer>>
            +   | <UIButtonLabel; frame = (13 6; 54 18); text = 'Save all'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer>>
            """))
    }

    @Test func aViewBezelCannotDrawFailsWithTheReason() {
        let folder = SnapshotFixtures.folder()
        let message = verifySnapshot(of: UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), as: .image,
                                     snapshotDirectory: folder, testName: "testView()")
        #expect(message == "Bezel draws UIButtons only; UIView cannot be snapshot as an image")
        let empty = UIButton(type: .custom)
        #expect(verifySnapshot(of: empty, as: .image, snapshotDirectory: folder, testName: "testEmpty()")?
            .hasPrefix("UIButton: the frame is empty") == true)
    }
}
