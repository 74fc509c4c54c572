@testable import BezelSnapshotTesting
import BezelUIKit
import Foundation
import Testing

/// File names, the text diff, and assertSnapshot under Swift Testing.
@Suite @MainActor struct SnapshotNamingTests {
    @Test func namesAreSanitisedAsSwiftSnapshotTestingDoes() {
        #expect(sanitizePathComponent("testButton()") == "testButton")
        #expect(sanitizePathComponent("test(button:state:)") == "test-button-state")
        #expect(sanitizePathComponent("UIExtendedSRGBColorSpace 1 0 0 1") == "UIExtendedSRGBColorSpace-1-0-0-1")
        #expect(sanitizePathComponent("--dark mode!!") == "dark-mode", "the dash at either end removed")
        let location = SnapshotLocation(filePath: "/p/Tests/ButtonTests.swift", snapshotDirectory: nil, name: "@2x dark",
                                        testName: "testIt()", pathExtension: "png")
        #expect(location.file.path == "/p/Tests/__Snapshots__/ButtonTests/testIt.2x-dark.png")
    }

    @Test func unnamedSnapshotsAreNumberedPerTest() {
        let folder = SnapshotFixtures.folder()
        func name() -> String { SnapshotLocation(filePath: folder + "/T.swift", snapshotDirectory: nil, name: nil,
                                                 testName: "counted()", pathExtension: "txt").file.lastPathComponent }
        #expect([name(), name(), name()] == ["counted.1.txt", "counted.2.txt", "counted.3.txt"])
    }

    @Test func theTextDiffHasContextAndMarksTrailingSpaces() {
        let old = (1...12).map { "line \($0)" }.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "line 6", with: "line six ")
        #expect(LineDiff.describe(old: old, new: new) == """
            @@ \u{2212}2,11 +2,11 @@
            \u{2007}line 2
            \u{2007}line 3
            \u{2007}line 4
            \u{2007}line 5
            \u{2212}line 6
            +line six ¬
            \u{2007}line 7
            \u{2007}line 8
            \u{2007}line 9
            \u{2007}line 10
            \u{2007}line 11
            \u{2007}line 12
            """, "kept runs of up to eight lines stay whole, as swift-snapshot-testing keeps them")
        let far = old.replacingOccurrences(of: "line 1\n", with: "").replacingOccurrences(of: "line 12", with: "line twelve")
        #expect(LineDiff.describe(old: old, new: far) == """
            @@ \u{2212}1,5 +1,4 @@
            \u{2212}line 1
            \u{2007}line 2
            \u{2007}line 3
            \u{2007}line 4
            \u{2007}line 5
            @@ \u{2212}8,5 +7,5 @@
            \u{2007}line 8
            \u{2007}line 9
            \u{2007}line 10
            \u{2007}line 11
            \u{2212}line 12
            +line twelve
            """)
    }

    @Test func aSwiftTestingFailureIsAnIssue() {
        let button = SnapshotFixtures.filledButton(.systemBlue)
        withKnownIssue {
            assertSnapshot(of: button, as: .image, named: "never-recorded", record: .never)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["No reference was found on disk. New snapshot was not recorded because recording is disabled"]
        }
    }

    @Test func aSwiftTestingTestMatchesItsReference() {
        let button = UIButton(type: .system)
        button.setTitle("Swift Testing", for: .normal)
        button.sizeToFit()
        assertSnapshot(of: button, as: .image(traits: UITraitCollection(displayScale: 2)))
    }
}
