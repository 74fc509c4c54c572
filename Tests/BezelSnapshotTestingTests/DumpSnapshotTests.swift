import BezelSnapshotTesting
import BezelUIKit
import Foundation
import Testing

/// `.dump`: swift-snapshot-testing's text format for any value, UIKit objects as iOS prints them.
@Suite @MainActor struct DumpSnapshotTests {
    struct Style {
        var title: String
        var color: UIColor
        var insets: UIEdgeInsets
        var padding: CGFloat?
    }

    enum Kind { case filled, plain(String) }

    final class Node {
        var name = "root"
        var next: Node?
    }

    func dump(_ value: Any) throws -> String { try Snapshotting<Any, String>.dump.snapshot(value) }

    @Test func aStructWithAUIColorAndAnOptional() throws {
        let style = Style(title: "Sign in", color: .red, insets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), padding: nil)
        #expect(try dump(style) == """
            ▿ Style
              - title: "Sign in"
              - padding: Optional<CGFloat>.none
              - color: UIExtendedSRGBColorSpace 1 0 0 1
              ▿ insets: UIEdgeInsets
                - top: 1.0
                - left: 2.0
                - bottom: 3.0
                - right: 4.0

            """)
    }

    @Test func collectionsDictionariesSetsTuplesAndEnums() throws {
        #expect(try dump([1, 2]) == "▿ 2 elements\n  - 1\n  - 2\n")
        #expect(try dump(["b": 2, "a": 1]) == """
            ▿ 2 key/value pairs
              ▿ (2 elements)
                - key: "a"
                - value: 1
              ▿ (2 elements)
                - key: "b"
                - value: 2

            """)
        #expect(try dump(Set(["y", "x"])) == "▿ 2 members\n  - \"x\"\n  - \"y\"\n")
        #expect(try dump(Kind.filled) == "- Kind.filled\n")
        #expect(try dump(Kind.plain("Go")) == "▿ Kind\n  - plain: \"Go\"\n")
        #expect(try dump(Optional(5) as Any) == "▿ Optional<Int>\n  - some: 5\n")
        #expect(try dump([Int]()) == "- 0 elements\n")
        #expect(try dump(Data([1, 2, 3])) == "- 3 bytes\n")
        #expect(try dump(Date(timeIntervalSince1970: 0)) == "- 1970-01-01T00:00:00Z\n")
    }

    @Test func aCycleIsSaidOnce() throws {
        let root = Node()
        root.next = root
        #expect(try dump(root) == """
            ▿ Node
              - name: "root"
              ▿ next: Optional<Node>
                ▿ some (circular reference detected)

            """)
    }

    @Test func aButtonPrintsAsIOSDescribesIt() throws {
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.sizeToFit()
        #expect(try dump(button) == "- <UIButton; frame = (0 0; 63 30); opaque = NO; layer = <CALayer>>\n")
        button.backgroundColor = UIColor(white: 0.5, alpha: 1)
        #expect(try dump(["button": button]) == """
            ▿ 1 key/value pair
              ▿ (2 elements)
                - key: "button"
                - value: <UIButton; frame = (0 0; 63 30); opaque = NO; backgroundColor = UIExtendedGrayColorSpace 0.5 1; layer = <CALayer>>

            """)
    }

    @Test func aDumpReferenceIsATextFile() throws {
        let folder = NSTemporaryDirectory() + "bezel-dump-" + UUID().uuidString
        let style = Style(title: "Go", color: .systemBlue, insets: .zero, padding: 4)
        let first = verifySnapshot(of: style, as: .dump, named: "style", snapshotDirectory: folder, testName: "testStyle()")
        #expect(first?.hasPrefix("No reference was found on disk.") == true)
        let text = try String(contentsOfFile: folder + "/testStyle.style.txt", encoding: .utf8)
        #expect(text == """
            ▿ Style
              - title: "Go"
              - color: UIExtendedSRGBColorSpace 0 0.478431 1 1
              ▿ padding: Optional<CGFloat>
                - some: 4.0
              ▿ insets: UIEdgeInsets
                - top: 0.0
                - left: 0.0
                - bottom: 0.0
                - right: 0.0

            """, "sorted by each field's own text, as swift-snapshot-testing sorts")
        #expect(verifySnapshot(of: style, as: .dump, named: "style", snapshotDirectory: folder, testName: "testStyle()") == nil)
        var changed = style
        changed.title = "Stop"
        let message = try #require(verifySnapshot(of: changed, as: .dump, named: "style", snapshotDirectory: folder, testName: "testStyle()"))
        #expect(message.contains("\u{2212}  - title: \"Go\"\n+  - title: \"Stop\""), "\(message)")
    }
}
