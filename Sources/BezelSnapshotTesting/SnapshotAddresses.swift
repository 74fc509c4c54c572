import Foundation

/// Memory addresses taken out of snapshot text, as swift-snapshot-testing takes them out: every
/// "0x…" hex number with the colon and spaces before it ("<UIButton: 0x6000…; " → "<UIButton; ").
enum SnapshotAddresses {
    static func removed(from text: String) -> String {
        text.replacingOccurrences(of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1", options: .regularExpression)
    }
}
