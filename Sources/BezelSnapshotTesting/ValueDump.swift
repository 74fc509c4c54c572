import BezelUIKit
import Foundation

/// The text of a `.dump` snapshot, in swift-snapshot-testing's format: one line per value, "- " for
/// a value without children and "▿ " for one with them, each child indented two spaces more and
/// named (`name: `); collections, dictionaries, sets and tuples headed by their count; dictionaries,
/// sets and the fields of structs and classes sorted by their text; optionals as their type
/// (`Optional<Int>.none`); a class seen again on the same path is "(circular reference detected)".
/// UIKit objects print as iOS prints them, addresses removed: a `UIColor` as
/// "UIExtendedSRGBColorSpace 1 0 0 1", a view as the first line of its `recursiveDescription`
/// (`<UIButton; frame = (0 0; 63 30); opaque = NO; layer = <CALayer>>`), any other `NSObject` as its
/// `description`. The output is deterministic: no addresses, no hash order.
enum ValueDump {
    static func text(of value: Any) -> String { line(value, name: nil, indent: 0, seen: []) }

    private static func line(_ value: Any, name: String?, indent: Int, seen: Set<ObjectIdentifier>) -> String {
        let mirror = Mirror(reflecting: value)
        var children = Array(mirror.children)
        let indentation = String(repeating: " ", count: indent), named = name.map { "\($0): " } ?? ""
        let bullet = children.isEmpty ? "- " : "▿ "
        var seen = seen
        let description: String
        switch (value, mirror.displayStyle) {
        case (_, .collection?):
            description = counted(children.count, "element")
        case (_, .dictionary?):
            description = children.count == 1 ? "1 key/value pair" : "\(children.count) key/value pairs"
            children = sorted(children, seen: seen)
        case (_, .set?):
            description = counted(children.count, "member")
            children = sorted(children, seen: seen)
        case (_, .tuple?):
            description = "(\(counted(children.count, "element")))"
        case (_, .optional?):
            description = typeName(mirror) + (children.isEmpty ? ".none" : "")
        case (let custom as AnySnapshotStringConvertible, _):
            guard type(of: custom).renderChildren else { return indentation + "- " + named + custom.snapshotDescription + "\n" }
            description = custom.snapshotDescription
        case (let object as NSObject, _):
            return indentation + "- " + named + objectDescription(object) + "\n"
        case (let printable as CustomStringConvertible, _):
            description = printable.description
        case (let object as AnyObject, .class?):
            let id = ObjectIdentifier(object)
            if seen.contains(id) { return indentation + bullet + (name ?? "value") + " (circular reference detected)\n" }
            seen.insert(id)
            description = typeName(mirror)
            children = sorted(children, seen: seen)
        case (_, .struct?):
            description = typeName(mirror)
            children = sorted(children, seen: seen)
        case (_, .enum?):
            description = typeName(mirror) + (children.isEmpty ? ".\(value)" : "")
        default:
            description = String(describing: value)
        }
        return indentation + bullet + named + description + "\n" + children.map { line($0.value, name: $0.label, indent: indent + 2, seen: seen) }.joined()
    }

    /// "1 element", "3 elements".
    private static func counted(_ count: Int, _ noun: String) -> String { count == 1 ? "1 \(noun)" : "\(count) \(noun)s" }

    /// The type's name without the " #1" Swift gives a type declared in a function.
    private static func typeName(_ mirror: Mirror) -> String {
        String(describing: mirror.subjectType).replacingOccurrences(of: " #\\d+", with: "", options: .regularExpression)
    }

    /// Children ordered by their own text, so hash order never shows.
    private static func sorted(_ children: [Mirror.Child], seen: Set<ObjectIdentifier>) -> [Mirror.Child] {
        children.map { ($0, line($0.value, name: nil, indent: 0, seen: seen)) }.sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// An object as iOS prints it, addresses removed: a view by its own line of `recursiveDescription`.
    private static func objectDescription(_ object: NSObject) -> String {
        let text: String
        if let view = object as? UIView {
            text = MainActor.assumeIsolated { view.recursiveDescription.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? "" }
        } else {
            text = object.description
        }
        return SnapshotAddresses.removed(from: text)
    }
}
